import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/review: every customer review, newest first. */
export const getReviews = () => apiRequest<ReviewList>('/review');

export const getReviewsQueryOptions = () => queryOptions({ queryKey: queryKeys.reviews.all, queryFn: getReviews });

export const useReviews = () => useQuery(getReviewsQueryOptions());
