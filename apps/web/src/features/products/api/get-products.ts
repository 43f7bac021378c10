import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

export type ProductSort = 'oldest' | 'newest';

export const getProducts = (sort: ProductSort = 'oldest') =>
  apiRequest<Product[]>(sort === 'newest' ? '/product?sort=newest' : '/product');

export const getProductsQueryOptions = (sort: ProductSort = 'oldest') =>
  queryOptions({ queryKey: ['products', { sort }], queryFn: () => getProducts(sort) });

export const useProducts = (sort: ProductSort = 'oldest') => useQuery(getProductsQueryOptions(sort));
