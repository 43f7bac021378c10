import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

export const getProduct = (id: string) => apiRequest<Product>(`/product/${encodeURIComponent(id)}`);

export const getProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(getProductQueryOptions(id));
