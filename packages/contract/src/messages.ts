// Every user-facing text of docs/product/, verbatim (typos included: they are the customer's words).
export const messages = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a valid Email',
  passwordRequired: 'Password is Required',
  passwordTooShort: 'Must be 6 characters or longer',
  nameRequired: 'Name is Required',
  reviewContentRequired: 'Content is required',
  reviewContentTooLong: 'Maximum 180 Characters',
  addressRequired: 'Address is reaquired',
  phoneRequired: 'Phone is required',
  quantityRequired: 'Quantity is required to ordre',
  minimumOrder: (n: number) => `Minimum Order is ${n}`,
  maximumOrder: (n: number) => `Maximum Order is ${n}`,
  profileNameTooShort: 'Minimum Four Characters',
  productNameRequired: 'Name is Required',
  productDescriptionRequired: 'Description is Required',
  productPriceRequired: 'Price is Required',
  productAvailableRequired: 'Available Quantity is Required',
  productMinOrderRequired: 'Minimum Order Quantity is Required',
  productImgRequired: 'Photo URL is Required',
  confirmDelete: 'Are you sure want to delete this item ?',
  productAdded: 'Added A New Product Successfully',
  productAddFailed: 'Failed To Add The Product',
  noUserLoggedIn: 'No user is logged in',
  madeAdmin: 'Successfully made an admin',
  profileUpdated: 'Successfully updated your profile',
  deleted: 'Successfully / Delete This Item',
  reviewThanks: 'Thank You / For Your Comment',
  orderPlaced: 'Order Placed / Please Pay For Proceed',
  paymentCompleted: 'Congrats! Your payment is completed.',
  paymentUncomplete: 'Payment Uncomplete',
  pageNotFound: 'Page Not Found',
  manufacturingLine: 'Our Manufacturing Line',
  continueWithGoogle: 'Continue with Google',
  /** How a failed Google sign-in is shown (docs/product/accounts.md: 'Error: ...'). */
  googleError: (reason: string) => `Error: ${reason}`,
  forgotPassword: 'Forgot password ?',
  defaultRole: 'User',
} as const;

/**
 * Texts of our own (not the customer's) that the server and the web app both show, so they cannot drift
 * apart. Shopper language only: settings and internals go to the server log and the README.
 */
export const storeMessages = {
  /** /login and /signup, when the checkout sent a visitor there (they come back to it after). */
  signInToCheckOut: 'Sign in to check out; your cart is kept.',
  /** /login and /signup, when a purchase page sent a visitor there. */
  signInToPurchase: 'Sign in to order this product.',
  /** A quantity that is a fraction or below zero; the customer's minimum and maximum messages are for the range. */
  wholeNumber: 'Enter a whole number',
  /** Sign-in with Google is not configured on this store (GET /api/auth-config). */
  googleUnavailable: 'Google sign-in is not available right now.',
  /** A product's stock on its card and page (few left: at most limits.lowStock). */
  inStock: 'In stock',
  onlyLeft: (n: number) => `Only ${n} left`,
  outOfStock: 'Out of stock',
  /** The shop pages' search, filter and paging. */
  searchProducts: 'Search products',
  allCategories: 'All categories',
  loadMore: 'Load more',
  noProducts: 'No products yet. Please check back soon.',
  noMatches: 'No products match your search.',
  clearFilters: 'Clear search and filters',
  /** The product page. */
  specifications: 'Specifications',
  productReviews: 'Reviews of this product',
  noProductReviews: 'No reviews of this product yet.',
  writeProductReview: 'Write a review',
  reviewProductUnknown: 'No such product',
  reviewNotBuyer: 'Only a customer with a paid order of this product can review it',
  /** One review per buyer per product: a second one is an edit of the first. */
  reviewAlreadyWritten: 'You have already reviewed this product: edit your review instead',
  editProductReview: 'Edit your review',
  updateReview: 'Update Review',
  reviewUpdated: 'Your review is updated',
  reviewNotFound: 'No such review of yours',
  /** Said before anyone types: who may review a product. */
  reviewWhoMay: 'Customers with a paid order of this product can review it.',
  signInToReview: 'Bought it? Sign in to review it',
  reviewableProducts: 'Products you can review',
  noReviewableProducts: 'Once an order of yours is paid, its products show here for you to review.',
} as const;
