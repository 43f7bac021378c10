import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/review: every customer review, newest first. Posting a review should invalidate ['reviews']. */
export const getReviews = () => apiRequest<Review[]>('/review');

export const getReviewsQueryOptions = () => queryOptions({ queryKey: ['reviews'], queryFn: getReviews });

export const useReviews = () => useQuery(getReviewsQueryOptions());
