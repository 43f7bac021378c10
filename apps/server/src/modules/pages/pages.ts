// Pages as HTML: the public ones rendered on the server by the web app's own server entry with
// data read through the products and reviews modules, cached per URL in this app and refreshed in
// the background when products or reviews change (stale-while-revalidate); signed-in screens get
// the page shell (with their title) and render in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath, productPageMax, type PageDataSource, type PageRendererModule } from '@store/contract';
import type { Db } from '../../db/client';
import { PreparedJson, sendPrepared } from '../../http/prepared-json';
import { firstProductPage } from '../products';
import { listReviews } from '../reviews';
import { PageTemplate } from './page-document';
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

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const HTML = 'text/html; charset=utf-8';
/** Distinct origins × public pages: bounded, whatever Host headers arrive. */
const MAX_CACHED_PAGES = 200;

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

  const data: PageDataSource = {
    // What GET /api/product sends (the same cached page): the page starts from the same bytes.
    products: (sort, limit = productPageMax) => firstProductPage(app, options.db, '/api/product', sort, limit),
    reviews: () => listReviews(options.db),
  };
  const cache = new StaleWhileRevalidate<{ status: number; body: PreparedJson }>({
    stamp: () => `${app.productCatalog.revision}:${app.reviewChanges.revision}`,
    maxAgeMs: options.maxAgeMs,
    maxEntries: MAX_CACHED_PAGES,
    onBackgroundError: (err) => app.log.error({ err }, 'page re-render failed: the previous page is still served'),
  });

  const originOf = (request: FastifyRequest) => options.canonicalOrigin ?? `${request.protocol}://${request.host}`;

  return async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const origin = originOf(request);
    reply.header('cache-control', 'no-cache');
    if (!renderer.isServerRendered(pathname)) {
      // Signed-in screens: the shell, rendered in the browser; never indexed.
      reply.type(HTML).send(template.render({ meta: renderer.pageMeta(pathname) }));
      return;
    }
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const known = isPagePath(page);
    // Every unknown path shows the same Page Not Found: one cache entry for all of them.
    const key = `${origin} ${known ? page : '404'}`;
    try {
      const { status, body } = await cache.get(key, async () => {
        const rendered = await renderer.renderPage(page, data);
        const canonicalUrl = rendered.status === 200 ? `${origin}${page}` : undefined;
        const html = template.render({ meta: rendered.meta, canonicalUrl, rendered });
        return { status: rendered.status, body: new PreparedJson(html) };
      });
      reply.status(status);
      await sendPrepared(request, reply, body, HTML);
    } catch (err) {
      // The data could not be read (database down): the shell, and the browser renders the page.
      request.log.error({ err }, 'page not rendered on the server: sent for the browser to render');
      reply.status(known ? 200 : 404).type(HTML).send(template.render({ meta: renderer.pageMeta(page) }));
    }
  };
}
