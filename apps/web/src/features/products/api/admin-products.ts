// Admins' catalogue calls: the admin list (archived products too), one product to edit, PATCH and
// DELETE (archive). Every change invalidates products.all, so the shop's lists refresh as well.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProductListQuery, AdminProductPage, Product, ProductPatch, ProductVariantsInput, Success } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getAdminProducts(query: AdminProductListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return apiRequest<AdminProductPage>(`/admin/product?${params.toString()}`);
}

/** The previous page stays on screen while the next one loads (no flash of a spinner). */
export const useAdminProducts = (query: AdminProductListQuery) =>
  useQuery({ queryKey: queryKeys.products.admin(query), queryFn: () => getAdminProducts(query), placeholderData: keepPreviousData });

const getProduct = (id: string) => apiRequest<Product>(`/product/${encodeURIComponent(id)}`);
export const useProduct = (id: string) => useQuery(queryOptions({ queryKey: queryKeys.products.detail(id), queryFn: () => getProduct(id) }));

function useProductChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }) });
}

export const usePatchProduct = () =>
  useProductChange(({ id, patch }: { id: string; patch: ProductPatch }) =>
    apiRequest<Product>(`/product/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
  );

/** DELETE archives: gone from the shop, still in its orders. */
export const useArchiveProduct = () =>
  useProductChange((id: string) => apiRequest<Success>(`/product/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** The product's options and versions as one set (the back office's Versions grid). */
export const useSetVariants = () =>
  useProductChange(({ id, set }: { id: string; set: ProductVariantsInput }) =>
    apiRequest<Product>(`/product/${encodeURIComponent(id)}/variants`, { method: 'PUT', body: set }),
  );
