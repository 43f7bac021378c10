// Pages as HTML: the public ones rendered on the server by the web app's own server entry with
// data read through the products, reviews and legal modules, cached per URL in this app and refreshed in
// the background when products or reviews change (stale-while-revalidate; a legal page's edit when
// the page falls due, within maxAgeMs); signed-in screens get
// the page shell (with their title) and render in the browser. A market's pages are the same pages
// under its prefix (/en-de/products), priced in its currency, each cached on its own; an unknown
// prefix is Page Not Found.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, isPagePath, type PageDataSource, type PageRendererModule } from '@store/contract';
import type { Db } from '../../db/client';
import { PreparedJson, sendPrepared, sendPreparedNow } from '../../http/prepared-json';
import { pathInMarket, splitMarketPath, type MarketPath } from '@store/contract/market-paths';
import { listMarkets } from '../markets';
import { contentLanguageOf } from '../products';
import { PageTemplate } from './page-document';
import { pageDataSource } from './page-data-source';
import { keptMarketPrefixes, type MarketPrefixes } from './market-prefixes';
import { StaleWhileRevalidate } from './stale-while-revalidate';

export interface PagesOptions {
  db: Db;
  webDist: string;
  /** PUBLIC_URL's origin; unset, each request's own origin goes into canonical URLs. */
  canonicalOrigin: string | undefined;
  /** How long a rendered page is served before it is re-rendered in the background (other instances' changes). */
  maxAgeMs: number;
  /** The web app's server entry; default: the build's dist/ssr/entry-server.js. */
  renderer?: PageRendererModule;
}

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

const HTML = 'text/html; charset=utf-8';
/**
 * Distinct origins × public pages × shop searches × product pages: bounded whatever URLs and Host
 * headers arrive; the least recently served page goes first.
 */
const MAX_CACHED_PAGES = 500;

interface KeptPage {
  status: number;
  /** A page that lives at another path (movedTo): the redirect's target, and `body` is empty. */
  location?: string;
  body: PreparedJson;
  /** The data the render read, and what it read (with the day: a page may show the date). */
  reads: DataRead[];
  inputs: string;
}

/** One call a render made to the data source: which one, with what. */
type DataRead = { method: keyof PageDataSource; args: unknown[] };
type AnyRead = (...args: unknown[]) => Promise<unknown>;

/** A read again, as JSON. */
const readJson = async (data: PageDataSource, read: DataRead): Promise<string> =>
  JSON.stringify(await (data[read.method] as AnyRead)(...read.args));

/** The data source, noting each read a render makes and the values it gave (as JSON at once). */
function recording(data: PageDataSource, reads: DataRead[], values: Promise<string>[]): PageDataSource {
  const recorded: Partial<Record<keyof PageDataSource, AnyRead>> = {};
  for (const method of Object.keys(data) as (keyof PageDataSource)[]) {
    recorded[method] = (...args) => {
      const value = (data[method] as AnyRead)(...args);
      reads.push({ method, args });
      // A failed read is noted too (never an unhandled rejection): the next render reads again.
      values.push(value.then((v) => JSON.stringify(v), () => 'failed'));
      return value;
    };
  }
  return recorded as PageDataSource;
}

/** The values read, and the day, as one string to compare with the last render's. */
async function inputsOf(values: Promise<string>[]): Promise<string> {
  return JSON.stringify([new Date().toDateString(), await Promise.all(values)]);
}

interface PathKind {
  serverRendered: boolean;
  /** The path without trailing slashes. */
  page: string;
  /** One of the web app's pages (else Page Not Found, 404). */
  known: boolean;
}

async function loadRenderer(webDist: string): Promise<PageRendererModule | undefined> {
  const file = path.join(webDist, 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRendererModule;
}

/** undefined when the web app is not built with its server entry (then index.html is served as it is). */
export async function createPageSender(app: FastifyInstance, options: PagesOptions): Promise<SendPage | undefined> {
  const indexFile = path.join(options.webDist, 'index.html');
  const renderer = options.renderer ?? (await loadRenderer(options.webDist));
  if (!renderer || !fs.existsSync(indexFile)) return undefined;
  const template = new PageTemplate(fs.readFileSync(indexFile, 'utf8'));

  // Each market's pages read in its prices and its language: one data source per country and
  // language asked for (≤ 250 × 5; only prefixes a market serves get here).
  const sources = new Map<string, PageDataSource>();
  const dataFor = (country: string, language: string) => {
    const key = `${country} ${language}`;
    let source = sources.get(key);
    if (!source) sources.set(key, (source = pageDataSource(app, options.db, country, contentLanguageOf(isLanguage(language) ? language : undefined))));
    return source;
  };
  const onBackgroundError = (err: unknown) => app.log.error({ err }, 'page re-render failed: the previous page is still served');
  const prefixes = keptMarketPrefixes(() => listMarkets(options.db), options.maxAgeMs, onBackgroundError);
  const cache = new StaleWhileRevalidate<KeptPage>({
    stamp: () => `${app.productCatalog.revision}:${app.reviewChanges.revision}`,
    maxAgeMs: options.maxAgeMs,
    maxEntries: MAX_CACHED_PAGES,
    onBackgroundError,
  });

  const originOf = (request: FastifyRequest) => options.canonicalOrigin ?? `${request.protocol}://${request.host}`;

  /**
   * Renders a page and keeps it with its brotli and gzip forms, so a cached page is sent as it is.
   * A page due again (a revision moved, or maxAgeMs passed: another instance may have changed the
   * data) first reads the data its last render read: the same data on the same day gives the same
   * page, kept without rendering and compressing it again (under load pages fall due every few
   * seconds).
   */
  const build = (url: string, market: MarketPath, origin: string) => async (previous: KeptPage | undefined) => {
    const data = dataFor(market.country, market.language);
    // The markets are the page's input too (its header's selector reads them; its hreflang links).
    const { alternates } = await prefixes.get();
    const reread = () => [...previous!.reads.map((read) => readJson(data, read)), Promise.resolve(JSON.stringify(alternates))];
    if (previous && (await inputsOf(reread())) === previous.inputs) return previous;
    const reads: DataRead[] = [];
    const values: Promise<string>[] = [];
    const rendered = await renderer.renderPage(url, recording(data, reads, values), origin);
    values.push(Promise.resolve(JSON.stringify(alternates)));
    if (rendered.movedTo !== undefined) {
      return { status: 301, location: rendered.movedTo, body: new PreparedJson(''), reads, inputs: await inputsOf(values) };
    }
    // The page's own path (its category's, say), in each market and unprefixed.
    const ownPath = splitMarketPath(rendered.canonicalPath ?? pathInMarket(market.prefix, market.path)).path;
    const canonicalUrl = rendered.status === 200 ? `${origin}${pathInMarket(market.prefix, ownPath)}` : undefined;
    const html = template.render({
      meta: rendered.meta,
      lang: market.language,
      canonicalUrl,
      rendered,
      // A product's page has its own slug in each language: each version names its own.
      alternates: canonicalUrl
        ? alternates.map((a) => ({ hreflang: a.hreflang, href: `${origin}${pathInMarket(a.prefix, alternatePath(rendered.languagePaths, splitMarketPath(a.prefix || '/').language, ownPath))}` }))
        : [],
    });
    const inputs = await inputsOf(values);
    return { status: rendered.status, body: await new PreparedJson(html).precompress(), reads, inputs };
  };

  /** What a path is, worked out once per distinct path (bounded: paths come from requests). */
  const kinds = new Map<string, PathKind>();
  const kindOf = (pathname: string): PathKind => {
    let kind = kinds.get(pathname);
    if (!kind) {
      const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const known = isPagePath(page);
      kind = { serverRendered: renderer.isServerRendered(pathname), page, known };
      if (kinds.size >= MAX_CACHED_PAGES) kinds.clear();
      kinds.set(pathname, kind);
    }
    return kind;
  };

  /** Sends the page at `at.path` in the market of `at.prefix` (a prefix known to be served). */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, at: MarketPath, search: string) => {
    const origin = originOf(request);
    const { serverRendered, page, known } = kindOf(at.path);
    if (!serverRendered) {
      // Signed-in screens: the shell, rendered in the browser; never indexed.
      reply.type(HTML).send(template.render({ meta: renderer.pageMeta(at.path, at.language), lang: at.language }));
      return;
    }
    // The page's own URL: its path and the query parameters it reads (a shop page's search, filter
    // and sort), in one order; anything else (utm_source...) shares the page's entry.
    const pageUrl = known ? renderer.pageUrl(page, search) : page;
    // Every unknown path shows the same Page Not Found: one cache entry for all of them (per market).
    const key = `${origin} ${at.prefix} ${known ? pageUrl : '404'}`;
    const market = { ...at, path: page };
    const url = pathInMarket(at.prefix, pageUrl);
    // The common case: the page is kept (the re-render, if due, runs in the background).
    const kept = cache.peek(key, build(url, market, origin));
    if (kept?.location !== undefined) return void reply.redirect(kept.location, 301);
    if (kept && sendPreparedNow(request, reply.status(kept.status), kept.body, HTML)) return;
    return (async () => {
      try {
        const { status, body, location } = await cache.get(key, build(url, market, origin));
        if (location !== undefined) return void reply.redirect(location, 301);
        reply.status(status);
        await sendPrepared(request, reply, body, HTML);
      } catch (err) {
        // The data could not be read (database down): the shell, and the browser renders the page.
        request.log.error({ err }, 'page not rendered on the server: sent for the browser to render');
        reply.status(known ? 200 : 404).type(HTML).send(template.render({ meta: renderer.pageMeta(page, at.language), lang: at.language }));
      }
    })();
  };

  /** A prefixed path: its market's page, the unprefixed page for the home country's, else Page Not Found. */
  const sendInMarket = (request: FastifyRequest, reply: FastifyReply, at: MarketPath, search: string, served: MarketPrefixes) => {
    const answer = served.resolve(at);
    if (answer === 'home') return void reply.redirect(`${at.path}${search}`, 301);
    return sendPage(request, reply, answer === 'served' ? at : notFoundAt, search);
  };

  return (request, reply) => {
    const url = request.url;
    const query = url.indexOf('?');
    const search = query === -1 ? '' : url.slice(query);
    const at = splitMarketPath(query === -1 ? url : url.slice(0, query));
    reply.header('cache-control', 'no-cache');
    if (at.prefix === '') return sendPage(request, reply, at, search);
    const served = prefixes.peek();
    if (served) return sendInMarket(request, reply, at, search, served);
    return (async () => {
      try {
        await sendInMarket(request, reply, at, search, await prefixes.get());
      } catch (err) {
        // The markets could not be read (database down): the shell, and the browser renders the page.
        request.log.error({ err }, 'market of the page not known: sent for the browser to render');
        reply.type(HTML).send(template.render({ meta: renderer.pageMeta(at.path, at.language), lang: at.language }));
      }
    })();
  };
}

/**
 * The page's path in `language`: its own there, else its English one (an untranslated product's page
 * in that language, never a slug that would redirect), else the path it has everywhere.
 */
const alternatePath = (paths: Record<string, string> | undefined, language: string, ownPath: string): string =>
  paths ? (paths[language] ?? paths.en ?? ownPath) : ownPath;

/** Where an unknown prefix's request goes: a path no page has (Page Not Found, 404). */
const notFoundAt: MarketPath = { ...splitMarketPath('/'), path: '/404' };
