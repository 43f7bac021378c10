import type { MailTexts } from './mail-texts';

/** " #1042" after "Bestellung", or nothing. */
const after = (number?: string) => (number ? ` ${number}` : '');
/** " (Bestellung #1042)" at a subject's end, or nothing. */
const inParentheses = (number?: string) => (number ? ` (Bestellung ${number})` : '');

export const de: MailTexts = {
  footerTerms: 'AGB',
  footerShippingReturns: 'Versand, Rückgabe und Ihr Widerrufsrecht',

  verificationSubject: (brand) => `Bestätigen Sie Ihre E-Mail-Adresse für ${brand}`,
  verificationWelcome: (brand) =>
    `Willkommen bei ${brand}. Ihr Konto ist bereits nutzbar; bitte bestätigen Sie, dass diese Adresse Ihnen gehört.`,
  verificationButton: 'E-Mail-Adresse bestätigen',
  verificationIgnore: 'Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',

  resetSubject: (brand) => `Ihr ${brand}-Passwort zurücksetzen`,
  resetAsked: 'Jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Kontos zurückzusetzen.',
  resetButton: 'Neues Passwort wählen',
  resetValidity: (minutes) =>
    `Der Link funktioniert einmal, innerhalb von ${minutes} Minuten. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,

  orderPlacedSubject: (brand, what, number) => `${brand}: Ihre Bestellung${after(number)} über ${what}`,
  thanksForOrder: (payText) => `Vielen Dank für Ihre Bestellung. ${payText}`,
  payWithin: (minutes) =>
    `Wir haben sie für Sie zurückgelegt: Bitte bezahlen Sie innerhalb von ${minutes} Minuten, damit sie bestehen bleibt. Eine Bestellung, die bis dahin nicht bezahlt ist, wird storniert, und es wird nichts berechnet.`,
  paySoon:
    'Wir haben sie für Sie zurückgelegt: Bitte bezahlen Sie bald, damit sie bestehen bleibt. Eine Bestellung, die nicht rechtzeitig bezahlt wird, wird storniert, und es wird nichts berechnet.',
  payButton: 'Diese Bestellung bezahlen',

  paymentReceivedSubject: (brand, what, number) => `${brand}: Zahlung für ${what} erhalten${inParentheses(number)}`,
  paymentReceived: 'Wir haben Ihre Zahlung erhalten. Vielen Dank!',
  invoiceAttached: (invoiceNumber) => `Ihre Rechnung ${invoiceNumber} finden Sie im Anhang.`,
  invoiceOnOrderPage: (invoiceNumber) => `Ihre Rechnung ${invoiceNumber} finden Sie auf der Seite Ihrer Bestellung.`,
  yourOrderButton: 'Ihre Bestellung',

  checkoutPlacedSubject: (brand, what) => `${brand}: Ihre Bestellung über ${what}`,
  checkoutPaidSubject: (brand, what) => `${brand}: Zahlung für Ihre Bestellung über ${what} erhalten`,
  productsCount: (count) => (count === 1 ? `${count} Produkt` : `${count} Produkte`),
  myOrdersButton: 'Meine Bestellungen',
  amountOfOrder: (amount, order) => `${amount} (Bestellung ${order})`,

  shippedSubject: (brand, what, number) => `${brand}: Ihre Bestellung${after(number)} über ${what} wurde versandt`,
  onItsWay: (carrier, trackingNumber) => `Ihre Bestellung ist mit ${carrier} unterwegs. Sendungsnummer: ${trackingNumber}`,

  refundedSubject: (brand, what, number) => `${brand}: Ihre Zahlung für ${what} wurde erstattet${inParentheses(number)}`,
  refundedPart: (amount, lines) =>
    `Wir haben ${amount} für ${lines} auf die Karte erstattet, mit der Sie bezahlt haben. Es kann einige Tage dauern, bis Ihre Bank den Betrag anzeigt.`,
  refundedAll: (amount) =>
    `Wir haben ${amount} auf die Karte erstattet, mit der Sie bezahlt haben. Es kann einige Tage dauern, bis Ihre Bank den Betrag anzeigt.`,

  cancelledSubject: (brand, what) => `${brand}: Ihre Bestellung über ${what} wurde storniert`,
  cancelled: 'Wir haben Ihre Bestellung storniert. Sie wurde nicht bezahlt, daher wurde Ihre Karte nicht belastet.',

  rows: {
    orderNumber: 'Bestellnummer',
    product: 'Produkt',
    quantity: 'Menge',
    total: 'Gesamt',
    shipTo: 'Lieferung an',
    phone: 'Telefon',
    transactionId: 'Transaktions-ID',
    carrier: 'Versanddienst',
    trackingNumber: 'Sendungsnummer',
  },
};
