import { queryOptions } from '@tanstack/react-query';
import type { ReviewList, ReviewPage } from '@store/contract';
import { limits } from '@store/contract/limits';
import { apiPage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAppQuery } from '../../../lib/query-port';

/** One page of GET /api/review, newest first; `cursor` continues after the previous page. */
export async function getReviewPage(limit: number, cursor: string | null): Promise<ReviewPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor !== null) params.set('cursor', cursor);
  const { data, next } = await apiPage<ReviewList>(`/review?${params.toString()}`);
  return { reviews: data, next };
}

/** The landing page's newest few. */
export const latestReviewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews.latest,
    queryFn: async () => (await getReviewPage(limits.landingReviewCount, null)).reviews,
  });

export const useLatestReviews = () => useAppQuery(latestReviewsQueryOptions());
