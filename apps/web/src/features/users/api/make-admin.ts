import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifiedCount } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/accounts.md: PUT /user/admin/{email} -> { modifiedCount }. */
export const makeAdmin = (email: string) =>
  apiRequest<ModifiedCount>(`/user/admin/${encodeURIComponent(email)}`, { method: 'PUT' });

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
