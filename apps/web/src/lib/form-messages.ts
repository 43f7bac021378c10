// The forms' own messages from the contract, as messages: the checkout address's and the card
// form's (packages/contract/src/form-messages.ts). Apart from spec-messages.ts so that a page without
// these forms (the first view) does not carry them.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { cardMessages, checkoutMessages, checkoutQuoteMessages } from '@store/contract/form-messages';
import { messagesByEnglish, translateSpecText } from './spec-text';

/** The checkout address's messages (packages/contract/src/checkout.ts). */
export const checkoutSpecMessages = {
  line1Required: msg`Address line 1 is required`,
  cityRequired: msg`City is required`,
  countryRequired: msg`Choose a country`,
  postalCodeRequired: msg`Postal code is required`,
  postalCodeInvalid: (country: string): MessageDescriptor => msg`Enter a valid postal code for ${country}`,
  emptyCart: msg`Your cart is empty`,
} as const;

/** What the checkout's quote says about delivery, VAT and the lines (packages/contract/src/form-messages.ts). */
export const checkoutQuoteSpecMessages = {
  notShippedThere: msg`We do not ship to this country yet`,
  noMethodShips: msg`No delivery method ships this order to this country`,
  chooseMethod: msg`Choose one of the delivery methods listed`,
  reverseCharge: msg`Reverse charge: no VAT is charged; you account for it`,
  vatNumberInvalid: msg`This is not an EU VAT number: it starts with the country code (EL for Greece), e.g. DE123456789`,
  vatNumberOutsideEu: msg`A VAT number only changes the tax on orders shipped within the EU`,
  vatNumberOtherCountry: msg`VAT is charged: the VAT number is of another country than the one the order ships to`,
  vatWithinSellerCountry: msg`VAT is charged: the order stays within the seller’s country`,
  notSoldInMarket: (name: string, market: string): MessageDescriptor => msg`${name} is not sold in ${market}; remove it or choose another version`,
  noPriceInCurrency: (name: string, currency: string): MessageDescriptor => msg`${name} has no price in ${currency} yet; remove it and try again`,
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

const byEnglish = messagesByEnglish([
  [checkoutMessages, checkoutSpecMessages],
  [cardMessages, cardSpecMessages],
  [checkoutQuoteMessages, checkoutQuoteSpecMessages],
]);

/** A form's error `text` in the page's language: the contract's texts, any other (a server's own) as it is. */
export function translateFormText(i18n: I18n, text: string): string {
  const descriptor = byEnglish.get(text);
  if (descriptor) return i18n._(descriptor);
  const postalCode = /^Enter a valid postal code for (.+)$/.exec(text);
  if (postalCode) return i18n._(checkoutSpecMessages.postalCodeInvalid(postalCode[1]!));
  // A line's problem names its product (and the market or currency) inside the sentence.
  const notSold = /^(.+) is not sold in (.+); remove it or choose another version$/.exec(text);
  if (notSold) return i18n._(checkoutQuoteSpecMessages.notSoldInMarket(notSold[1]!, notSold[2]!));
  const noPrice = /^(.+) has no price in ([A-Z]{3}) yet; remove it and try again$/.exec(text);
  if (noPrice) return i18n._(checkoutQuoteSpecMessages.noPriceInCurrency(noPrice[1]!, noPrice[2]!));
  return translateSpecText(i18n, text);
}
