import type { InvoiceTexts } from './invoice-texts';

// French typography puts a no-break space before a colon or semicolon.
const nbsp = '\u00a0';
const basis = (inclTax: boolean) => (inclTax ? 'TTC' : 'HT');

export const fr: InvoiceTexts = {
  invoice: 'Facture',
  creditNote: 'Avoir',

  invoiceNumber: 'Numéro de facture',
  creditNoteNumber: 'Numéro d’avoir',
  date: 'Date',
  orderNumber: 'Numéro de commande',
  currency: 'Devise',
  field: (label, value) => `${label}${nbsp}: ${value}`,

  billTo: 'Facturé à',
  creditTo: 'Avoir au profit de',
  creditNoteFor: (invoiceNumber) => `Avoir relatif à la facture ${invoiceNumber}`,
  vatNumber: 'N° TVA',
  sku: 'Réf.',

  description: 'Désignation',
  quantity: 'Qté',
  unitPrice: (inclTax) => `Prix unitaire ${basis(inclTax)}`,
  taxRate: 'Taux de TVA',
  amount: (inclTax) => `Montant ${basis(inclTax)}`,

  taxSummary: 'Récapitulatif de la TVA',
  net: 'Base HT',
  tax: 'TVA',

  totalNet: 'Total HT',
  totalTax: 'Total TVA',
  total: (currency) => `Total TTC (${currency})`,

  allAmountsIn: (currency, pricesIncludeTax) => `Tous les montants sont en ${currency}${pricesIncludeTax ? `${nbsp}; les prix s’entendent TTC` : ''}.`,
  page: (page, of) => `Page ${page} sur ${of}`,
  orderSubject: (orderNumber) => `Commande ${orderNumber}`,

  shippingLine: (method) => `Livraison${nbsp}: ${method}`,
  otherCharges: 'Autres frais et arrondi',

  reverseCharge: `Exonération de TVA, article 138 de la directive 2006/112/CE (livraison intracommunautaire)${nbsp}: TVA due par le preneur (autoliquidation)`,
  businessImport: `TVA non facturée${nbsp}: le preneur, assujetti à la TVA dans l’UE, acquitte la TVA à l’importation (autoliquidation)`,
};
