import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: PATCH /user/{id} with the profile form -> success flag. */
export const updateProfile = (id: string, input: ProfileUpdate) =>
  apiRequest<{ success: true }>(`/user/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProfileUpdate }) => updateProfile(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        // The session's name and picture (navigation, reviews) come from the same record.
        queryClient.invalidateQueries({ queryKey: ['auth', 'session'] }),
      ]),
  });
}
