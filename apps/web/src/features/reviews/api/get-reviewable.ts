import type { ReviewableProductList } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAppQuery } from '../../../lib/query-port';
import { useSession } from '../../../lib/session';

/** GET /api/review/reviewable: the products the signed-in user may review, each with their review or null. */
export function useReviewable() {
  const { user } = useSession();
  return useAppQuery({
    queryKey: queryKeys.reviews.reviewable(user?.id ?? ''),
    queryFn: () => apiRequest<ReviewableProductList>('/review/reviewable'),
    enabled: user !== null,
  });
}
