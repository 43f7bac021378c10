import { queryOptions } from '@tanstack/react-query';
import type { ProductList, ProductSort } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { inPageMarket } from '../../../lib/page-market';
import { queryKeys } from '../../../lib/query-keys';
import { useAppQuery } from '../../../lib/query-port';

/** One page of products: oldest first unless `sort` says otherwise; `limit` caps it (the API's default: 100). */
export const getProducts = (sort: ProductSort = 'oldest', limit?: number) => {
  const params = new URLSearchParams();
  if (sort !== 'oldest') params.set('sort', sort);
  if (limit !== undefined) params.set('limit', String(limit));
  const query = params.toString();
  return apiRequest<ProductList>(inPageMarket(query ? `/product?${query}` : '/product'));
};

export const getProductsQueryOptions = (sort: ProductSort = 'oldest', limit?: number) =>
  queryOptions({ queryKey: queryKeys.products.list(sort, limit), queryFn: () => getProducts(sort, limit) });

export const useProducts = (sort: ProductSort = 'oldest', limit?: number) => useAppQuery(getProductsQueryOptions(sort, limit));
