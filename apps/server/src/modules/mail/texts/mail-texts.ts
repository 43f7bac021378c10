// The words of every mail the store sends, one implementation per language the store speaks
// (docs/product/markets.md, "Languages"). English is the source; a language's file must give every
// text (the type says which), so a mail is never half translated. Names, numbers and links come in
// as arguments; each language orders them as its sentences need.
export interface MailTexts {
  /** "— Kerfline" under the body is the brand alone in every language. */
  footerTerms: string;
  footerShippingReturns: string;

  verificationSubject(brand: string): string;
  verificationWelcome(brand: string): string;
  verificationButton: string;
  verificationIgnore: string;

  resetSubject(brand: string): string;
  resetAsked: string;
  resetButton: string;
  resetValidity(minutes: number): string;

  /** "Kerfline: your order #1042 of Kerfline CS-185"; `number` is "#1042" or absent in older mails. */
  orderPlacedSubject(brand: string, what: string, number?: string): string;
  /** The order mail's first paragraph: thanks, then `payText` (payWithin or paySoon). */
  thanksForOrder(payText: string): string;
  payWithin(minutes: number): string;
  paySoon: string;
  payButton: string;

  paymentReceivedSubject(brand: string, what: string, number?: string): string;
  paymentReceived: string;
  invoiceAttached(invoiceNumber: string): string;
  invoiceOnOrderPage(invoiceNumber: string): string;
  yourOrderButton: string;

  /** An older checkout's mails: `what` is a product's name or `productsCount`. */
  checkoutPlacedSubject(brand: string, what: string): string;
  checkoutPaidSubject(brand: string, what: string): string;
  productsCount(count: number): string;
  myOrdersButton: string;
  /** "$120.99 (order #1042)" in an older checkout's rows. */
  amountOfOrder(amount: string, order: string): string;

  shippedSubject(brand: string, what: string, number?: string): string;
  onItsWay(carrier: string, trackingNumber: string): string;

  refundedSubject(brand: string, what: string, number?: string): string;
  refundedPart(amount: string, lines: string): string;
  refundedAll(amount: string): string;

  cancelledSubject(brand: string, what: string): string;
  cancelled: string;

  /** Row labels of an order's details. */
  rows: {
    orderNumber: string;
    product: string;
    quantity: string;
    total: string;
    shipTo: string;
    phone: string;
    transactionId: string;
    carrier: string;
    trackingNumber: string;
  };
}
