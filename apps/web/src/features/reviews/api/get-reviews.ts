import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReviewList, ReviewPage } from '@store/contract';
import { limits } from '@store/contract/limits';
import { apiPage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One page of GET /api/review, newest first; `cursor` continues after the previous page. */
export async function getReviewPage(limit: number, cursor: string | null): Promise<ReviewPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor !== null) params.set('cursor', cursor);
  const { data, next } = await apiPage<ReviewList>(`/review?${params.toString()}`);
  return { reviews: data, next };
}

/** /reviews: page after page ("Load more" asks for the next). */
export const reviewPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.pages,
    queryFn: ({ pageParam }) => getReviewPage(limits.reviewPageSize, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewPage) => last.next,
  });

/** The landing page's newest few. */
export const latestReviewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews.latest,
    queryFn: async () => (await getReviewPage(limits.landingReviewCount, null)).reviews,
  });

export const useReviewPages = () => useInfiniteQuery(reviewPagesQueryOptions());
export const useLatestReviews = () => useQuery(latestReviewsQueryOptions());
