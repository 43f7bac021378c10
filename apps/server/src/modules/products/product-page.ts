// A page of GET /api/product as it is sent: the JSON bytes and its paging headers, made once and,
// for first pages, kept in the catalogue's cache.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProductList, ProductOptionCounts, ProductPage, ProductSort, ShopPageQuery } from '@store/contract';
import type { Db } from '../../db/client';
import { PreparedJson, sendPreparedJson, sendPreparedNow } from '../../http/prepared-json';
import { encodeCursor } from './product-cursor';
import { listPage, normalisedOptions, type CountSource, type ListRequest } from './product-list-query';

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
  return params;
}

/** The cache key of a first page. */
export const pageKey = (req: ListRequest): string => listParams(req).toString();

export async function loadPage(db: Db, req: ListRequest, path: string, currency: string, count?: CountSource): Promise<CachedPage> {
  const page = await listPage(db, req, currency, count);
  let link: string | undefined;
  if (page.next) {
    const params = listParams(req);
    params.set('cursor', encodeCursor(page.next));
    link = `<${path}?${params.toString()}>; rel="next"`;
  }
  return { body: new PreparedJson(JSON.stringify(page.products)), link, total: page.total, totalCapped: page.totalCapped };
}

function pageHeaders(reply: FastifyReply, page: CachedPage): void {
  if (page.link) reply.header('link', page.link);
  reply.header('x-total-count', String(page.total));
  if (page.totalCapped) reply.header('x-total-count-capped', 'true');
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<void> {
  pageHeaders(reply, page);
  return sendPreparedJson(request, reply, page.body);
}

/** The same in this tick when the page's bytes are at hand; false (body not sent) when they are not. */
export function sendPageNow(request: FastifyRequest, reply: FastifyReply, page: CachedPage): boolean {
  pageHeaders(reply, page);
  return sendPreparedNow(request, reply, page.body, 'application/json; charset=utf-8');
}

/**
 * A first page exactly as `GET /api/product?sort=…&limit=…` answers it, through the app's cache
 * (server-rendered pages start from the same bytes the API sends). `apiPath` must be that route's
 * path: a page cached here carries its `Link` header.
 */
export async function firstProductPage(app: FastifyInstance, db: Db, apiPath: string, sort: ProductSort, limit: number): Promise<ProductList> {
  const req: ListRequest = { order: sort, limit, inStock: false };
  const load = () => loadPage(db, req, apiPath, app.storeCurrency, app.productCatalog.countSource(db));
  const page = app.productCatalog.enabled ? await app.productCatalog.get(pageKey(req), load) : await load();
  return JSON.parse(page.body.body.toString('utf8')) as ProductList;
}

/**
 * A shop page's first page of a search or a filter, as `GET /api/product` answers it (same cache,
 * same bytes), with the cursor of its `next` link: the browser's "Load more" follows from there.
 */
export async function shopProductPage(app: FastifyInstance, db: Db, apiPath: string, query: ShopPageQuery): Promise<ProductPage> {
  const req: ListRequest = {
    order: query.sort ?? (query.q !== undefined ? 'relevance' : 'oldest'),
    limit: query.limit,
    ...(query.q !== undefined && { q: query.q }),
    ...(query.category !== undefined && { category: query.category }),
    ...(query.options !== undefined && query.options.length > 0 && { options: query.options }),
    inStock: false,
  };
  const load = () => loadPage(db, req, apiPath, app.storeCurrency, app.productCatalog.countSource(db));
  const page = app.productCatalog.enabled ? await app.productCatalog.get(pageKey(req), load) : await load();
  const next = page.link ? new URL(/<([^>]+)>/.exec(page.link)![1]!, 'http://x').searchParams.get('cursor') : null;
  return { products: JSON.parse(page.body.body.toString('utf8')) as ProductList, next };
}

/** A shop page's option filter, as `GET /api/product/options` answers it (same kept counts). */
export function shopOptionCounts(app: FastifyInstance, db: Db, query: Pick<ShopPageQuery, 'q' | 'category'>): Promise<ProductOptionCounts> {
  const req: ListRequest = {
    order: 'oldest',
    limit: 1,
    ...(query.q !== undefined && { q: query.q }),
    ...(query.category !== undefined && { category: query.category }),
    inStock: false,
  };
  return app.productCatalog.optionCountsOf(db, req);
}
