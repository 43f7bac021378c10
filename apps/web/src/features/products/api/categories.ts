// Categories: everyone reads them; admins add, rename and delete (a category in use is a 409).
// A rename shows in product lists, so changes refresh products.all (categories sit under it).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryList, CategoryPatch, InsertedId, NewCategory, Success } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAppQuery } from '../../../lib/query-port';

// The shop's list (useCategories, in the page's language) is in get-product.ts.

/** The categories as the back office edits them: their own (English) names, whatever the page's prefix. */
export const useAdminCategories = () =>
  useAppQuery(queryOptions({ queryKey: [...queryKeys.products.categories, 'own'], queryFn: () => apiRequest<CategoryList>('/category') }));

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
