import type { MailTexts } from './mail-texts';

/** " #1042" after "order", or nothing. */
const after = (number?: string) => (number ? ` ${number}` : '');
/** " (order #1042)" at a subject's end, or nothing. */
const inParentheses = (number?: string) => (number ? ` (order ${number})` : '');

export const en: MailTexts = {
  footerTerms: 'Terms and conditions',
  footerShippingReturns: 'Shipping, returns and your right of withdrawal',

  verificationSubject: (brand) => `Confirm your e-mail address for ${brand}`,
  verificationWelcome: (brand) => `Welcome to ${brand}. Your account works already; please confirm that this address is yours.`,
  verificationButton: 'Confirm my e-mail address',
  verificationIgnore: 'If you did not sign up, ignore this mail.',

  resetSubject: (brand) => `Reset your ${brand} password`,
  resetAsked: 'Someone (hopefully you) asked to reset the password of your account.',
  resetButton: 'Choose a new password',
  resetValidity: (minutes) => `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,

  orderPlacedSubject: (brand, what, number) => `${brand}: your order${after(number)} of ${what}`,
  thanksForOrder: (payText) => `Thank you for your order. ${payText}`,
  payWithin: (minutes) =>
    `We have set it aside for you: please pay within ${minutes} minutes to keep it. An order that is not paid by then is cancelled, and nothing is charged.`,
  paySoon: 'We have set it aside for you: please pay soon to keep it. An order that is not paid in time is cancelled, and nothing is charged.',
  payButton: 'Pay for this order',

  paymentReceivedSubject: (brand, what, number) => `${brand}: payment received for ${what}${inParentheses(number)}`,
  paymentReceived: 'We received your payment. Thank you!',
  invoiceAttached: (invoiceNumber) => `Your invoice ${invoiceNumber} is attached.`,
  invoiceOnOrderPage: (invoiceNumber) => `Your invoice ${invoiceNumber} is on your order's page.`,
  yourOrderButton: 'Your order',

  checkoutPlacedSubject: (brand, what) => `${brand}: your order of ${what}`,
  checkoutPaidSubject: (brand, what) => `${brand}: payment received for your order of ${what}`,
  productsCount: (count) => `${count} products`,
  myOrdersButton: 'My Orders',
  amountOfOrder: (amount, order) => `${amount} (order ${order})`,

  shippedSubject: (brand, what, number) => `${brand}: your ${what} has shipped${inParentheses(number)}`,
  onItsWay: (carrier, trackingNumber) => `Your order is on its way with ${carrier}. Tracking number: ${trackingNumber}`,

  refundedSubject: (brand, what, number) => `${brand}: your payment for ${what} was refunded${inParentheses(number)}`,
  refundedPart: (amount, lines) => `We refunded ${amount} for ${lines} to the card you paid with. Your bank may take a few days to show it.`,
  refundedAll: (amount) => `We refunded ${amount} to the card you paid with. Your bank may take a few days to show it.`,

  cancelledSubject: (brand, what) => `${brand}: your order of ${what} was cancelled`,
  cancelled: 'We cancelled your order. It was not paid, so nothing was charged to your card.',

  rows: {
    orderNumber: 'Order number',
    product: 'Product',
    quantity: 'Quantity',
    total: 'Total',
    shipTo: 'Ship to',
    phone: 'Phone',
    transactionId: 'Transaction id',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
  },
};
