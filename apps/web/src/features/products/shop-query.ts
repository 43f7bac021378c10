// A shop page's view lives in its URL (shareable; Back restores it): `q`, `category`, `option`
// (repeated, `Name:Value`) and `sort`.
// The server renders the first page from the same URL, so both read it here. Checked by hand
// rather than with the contract's zod schemas: the shop pages' chunk stays free of zod.
import type { ProductSort, ShopPageQuery } from '@store/contract';

export type ShopQuery = Omit<ShopPageQuery, 'limit'>;

const sorts: readonly ProductSort[] = ['oldest', 'newest', 'price-asc', 'price-desc', 'name'];
// What GET /api/product accepts: a slug, and search words of 1 to 100 characters without control characters.
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The contract's singleLinePattern, negated (text.ts imports zod).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const control = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// The contract's optionFilterPattern and maxOptionFilters (product.ts imports zod).
const optionFilter = /^[^:]{1,40}:.{1,40}$/;
const maxOptionFilters = 12;

/** The view a URL asks for; what is malformed is ignored (a hand-edited link still shows the shop). */
export function readShopQuery(params: URLSearchParams): ShopQuery {
  const query: ShopQuery = {};
  const q = params.get('q')?.trim();
  if (q && q.length <= 100 && !control.test(q)) query.q = q;
  const category = params.get('category');
  if (category && category.length <= 140 && slug.test(category)) query.category = category;
  const options = [...new Set(params.getAll('option'))].filter((o) => optionFilter.test(o) && !control.test(o)).sort();
  if (options.length > 0 && options.length <= maxOptionFilters) query.options = options;
  const sort = params.get('sort') as ProductSort | null;
  if (sort && sorts.includes(sort)) query.sort = sort;
  return query;
}

/** `Name:Value` of an option value, as the `option` parameter names it. */
export const optionFilterOf = (name: string, value: string): string => `${name}:${value}`;

/** The view with one option value added or taken out (the values stay in one order). */
export function toggleOption(query: ShopQuery, filter: string): ShopQuery {
  const current = query.options ?? [];
  const options = current.includes(filter) ? current.filter((o) => o !== filter) : [...current, filter].sort();
  const { options: _dropped, ...rest } = query;
  return options.length > 0 ? { ...rest, options: options.slice(0, maxOptionFilters) } : rest;
}

/** The URL query of a view, parameters in one order (a shared link and a cache key agree). */
export function shopSearch(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.q !== undefined) params.set('q', query.q);
  if (query.category !== undefined) params.set('category', query.category);
  for (const option of query.options ?? []) params.append('option', option);
  if (query.sort !== undefined) params.set('sort', query.sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * What the list is asked for: the URL's sort, else best match for a search, else the page's own
 * order (/products oldest first as the original list, /all-product newest first).
 */
export const listQuery = (query: ShopQuery, pageSort: ProductSort): ShopQuery => ({
  ...query,
  ...(query.sort === undefined && query.q === undefined && { sort: pageSort }),
});
