import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: GET /product/{id}; the purchase page shows it and checks the quantity against it. */
export const getOrderProduct = (id: string) => apiRequest<Product>(`/product/${encodeURIComponent(id)}`);

// The same cache entry the product pages use for one product.
export const getOrderProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getOrderProduct(id) });

export const useOrderProduct = (id: string) => useQuery(getOrderProductQueryOptions(id));
