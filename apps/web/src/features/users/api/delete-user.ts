import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCount } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/accounts.md: DELETE /user/{id} (admins; ends that user's sessions) -> { deletedCount }. */
export const deleteUser = (id: string) => apiRequest<DeletedCount>(`/user/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
