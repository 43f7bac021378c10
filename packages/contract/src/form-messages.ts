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

/** What a checkout's quote and order say about the market's delivery, VAT and the cart's lines (the server's words). */
export const checkoutQuoteMessages = {
  notShippedThere: 'We do not ship to this country yet',
  noMethodShips: 'No delivery method ships this order to this country',
  chooseMethod: 'Choose one of the delivery methods listed',
  reverseCharge: 'Reverse charge: no VAT is charged; you account for it',
  vatNumberInvalid: 'This is not an EU VAT number: it starts with the country code (EL for Greece), e.g. DE123456789',
  vatNumberOutsideEu: 'A VAT number only changes the tax on orders shipped within the EU',
  vatNumberOtherCountry: 'VAT is charged: the VAT number is of another country than the one the order ships to',
  vatWithinSellerCountry: 'VAT is charged: the order stays within the seller’s country',
  notSoldInMarket: (name: string, market: string) => `${name} is not sold in ${market}; remove it or choose another version`,
  noPriceInCurrency: (name: string, currency: string) => `${name} has no price in ${currency} yet; remove it and try again`,
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
