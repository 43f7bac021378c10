import type { InvoiceTexts } from './invoice-texts';

const basis = (inclTax: boolean) => (inclTax ? 'incl. tax' : 'excl. tax');

export const en: InvoiceTexts = {
  invoice: 'Invoice',
  creditNote: 'Credit note',

  invoiceNumber: 'Invoice number',
  creditNoteNumber: 'Credit note number',
  date: 'Date',
  orderNumber: 'Order number',
  currency: 'Currency',
  field: (label, value) => `${label}: ${value}`,

  billTo: 'Bill to',
  creditTo: 'Credit to',
  creditNoteFor: (invoiceNumber) => `Credit note for invoice ${invoiceNumber}`,
  vatNumber: 'VAT number',
  sku: 'SKU',

  description: 'Description',
  quantity: 'Qty',
  unitPrice: (inclTax) => `Unit price (${basis(inclTax)})`,
  taxRate: 'Tax rate',
  amount: (inclTax) => `Amount (${basis(inclTax)})`,

  taxSummary: 'Tax summary',
  net: 'Net',
  tax: 'Tax',

  totalNet: 'Total net',
  totalTax: 'Total tax',
  total: (currency) => `Total (${currency})`,

  allAmountsIn: (currency, pricesIncludeTax) => `All amounts are in ${currency}${pricesIncludeTax ? '; prices include tax' : ''}.`,
  page: (page, of) => `Page ${page} of ${of}`,
  orderSubject: (orderNumber) => `Order ${orderNumber}`,

  shippingLine: (method) => `Shipping: ${method}`,
  otherCharges: 'Other charges and rounding',

  reverseCharge: 'Exempt intra-Community supply (Article 138, Council Directive 2006/112/EC): VAT to be accounted for by the recipient (reverse charge)',
  businessImport: 'No VAT charged: the recipient, a VAT-registered business in the EU, accounts for the import VAT (reverse charge)',
};
