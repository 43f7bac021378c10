import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: PUT /user/admin/{email} -> { modifiedCount }. */
export const makeAdmin = (email: string) =>
  apiRequest<{ modifiedCount: number }>(`/user/admin/${encodeURIComponent(email)}`, { method: 'PUT' });

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
