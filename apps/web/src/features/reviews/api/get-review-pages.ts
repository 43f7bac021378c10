import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@store/contract';
import { limits } from '@store/contract/limits';
import { queryKeys } from '../../../lib/query-keys';
import { getReviewPage } from './get-reviews';

/** /reviews: page after page ("Load more" asks for the next). */
export const reviewPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.pages,
    queryFn: ({ pageParam }) => getReviewPage(limits.reviewPageSize, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewPage) => last.next,
  });

export const useReviewPages = () => useInfiniteQuery(reviewPagesQueryOptions());
