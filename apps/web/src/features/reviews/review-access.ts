import type { Review, ReviewableProductList } from '@store/contract';

/** What a signed-in user may do about one product's review: write one, edit theirs, or nothing. */
export type ReviewAccess = { kind: 'write' } | { kind: 'edit'; review: Review } | { kind: 'not-buyer' };

/** Read from GET /api/review/reviewable: only a buyer (a paid order) reviews a product, once. */
export function reviewAccessOf(reviewable: ReviewableProductList, productId: string): ReviewAccess {
  const entry = reviewable.find((product) => product._id === productId);
  if (!entry) return { kind: 'not-buyer' };
  return entry.review ? { kind: 'edit', review: entry.review } : { kind: 'write' };
}
