// The store's own texts beside the specification's (packages/contract/src/messages.ts, storeMessages) as
// messages, like spec-messages.ts; a module of their own, since a product page's first view needs a
// few of these and none of the specification's form texts.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const storeSpecMessages = {
  signInToCheckOut: msg`Sign in to check out; your cart is kept.`,
  signInToPurchase: msg`Sign in to order this product.`,
  wholeNumber: msg`Enter a whole number`,
  googleUnavailable: msg`Google sign-in is not available right now.`,
  inStock: msg`In stock`,
  onlyLeft: (n: number): MessageDescriptor => msg`Only ${n} left`,
  outOfStock: msg`Out of stock`,
  searchProducts: msg`Search products`,
  allCategories: msg`All categories`,
  loadMore: msg`Load more`,
  noProducts: msg`No products yet. Please check back soon.`,
  noMatches: msg`No products match your search.`,
  clearFilters: msg`Clear search and filters`,
  specifications: msg`Specifications`,
  productReviews: msg`Reviews of this product`,
  noProductReviews: msg`No reviews of this product yet.`,
  writeProductReview: msg`Write a review`,
  reviewProductUnknown: msg`No such product`,
  reviewNotBuyer: msg`Only a customer with a paid order of this product can review it`,
  reviewAlreadyWritten: msg`You have already reviewed this product: edit your review instead`,
  editProductReview: msg`Edit your review`,
  updateReview: msg`Update Review`,
  reviewUpdated: msg`Your review is updated`,
  reviewNotFound: msg`No such review of yours`,
  reviewWhoMay: msg`Customers with a paid order of this product can review it.`,
  signInToReview: msg`Bought it? Sign in to review it`,
  reviewableProducts: msg`Products you can review`,
  noReviewableProducts: msg`Once an order of yours is paid, its products show here for you to review.`,
} as const;

