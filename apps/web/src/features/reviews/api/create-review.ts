import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewReview, Success } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/review as the signed-in user; the server fills in the author's name and image. */
export const createReview = (input: Pick<NewReview, 'ratings' | 'reviewContent' | 'productId'>) =>
  apiRequest<Success>('/review', { method: 'POST', body: input });

export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // The list on /reviews and the landing page's reviews section share this query; a product's
    // reviews and rating, and what the user may review, sit under the same prefix. Refused too: a
    // 409 means a review of theirs exists (another tab), which the form then offers to edit.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
};
