// The forms' own messages: the checkout address's (checkout.ts validates with them) and the card
// form's (payment.ts). Apart from messages.ts, which every page's first view carries, and free of
// schemas, so the web app can show them in the page's language without loading zod.

/** The checkout address's messages (packages/contract/src/checkout.ts validates with them). */
export const checkoutMessages = {
  line1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  countryRequired: 'Choose a country',
  postalCodeRequired: 'Postal code is required',
  postalCodeInvalid: (country: string) => `Enter a valid postal code for ${country}`,
  emptyCart: 'Your cart is empty',
} as const;

/**
 * Card texts of the sandbox provider. They are Stripe's own wording, so shoppers and tests see the
 * same message whichever provider is configured.
 */
export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;
