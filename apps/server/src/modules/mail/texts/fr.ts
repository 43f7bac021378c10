import type { MailTexts } from './mail-texts';

/** " #1042" after "commande", or nothing. */
const after = (number?: string) => (number ? ` ${number}` : '');
/** " (commande #1042)" at a subject's end, or nothing. */
const inParentheses = (number?: string) => (number ? ` (commande ${number})` : '');
/** "de X", or "d’X" before a vowel sound. */
const of = (what: string) => (/^[aeiouyàâäéèêëîïôöûüh]/i.test(what) ? `d’${what}` : `de ${what}`);
const plural = new Intl.PluralRules('fr');

export const fr: MailTexts = {
  footerTerms: 'Conditions générales de vente',
  footerShippingReturns: 'Livraison, retours et droit de rétractation',

  verificationSubject: (brand) => `Confirmez votre adresse e-mail pour ${brand}`,
  verificationWelcome: (brand) =>
    `Bienvenue chez ${brand}. Votre compte fonctionne déjà\u00a0; merci de confirmer que cette adresse est bien la vôtre.`,
  verificationButton: 'Confirmer mon adresse e-mail',
  verificationIgnore: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',

  resetSubject: (brand) => `Réinitialisez votre mot de passe ${brand}`,
  resetAsked: 'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte.',
  resetButton: 'Choisir un nouveau mot de passe',
  resetValidity: (minutes) =>
    `Le lien ne fonctionne qu’une fois, dans les ${minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.`,

  orderPlacedSubject: (brand, what, number) => `${brand}\u00a0: votre commande${after(number)} ${of(what)}`,
  thanksForOrder: (payText) => `Merci pour votre commande. ${payText}`,
  payWithin: (minutes) =>
    `Nous l’avons mise de côté pour vous\u00a0: veuillez la payer dans les ${minutes} minutes pour la conserver. Une commande non payée d’ici là est annulée, et rien n’est débité.`,
  paySoon:
    'Nous l’avons mise de côté pour vous\u00a0: veuillez la payer rapidement pour la conserver. Une commande non payée à temps est annulée, et rien n’est débité.',
  payButton: 'Payer cette commande',

  paymentReceivedSubject: (brand, what, number) => `${brand}\u00a0: paiement reçu pour ${what}${inParentheses(number)}`,
  paymentReceived: 'Nous avons bien reçu votre paiement. Merci\u00a0!',
  invoiceAttached: (invoiceNumber) => `Votre facture ${invoiceNumber} est jointe à cet e-mail.`,
  invoiceOnOrderPage: (invoiceNumber) => `Votre facture ${invoiceNumber} est disponible sur la page de votre commande.`,
  yourOrderButton: 'Votre commande',

  checkoutPlacedSubject: (brand, what) => `${brand}\u00a0: votre commande ${of(what)}`,
  checkoutPaidSubject: (brand, what) => `${brand}\u00a0: paiement reçu pour votre commande ${of(what)}`,
  productsCount: (count) => (plural.select(count) === 'one' ? `${count} produit` : `${count} produits`),
  myOrdersButton: 'Mes commandes',
  amountOfOrder: (amount, order) => `${amount} (commande ${order})`,

  shippedSubject: (brand, what, number) => `${brand}\u00a0: votre commande${after(number)} ${of(what)} a été expédiée`,
  onItsWay: (carrier, trackingNumber) => `Votre commande est en route avec ${carrier}. Numéro de suivi\u00a0: ${trackingNumber}`,

  refundedSubject: (brand, what, number) => `${brand}\u00a0: votre paiement pour ${what} a été remboursé${inParentheses(number)}`,
  refundedPart: (amount, lines) =>
    `Nous avons remboursé ${amount} pour ${lines} sur la carte utilisée pour le paiement. Votre banque peut mettre quelques jours à l’afficher.`,
  refundedAll: (amount) =>
    `Nous avons remboursé ${amount} sur la carte utilisée pour le paiement. Votre banque peut mettre quelques jours à l’afficher.`,

  cancelledSubject: (brand, what) => `${brand}\u00a0: votre commande ${of(what)} a été annulée`,
  cancelled: 'Nous avons annulé votre commande. Elle n’a pas été payée\u00a0: rien n’a été débité sur votre carte.',

  rows: {
    orderNumber: 'N° de commande',
    product: 'Produit',
    quantity: 'Quantité',
    total: 'Total',
    shipTo: 'Livrer à',
    phone: 'Téléphone',
    transactionId: 'ID de transaction',
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
  },
};

