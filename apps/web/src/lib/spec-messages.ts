// The texts of packages/contract/src/messages.ts as messages, so the page's language shows them
// (docs/decisions/0033). The English of each is the contract's, byte for byte (spec-messages.test.ts
// holds them together); the contract's strings stay what the server and the schemas use.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { messages, storeMessages } from '@store/contract/messages';
import { cardMessages, checkoutMessages } from '@store/contract';

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

/** The checkout address's messages (packages/contract/src/checkout.ts). */
export const checkoutSpecMessages = {
  line1Required: msg`Address line 1 is required`,
  cityRequired: msg`City is required`,
  countryRequired: msg`Choose a country`,
  postalCodeRequired: msg`Postal code is required`,
  postalCodeInvalid: (country: string): MessageDescriptor => msg`Enter a valid postal code for ${country}`,
  emptyCart: msg`Your cart is empty`,
} as const;

/** The card form's messages, Stripe's own wording (packages/contract/src/payment.ts). */
export const cardSpecMessages = {
  numberIncomplete: msg`Your card number is incomplete.`,
  numberInvalid: msg`Your card number is invalid.`,
  expiryIncomplete: msg`Your card's expiration date is incomplete.`,
  expiryInvalid: msg`Your card's expiration date is invalid.`,
  expiryYearPast: msg`Your card's expiration year is in the past.`,
  expiryDatePast: msg`Your card's expiration date is in the past.`,
  cvcIncomplete: msg`Your card's security code is incomplete.`,
  cvcInvalid: msg`Your card's security code is invalid.`,
  declined: msg`Your card was declined.`,
  insufficientFunds: msg`Your card has insufficient funds.`,
  expiredCard: msg`Your card has expired.`,
  incorrectCvc: msg`Your card's security code is incorrect.`,
  processingError: msg`An error occurred while processing your card. Try again in a little bit.`,
  liveCardInTestMode: msg`Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.`,
} as const;

type Descriptors = Record<string, MessageDescriptor | ((n: never) => MessageDescriptor)>;

/** Each fixed English text to its message (a production build keeps no English in a descriptor). */
const byEnglish = new Map<string, MessageDescriptor>();
for (const [texts, descriptors] of [
  [messages, specMessages],
  [storeMessages, storeSpecMessages],
  [checkoutMessages, checkoutSpecMessages],
  [cardMessages, cardSpecMessages],
] as [Record<string, unknown>, Descriptors][]) {
  for (const [key, text] of Object.entries(texts)) {
    const descriptor = descriptors[key];
    if (typeof text === 'string' && descriptor && typeof descriptor !== 'function') byEnglish.set(text, descriptor);
  }
}

/**
 * `text` in the page's language when it is one of the contract's texts (a validation message from a
 * shared schema, say); any other text (a server's own error) as it is.
 */
export function translateSpecText(i18n: I18n, text: string): string {
  const descriptor = byEnglish.get(text);
  if (descriptor) return i18n._(descriptor);
  const order = /^(Minimum|Maximum) Order is (\d+)$/.exec(text);
  if (order) return i18n._((order[1] === 'Minimum' ? specMessages.minimumOrder : specMessages.maximumOrder)(Number(order[2])));
  const postalCode = /^Enter a valid postal code for (.+)$/.exec(text);
  if (postalCode) return i18n._(checkoutSpecMessages.postalCodeInvalid(postalCode[1]!));
  return text;
}
