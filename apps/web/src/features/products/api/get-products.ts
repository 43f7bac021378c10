import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList, ProductSort } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getProducts = (sort: ProductSort = 'oldest') =>
  apiRequest<ProductList>(sort === 'newest' ? '/product?sort=newest' : '/product');

export const getProductsQueryOptions = (sort: ProductSort = 'oldest') =>
  queryOptions({ queryKey: queryKeys.products.list(sort), queryFn: () => getProducts(sort) });

export const useProducts = (sort: ProductSort = 'oldest') => useQuery(getProductsQueryOptions(sort));
