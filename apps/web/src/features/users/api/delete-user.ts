import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: DELETE /user/{id} (admins; ends that user's sessions) -> { deletedCount }. */
export const deleteUser = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/user/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
