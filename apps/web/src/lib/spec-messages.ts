// The texts of packages/contract/src/messages.ts as messages, so the page's language shows them
// (docs/decisions/0033). The English of each is the contract's, byte for byte (spec-messages.test.ts
// holds them together); the contract's strings stay what the server and the schemas use.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

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
