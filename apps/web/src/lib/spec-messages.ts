// The texts of packages/contract/src/messages.ts as messages, so the page's language shows them
// (docs/decisions/0033). The English of each is the contract's, byte for byte (spec-messages.test.ts
// holds them together); the contract's strings stay what the server and the schemas use.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { messages, storeMessages } from '@store/contract/messages';

export const specMessages = {
  emailRequired: msg`Email is Required`,
  emailInvalid: msg`Provide a valid Email`,
  passwordRequired: msg`Password is Required`,
  passwordTooShort: msg`Must be 6 characters or longer`,
  nameRequired: msg`Name is Required`,
  reviewContentRequired: msg`Content is required`,
  reviewContentTooLong: msg`Maximum 180 Characters`,
  addressRequired: msg`Address is reaquired`,
  phoneRequired: msg`Phone is required`,
  quantityRequired: msg`Quantity is required to ordre`,
  minimumOrder: (n: number): MessageDescriptor => msg`Minimum Order is ${n}`,
  maximumOrder: (n: number): MessageDescriptor => msg`Maximum Order is ${n}`,
  profileNameTooShort: msg`Minimum Four Characters`,
  productNameRequired: msg`Name is Required`,
  productDescriptionRequired: msg`Description is Required`,
  productPriceRequired: msg`Price is Required`,
  productAvailableRequired: msg`Available Quantity is Required`,
  productMinOrderRequired: msg`Minimum Order Quantity is Required`,
  productImgRequired: msg`Photo URL is Required`,
  confirmDelete: msg`Are you sure want to delete this item ?`,
  productAdded: msg`Added A New Product Successfully`,
  productAddFailed: msg`Failed To Add The Product`,
  noUserLoggedIn: msg`No user is logged in`,
  madeAdmin: msg`Successfully made an admin`,
  profileUpdated: msg`Successfully updated your profile`,
  deleted: msg`Successfully / Delete This Item`,
  reviewThanks: msg`Thank You / For Your Comment`,
  orderPlaced: msg`Order Placed / Please Pay For Proceed`,
  paymentCompleted: msg`Congrats! Your payment is completed.`,
  paymentUncomplete: msg`Payment Uncomplete`,
  pageNotFound: msg`Page Not Found`,
  manufacturingLine: msg`Our Manufacturing Line`,
  continueWithGoogle: msg`Continue with Google`,
  googleError: (reason: string): MessageDescriptor => msg`Error: ${reason}`,
  forgotPassword: msg`Forgot password ?`,
  defaultRole: msg`User`,
} as const;

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

type Descriptors = Record<string, MessageDescriptor | ((n: never) => MessageDescriptor)>;

/** Each fixed English text of `tables` to its message (a production build keeps no English in a descriptor). */
export function messagesByEnglish(tables: [Record<string, unknown>, Descriptors][]): Map<string, MessageDescriptor> {
  const byEnglish = new Map<string, MessageDescriptor>();
  for (const [texts, descriptors] of tables) {
    for (const [key, text] of Object.entries(texts)) {
      const descriptor = descriptors[key];
      if (typeof text === 'string' && descriptor && typeof descriptor !== 'function') byEnglish.set(text, descriptor);
    }
  }
  return byEnglish;
}

const byEnglish = messagesByEnglish([
  [messages, specMessages],
  [storeMessages, storeSpecMessages],
]);

/**
 * `text` in the page's language when it is one of the contract's texts (a validation message from a
 * shared schema, say); any other text (a server's own error) as it is.
 */
export function translateSpecText(i18n: I18n, text: string): string {
  const descriptor = byEnglish.get(text);
  if (descriptor) return i18n._(descriptor);
  const order = /^(Minimum|Maximum) Order is (\d+)$/.exec(text);
  if (order) return i18n._((order[1] === 'Minimum' ? specMessages.minimumOrder : specMessages.maximumOrder)(Number(order[2])));
  return text;
}
