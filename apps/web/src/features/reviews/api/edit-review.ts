import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditReview, Review } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/review/{id}: the author's new rating and text. */
export const editReview = ({ id, ...input }: EditReview & { id: string }) =>
  apiRequest<Review>(`/review/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export const useEditReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
};
