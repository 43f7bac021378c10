import { queryOptions } from '@tanstack/react-query';
import type { ReviewList, ReviewSummary } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAppQuery } from '../../../lib/query-port';

/** GET /api/review?productId=: the product's newest reviews (at most 50). */
export const productReviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.ofProduct(productId),
    queryFn: () => apiRequest<ReviewList>(`/review?productId=${encodeURIComponent(productId)}`),
  });

/** GET /api/review/summary?productId=: how many reviews and their average rating. */
export const reviewSummaryQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.summary(productId),
    queryFn: () => apiRequest<ReviewSummary>(`/review/summary?productId=${encodeURIComponent(productId)}`),
  });

export const useProductReviews = (productId: string) => useAppQuery(productReviewsQueryOptions(productId));
export const useReviewSummary = (productId: string) => useAppQuery(reviewSummaryQueryOptions(productId));
