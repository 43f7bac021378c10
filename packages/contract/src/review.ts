import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';
import { multiLineText, singleLineText } from './text';

const ratingMessage = 'Rating must be from 1 to 5';
const ratingStrings = ['1', '2', '3', '4', '5'] as const;
export type Rating = (typeof ratingStrings)[number];

export const reviewSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    img: z.string(),
    reviewContent: z.string(),
    ratings: z.enum(ratingStrings).describe('SPEC: a string from 1 to 5'),
    verifiedBuyer: z.boolean().describe('the author has a paid order'),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;

/**
 * A rating as SPEC sends it, the string "1" to "5", or the integer 1 to 5; nothing looser (no
 * `true`, `"5 "`, `"1e0"` or `"05"`). Read as the string, SPEC's wire form.
 */
export const ratingSchema = z
  .union(
    [
      z.enum(ratingStrings, { error: ratingMessage }),
      z
        .number({ error: ratingMessage })
        .int(ratingMessage)
        .min(limits.ratingMin, ratingMessage)
        .max(limits.ratingMax, ratingMessage),
    ],
    { error: ratingMessage },
  )
  .transform((r) => String(r) as Rating);

/** Body of POST /api/review. `name` and `img` may be sent (SPEC) but the server takes them from the caller. */
export const newReviewSchema = z.object({
  ratings: ratingSchema,
  reviewContent: multiLineText({ message: messages.reviewContentRequired })
    .trim()
    .min(1, messages.reviewContentRequired)
    .max(limits.reviewMaxLength, messages.reviewContentTooLong),
  name: singleLineText().max(2048).optional(),
  img: singleLineText().max(2048).optional(),
});
export type NewReview = z.input<typeof newReviewSchema>;
