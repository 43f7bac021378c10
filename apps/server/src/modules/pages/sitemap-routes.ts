// /robots.txt and /sitemap.xml: the public pages, the legal pages the shop has written and every
// product page, in every market (its prefix: /en-de/products/…). Up to 50,000 URLs (the
// sitemap protocol's limit per file) in one file; beyond, /sitemap.xml is a sitemap index of the
// public pages' file and product files of 50,000 each per market, paged by keyset on the product
// id, so no answer ever reads more of the catalogue than the one file it returns. The public pages
// carry their `hreflang` alternates here too; product pages carry theirs in their HTML only (a
// product's 25 alternates in every one of 100,000 × 25 entries would be hundreds of megabytes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { indexablePagePaths, isLanguage, productPagePath } from '@store/contract';
import { legalPagePath } from '@store/contract/legal-pages';
import { marketAlternates, pathInMarket, splitMarketPath, type MarketAlternate } from '@store/contract/market-paths';
import type { Db } from '../../db/client';
import { listLegalPages } from '../legal';
import { listMarkets } from '../markets';
import { notFound } from '../../http/errors';
import { contentLanguageOf, productIdSkipping, productIdsAfter, slugsIn } from '../products';

export interface SitemapOptions {
  db: Db;
  canonicalOrigin: string | undefined;
  /** The protocol's limit; tests lower it to see the index. */
  urlsPerFile?: number;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A URL and, for a public page, the page in every market (`xhtml:link` alternates). */
interface SitemapUrl {
  loc: string;
  alternates?: { hreflang: string; href: string }[];
}

const urlset = (urls: SitemapUrl[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
  urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(u.loc)}</loc>` +
        (u.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`).join('') +
        '</url>\n',
    )
    .join('') +
  '</urlset>\n';

const sitemapIndex = (urls: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>\n`).join('') +
  '</sitemapindex>\n';

const XML = 'application/xml; charset=utf-8';
// Crawlers come back often enough; an hour of caching keeps repeated fetches off the database.
const CACHE = 'public, max-age=3600';
const hidden = { hide: true } as const;

/** The language of a prefix's pages when it is one products are translated into (its product URLs carry that slug). */
const languageOf = (prefix: string) => {
  const { language } = splitMarketPath(prefix || '/');
  return contentLanguageOf(isLanguage(language) ? language : undefined);
};

export const sitemapRoutes: FastifyPluginAsyncZod<SitemapOptions> = async (app, options) => {
  const { db } = options;
  const perFile = options.urlsPerFile ?? 50_000;
  const originOf = (request: FastifyRequest) => options.canonicalOrigin ?? `${request.protocol}://${request.host}`;
  /** Every market's hreflang and the distinct prefixes (the unprefixed pages first): two small reads. */
  const marketsNow = async () => {
    const alternates: MarketAlternate[] = marketAlternates(await listMarkets(db));
    return { alternates, prefixes: [...new Set(['', ...alternates.map((a) => a.prefix)])] };
  };
  // At most four legal pages: one small read. Each page once per market, naming all of them.
  const pageUrls = async (origin: string): Promise<SitemapUrl[]> => {
    const [{ alternates, prefixes }, legal] = await Promise.all([marketsNow(), listLegalPages(db)]);
    const paths = [...indexablePagePaths, ...legal.map((p) => legalPagePath(p.slug))];
    return paths.flatMap((path) => {
      const versions = alternates.map((a) => ({ hreflang: a.hreflang, href: `${origin}${pathInMarket(a.prefix, path)}` }));
      return prefixes.map((prefix) => ({ loc: `${origin}${pathInMarket(prefix, path)}`, ...(versions.length > 0 && { alternates: versions }) }));
    });
  };
  const productUrl = (origin: string, prefix: string, slug: string): SitemapUrl => ({ loc: `${origin}${pathInMarket(prefix, productPagePath(slug))}` });

  app.get('/robots.txt', { schema: hidden, config: { usesDatabase: false } }, (request, reply) => {
    const origin = originOf(request);
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(`User-agent: *\nDisallow: /dashboard\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', { schema: hidden }, async (request, reply) => {
    const origin = originOf(request);
    reply.type(XML).header('cache-control', CACHE);
    const [pages, { prefixes }] = await Promise.all([pageUrls(origin), marketsNow()]);
    // One file while pages and every market's products fit in it; the read stops one past what fits.
    const room = Math.floor((perFile - pages.length) / prefixes.length);
    const first = room > 0 ? await productIdsAfter(db, undefined, room + 1) : [];
    if (room > 0 && first.length <= room) {
      // One read of slugs per language, however many markets' prefixes speak it.
      const slugs = new Map<string, Promise<{ id: string; slug: string }[]>>();
      const inLanguage = (prefix: string) => {
        const language = languageOf(prefix);
        const key = language ?? 'en';
        if (!slugs.has(key)) slugs.set(key, slugsIn(db, language, first));
        return slugs.get(key)!;
      };
      const inPrefixes = await Promise.all(prefixes.map(async (prefix) => (await inLanguage(prefix)).map((p) => productUrl(origin, prefix, p.slug))));
      return urlset([...pages, ...inPrefixes.flat()]);
    }
    // Where each further product file starts: one indexed step of perFile rows per file.
    const starts: (string | undefined)[] = [undefined];
    let last = await productIdSkipping(db, undefined, perFile - 1);
    while (last && (await productIdSkipping(db, last, 0))) {
      starts.push(last);
      last = await productIdSkipping(db, last, perFile - 1);
    }
    const productFile = (prefix: string, after: string | undefined) => {
      const query = new URLSearchParams({ ...(prefix && { market: prefix.slice(1) }), ...(after && { after }) }).toString();
      return `${origin}/sitemap-products.xml${query ? `?${query}` : ''}`;
    };
    return sitemapIndex([`${origin}/sitemap-pages.xml`, ...prefixes.flatMap((prefix) => starts.map((after) => productFile(prefix, after)))]);
  });

  app.get('/sitemap-pages.xml', { schema: hidden }, async (request, reply) => {
    reply.type(XML).header('cache-control', CACHE);
    return urlset(await pageUrls(originOf(request)));
  });

  app.get(
    '/sitemap-products.xml',
    { schema: { ...hidden, querystring: z.object({ after: z.uuid().optional(), market: z.string().regex(/^[a-z]{2}-[a-z]{2}$/).optional() }) } },
    async (request, reply) => {
      reply.type(XML).header('cache-control', CACHE);
      const prefix = request.query.market ? `/${request.query.market}` : '';
      if (prefix && !(await marketsNow()).prefixes.includes(prefix)) throw notFound('No market has this prefix');
      const origin = originOf(request);
      const page = await slugsIn(db, languageOf(prefix), await productIdsAfter(db, request.query.after, perFile));
      return urlset(page.map((p) => productUrl(origin, prefix, p.slug)));
    },
  );
};
