import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  reviewContent: z.string(),
  ratings: z.enum(['1', '2', '3', '4', '5']).describe('SPEC: a string from 1 to 5'),
  verifiedBuyer: z.boolean().describe('the author has a paid order'),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** Body of POST /api/review. `name` and `img` may be sent (SPEC) but the server takes them from the caller. */
export const newReviewSchema = z.object({
  ratings: z.coerce
    .number({ message: 'Rating must be from 1 to 5' })
    .int('Rating must be from 1 to 5')
    .min(limits.ratingMin, 'Rating must be from 1 to 5')
    .max(limits.ratingMax, 'Rating must be from 1 to 5'),
  reviewContent: z
    .string({ message: messages.reviewContentRequired })
    .trim()
    .min(1, messages.reviewContentRequired)
    .max(limits.reviewMaxLength, messages.reviewContentTooLong),
  name: z.string().optional(),
  img: z.string().optional(),
});
export type NewReview = z.input<typeof newReviewSchema>;
