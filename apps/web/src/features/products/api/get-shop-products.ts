import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductList, ProductPage } from '@store/contract';
import { limits } from '@store/contract/limits';
import { apiPage } from '../../../lib/api-client';
import { inPageMarket } from '../../../lib/page-market';
import { queryKeys } from '../../../lib/query-keys';
import type { ShopQuery } from '../shop-query';

/** One page of GET /api/product for a shop view; `cursor` continues after the previous page. */
export async function getShopPage(query: ShopQuery, cursor: string | null): Promise<ProductPage> {
  const params = new URLSearchParams({ limit: String(limits.shopPageSize) });
  if (query.sort !== undefined) params.set('sort', query.sort);
  if (query.q !== undefined) params.set('q', query.q);
  if (query.category !== undefined) params.set('category', query.category);
  for (const option of query.options ?? []) params.append('option', option);
  if (cursor !== null) params.set('cursor', cursor);
  const { data, next } = await apiPage<ProductList>(inPageMarket(`/product?${params.toString()}`));
  return { products: data, next };
}

/** A shop view page after page ("Load more" asks for the next); each view keeps its own pages. */
export const shopProductsQueryOptions = (query: ShopQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.shop(query),
    queryFn: ({ pageParam }) => getShopPage(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductPage) => last.next,
  });

export const useShopProducts = (query: ShopQuery) => useInfiniteQuery(shopProductsQueryOptions(query));
