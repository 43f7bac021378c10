// A page of GET /api/product as it is sent: the JSON bytes and its paging headers, made once and,
// for first pages, kept in the catalogue's cache; in a shopper's market, under its own key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentLanguage, Product, ProductList, ProductOptionCounts, ProductPage, ProductSort, ShopPageQuery } from '@store/contract';
import type { Db } from '../../db/client';
import { PreparedJson, sendPreparedJson, sendPreparedNow } from '../../http/prepared-json';
import { encodeCursor } from './product-cursor';
import { listPage, normalisedOptions, type KeptReads, type ListRequest } from './product-list-query';
import { pricedList, type PricingMarket } from './catalogue-pricing';
import { findProduct } from './product-service';
import { productIdBySlug, slugsOf, translateProducts } from './product-translations';

export interface CachedPage {
  body: PreparedJson;
  /** RFC 8288 `Link` to the next page, when there is one. */
  link?: string;
  total: number;
  totalCapped: boolean;
}

/** The query parameters that name a list (everything but the cursor), in one fixed order. */
function listParams(req: ListRequest): URLSearchParams {
  const params = new URLSearchParams();
  params.set('limit', String(req.limit));
  if (req.order !== 'relevance') params.set('sort', req.order);
  if (req.q !== undefined) params.set('q', req.q);
  if (req.category !== undefined) params.set('category', req.category);
  if (req.inStock) params.set('inStock', 'true');
  for (const option of normalisedOptions(req.options)) params.append('option', option);
  if (req.language !== undefined) params.set('lang', req.language);
  return params;
}

/**
 * The cache key of a first page; in a market, with the market's key (never the country's: every
 * country of the market shares the page).
 */
export const pageKey = (req: ListRequest, market?: PricingMarket | null): string => {
  const params = listParams(req);
  if (market) params.set('market', market.key);
  return params.toString();
};

/**
 * A page as sent. In a `market`: its products at the market's prices, those it sells none of left
 * out (the total and the next page's cursor stay the list's own: paging is unchanged, and a page
 * may hold fewer than its limit). Its `Link` names no country: the route adds the caller's.
 */
export async function loadPage(db: Db, req: ListRequest, path: string, currency: string, kept?: KeptReads, market?: PricingMarket | null): Promise<CachedPage> {
  const page = await listPage(db, req, currency, kept);
  const priced: Product[] = market ? await pricedList(db, market, page.products, req.inStock ?? false) : page.products;
  const products = await translateProducts(db, req.language, priced);
  let link: string | undefined;
  if (page.next) {
    const params = listParams(req);
    params.set('cursor', encodeCursor(page.next));
    link = `<${path}?${params.toString()}>; rel="next"`;
  }
  return { body: new PreparedJson(JSON.stringify(products)), link, total: page.total, totalCapped: page.totalCapped };
}

/** The `Link` to the next page asking for `country`'s prices too (undefined: as kept). */
const linkIn = (link: string, country: string | undefined) => (country === undefined ? link : link.replace('>;', `&country=${country}>;`));

function pageHeaders(reply: FastifyReply, page: CachedPage, country: string | undefined): void {
  if (page.link) reply.header('link', linkIn(page.link, country));
  reply.header('x-total-count', String(page.total));
  if (page.totalCapped) reply.header('x-total-count-capped', 'true');
}

/** `country`: the caller's, on a page priced in its market (its next page is priced too). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, country?: string): Promise<void> {
  pageHeaders(reply, page, country);
  return sendPreparedJson(request, reply, page.body);
}

/** The same in this tick when the page's bytes are at hand; false (body not sent) when they are not. */
export function sendPageNow(request: FastifyRequest, reply: FastifyReply, page: CachedPage, country?: string): boolean {
  pageHeaders(reply, page, country);
  return sendPreparedNow(request, reply, page.body, 'application/json; charset=utf-8');
}

/** A first page through the app's cache, in `country`'s market when one is named. */
async function keptPage(app: FastifyInstance, db: Db, apiPath: string, req: ListRequest, country: string | undefined): Promise<CachedPage> {
  const market = await app.productCatalog.marketFor(country);
  const load = () => loadPage(db, req, apiPath, app.storeCurrency, app.productCatalog.keptReads(db), market);
  return app.productCatalog.enabled ? app.productCatalog.get(pageKey(req, market), load) : load();
}

/**
 * A first page exactly as `GET /api/product?sort=…&limit=…(&country=…)` answers it, through the
 * app's cache (server-rendered pages start from the same bytes the API sends). `apiPath` must be
 * that route's path: a page cached here carries its `Link` header.
 */
export async function firstProductPage(
  app: FastifyInstance,
  db: Db,
  apiPath: string,
  sort: ProductSort,
  limit: number,
  country?: string,
  language?: ContentLanguage,
): Promise<ProductList> {
  const page = await keptPage(app, db, apiPath, { order: sort, limit, inStock: false, ...(language && { language }) }, country);
  return JSON.parse(page.body.body.toString('utf8')) as ProductList;
}

/**
 * A shop page's first page of a search or a filter, as `GET /api/product` answers it (same cache,
 * same bytes), with the cursor of its `next` link: the browser's "Load more" follows from there.
 */
export async function shopProductPage(
  app: FastifyInstance,
  db: Db,
  apiPath: string,
  query: ShopPageQuery,
  country?: string,
  language?: ContentLanguage,
): Promise<ProductPage> {
  const req: ListRequest = {
    order: query.sort ?? (query.q !== undefined ? 'relevance' : 'oldest'),
    limit: query.limit,
    ...(query.q !== undefined && { q: query.q }),
    ...(query.category !== undefined && { category: query.category }),
    ...(query.options !== undefined && query.options.length > 0 && { options: query.options }),
    ...(language && { language }),
    inStock: false,
  };
  const page = await keptPage(app, db, apiPath, req, country);
  const next = page.link ? new URL(/<([^>]+)>/.exec(page.link)![1]!, 'http://x').searchParams.get('cursor') : null;
  return { products: JSON.parse(page.body.body.toString('utf8')) as ProductList, next };
}

/**
 * A product page's product as `GET /api/product/by-slug/{slug}(?country=…&lang=…)` answers it; null
 * for its 404. Its `slug` is the one it has in `language`: a page asked for by another (an old one,
 * another language's) redirects there.
 */
export async function shopProductBySlug(app: FastifyInstance, db: Db, slug: string, country?: string, language?: ContentLanguage): Promise<Product | null> {
  const id = await productIdBySlug(db, slug, language);
  if (id === undefined) return null;
  const product = await findProduct(db, id, app.storeCurrency, await app.productCatalog.marketFor(country));
  if (!product) return null;
  const [translated, slugs] = await Promise.all([translateProducts(db, language, [product]), slugsOf(db, id, product.slug)]);
  return { ...translated[0]!, slugs };
}

/** A shop page's option filter, as `GET /api/product/options` answers it (same kept counts). */
export function shopOptionCounts(app: FastifyInstance, db: Db, query: Pick<ShopPageQuery, 'q' | 'category'>, language?: ContentLanguage): Promise<ProductOptionCounts> {
  const req: ListRequest = {
    ...(language && { language }),
    order: 'oldest',
    limit: 1,
    ...(query.q !== undefined && { q: query.q }),
    ...(query.category !== undefined && { category: query.category }),
    inStock: false,
  };
  return app.productCatalog.optionCountsOf(db, req);
}
