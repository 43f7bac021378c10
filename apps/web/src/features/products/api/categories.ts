// Categories: everyone reads them; admins add, rename and delete (a category in use is a 409).
// A rename shows in product lists, so changes refresh products.all (categories sit under it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryPatch, InsertedId, NewCategory, Success } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The list itself (useCategories) is the shop's query, in get-product.ts.

function useCategoryChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }) });
}

export const useCreateCategory = () => useCategoryChange((input: NewCategory) => apiRequest<InsertedId>('/category', { method: 'POST', body: input }));

export const useRenameCategory = () =>
  useCategoryChange(({ id, patch }: { id: string; patch: CategoryPatch }) =>
    apiRequest<Category>(`/category/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
  );

export const useDeleteCategory = () =>
  useCategoryChange((id: string) => apiRequest<Success>(`/category/${encodeURIComponent(id)}`, { method: 'DELETE' }));
