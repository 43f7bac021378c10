import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, Success } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/accounts.md: PATCH /user/{id} with the profile form -> success flag. */
export const updateProfile = (id: string, input: ProfileUpdate) =>
  apiRequest<Success>(`/user/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProfileUpdate }) => updateProfile(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
        // The session's name and picture (navigation, reviews) come from the same record.
        queryClient.invalidateQueries({ queryKey: queryKeys.auth.sessions }),
      ]),
  });
}
