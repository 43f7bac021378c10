import { z } from 'zod';
import { limits } from './limits';
import { messages, storeMessages } from './messages';
import { multiLineText, singleLineText } from './text';

const ratingMessage = 'Rating must be from 1 to 5';
const ratingStrings = ['1', '2', '3', '4', '5'] as const;
export type Rating = (typeof ratingStrings)[number];

const reviewFields = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  reviewContent: z.string(),
  ratings: z.enum(ratingStrings).describe('A string from 1 to 5'),
  verifiedBuyer: z.boolean().describe('the author has a paid order'),
  productId: z.string().nullable().describe('The product the review is about; null for a review of the store'),
  product: z
    .object({
      name: z.string(),
      slug: z.string().nullable().describe("Its page's slug; null once the product is archived"),
    })
    .nullable()
    .describe('The product the review is about, by name; null for a review of the store'),
  createdAt: z.string().describe('When it was posted (ISO 8601)'),
});
export const reviewSchema = reviewFields.meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;

/**
 * A rating as the original app sends it, the string "1" to "5", or the integer 1 to 5; nothing looser (no
 * `true`, `"5 "`, `"1e0"` or `"05"`). Read as the string, the original app's wire form.
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

/** Body of POST /api/review. `name` and `img` may be sent (the original app does) but the server takes them from the caller. */
export const newReviewSchema = z.object({
  ratings: ratingSchema,
  reviewContent: multiLineText({ message: messages.reviewContentRequired })
    .trim()
    .min(1, messages.reviewContentRequired)
    .max(limits.reviewMaxLength, messages.reviewContentTooLong),
  name: singleLineText().max(2048).optional(),
  img: singleLineText().max(2048).optional(),
  productId: z
    .uuid(storeMessages.reviewProductUnknown)
    .optional()
    .describe('The product reviewed; the author must have a paid order of it. Absent: a review of the store'),
});
export type NewReview = z.input<typeof newReviewSchema>;

/** Body of PUT /api/review/{id}: the author's new rating and text (name, image and product stay). */
export const editReviewSchema = newReviewSchema.pick({ ratings: true, reviewContent: true });
export type EditReview = z.input<typeof editReviewSchema>;

/** A product the caller may review (they have a paid order of it), with their review of it if any. */
export const reviewableProductSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    img: z.string(),
    // Inline rather than a reference: OpenAPI 3.0 cannot mark a referenced schema nullable.
    review: reviewFields.nullable().describe("The caller's review of it (they edit it); null before they write one"),
  })
  .meta({ id: 'ReviewableProduct' });
export type ReviewableProduct = z.infer<typeof reviewableProductSchema>;
export const reviewableProductListSchema = z.array(reviewableProductSchema);
export type ReviewableProductList = z.infer<typeof reviewableProductListSchema>;

/** Most reviews one call of GET /api/review returns: a page, never an unbounded list. */
export const reviewPageMax = 100;
/** A product's page shows its newest reviews, at most this many (the default with `productId`). */
export const productReviewsMax = 50;
const limitMessage = `limit must be a whole number from 1 to ${reviewPageMax}`;
export const reviewListQuerySchema = z.object({
  productId: z.uuid('productId must be a product id').optional().describe("Only this product's reviews"),
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(reviewPageMax, limitMessage)
    .optional()
    .describe(`Reviews per page, newest first; without it ${reviewPageMax} (${productReviewsMax} of one product)`),
  cursor: singleLineText().max(200).optional().describe('The `next` link of the previous page carries it; opaque'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
export const reviewSummaryQuerySchema = z.object({ productId: z.uuid('productId must be a product id') });
export const reviewSummarySchema = z
  .object({
    productId: z.string(),
    count: z.number().int().describe("The product's reviews"),
    average: z.number().nullable().describe('Mean rating, to one decimal; null without reviews'),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
