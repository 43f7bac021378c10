import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/orders-and-payments.md: GET /product/{id}; the purchase page shows it and checks the quantity against it. */
export const getOrderProduct = (id: string) => apiRequest<Product>(`/product/${encodeURIComponent(id)}`);

// The product's one cache entry: placing or deleting an order refreshes it with the other product views.
export const getOrderProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.products.detail(id), queryFn: () => getOrderProduct(id) });

export const useOrderProduct = (id: string) => useQuery(getOrderProductQueryOptions(id));
