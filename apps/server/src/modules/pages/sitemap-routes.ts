// /robots.txt and /sitemap.xml: the public pages, the legal pages the shop has written and every
// product page. Up to 50,000 URLs (the
// sitemap protocol's limit per file) in one file; beyond, /sitemap.xml is a sitemap index of the
// public pages' file and product files of 50,000 each, paged by keyset on the product id, so no
// answer ever reads more of the catalogue than the one file it returns.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { indexablePagePaths, productPagePath } from '@store/contract';
import { legalPagePath } from '@store/contract/legal-pages';
import type { Db } from '../../db/client';
import { listLegalPages } from '../legal';
import { productIdSkipping, productIdsAfter } from '../products';

export interface SitemapOptions {
  db: Db;
  canonicalOrigin: string | undefined;
  /** The protocol's limit; tests lower it to see the index. */
  urlsPerFile?: number;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const urlset = (urls: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>\n`).join('') +
  '</urlset>\n';

const sitemapIndex = (urls: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>\n`).join('') +
  '</sitemapindex>\n';

const XML = 'application/xml; charset=utf-8';
// Crawlers come back often enough; an hour of caching keeps repeated fetches off the database.
const CACHE = 'public, max-age=3600';
const hidden = { hide: true } as const;

export const sitemapRoutes: FastifyPluginAsyncZod<SitemapOptions> = async (app, options) => {
  const { db } = options;
  const perFile = options.urlsPerFile ?? 50_000;
  const originOf = (request: FastifyRequest) => options.canonicalOrigin ?? `${request.protocol}://${request.host}`;
  // At most four legal pages: one small read.
  const pageUrls = async (origin: string) => [
    ...indexablePagePaths.map((p) => `${origin}${p}`),
    ...(await listLegalPages(db)).map((p) => `${origin}${legalPagePath(p.slug)}`),
  ];
  const productUrls = async (origin: string, after: string | undefined) =>
    (await productIdsAfter(db, after, perFile)).map((p) => `${origin}${productPagePath(p.slug)}`);

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
    const pages = await pageUrls(origin);
    // One file while pages and products fit in it; the read stops one past what fits.
    const first = await productIdsAfter(db, undefined, perFile - pages.length + 1);
    if (pages.length + first.length <= perFile) {
      return urlset([...pages, ...first.map((p) => `${origin}${productPagePath(p.slug)}`)]);
    }
    const files = [`${origin}/sitemap-pages.xml`, `${origin}/sitemap-products.xml`];
    // Where each further product file starts: one indexed step of perFile rows per file.
    let last = await productIdSkipping(db, undefined, perFile - 1);
    while (last && (await productIdSkipping(db, last, 0))) {
      files.push(`${origin}/sitemap-products.xml?after=${encodeURIComponent(last)}`);
      last = await productIdSkipping(db, last, perFile - 1);
    }
    return sitemapIndex(files);
  });

  app.get('/sitemap-pages.xml', { schema: hidden }, async (request, reply) => {
    reply.type(XML).header('cache-control', CACHE);
    return urlset(await pageUrls(originOf(request)));
  });

  app.get(
    '/sitemap-products.xml',
    { schema: { ...hidden, querystring: z.object({ after: z.uuid().optional() }) } },
    async (request, reply) => {
      reply.type(XML).header('cache-control', CACHE);
      return urlset(await productUrls(originOf(request), request.query.after));
    },
  );
};
