import type { InvoiceTexts } from './invoice-texts';

const basis = (inclTax: boolean) => (inclTax ? 'inkl. USt.' : 'zzgl. USt.');

export const de: InvoiceTexts = {
  invoice: 'Rechnung',
  creditNote: 'Gutschrift',

  invoiceNumber: 'Rechnungsnummer',
  creditNoteNumber: 'Gutschriftsnummer',
  date: 'Datum',
  orderNumber: 'Bestellnummer',
  currency: 'Währung',
  field: (label, value) => `${label}: ${value}`,

  billTo: 'Rechnungsempfänger',
  creditTo: 'Gutschriftsempfänger',
  creditNoteFor: (invoiceNumber) => `Gutschrift zur Rechnung ${invoiceNumber}`,
  vatNumber: 'USt-IdNr.',
  sku: 'Art.-Nr.',

  description: 'Bezeichnung',
  quantity: 'Menge',
  unitPrice: (inclTax) => `Einzelpreis (${basis(inclTax)})`,
  taxRate: 'USt.-Satz',
  amount: (inclTax) => `Betrag (${basis(inclTax)})`,

  taxSummary: 'Umsatzsteuer nach Steuersätzen',
  net: 'Netto',
  tax: 'USt.',

  totalNet: 'Summe netto',
  totalTax: 'Summe USt.',
  total: (currency) => `Gesamtbetrag (${currency})`,

  allAmountsIn: (currency, pricesIncludeTax) => `Alle Beträge in ${currency}${pricesIncludeTax ? '; die Preise enthalten die Umsatzsteuer' : ''}.`,
  page: (page, of) => `Seite ${page} von ${of}`,
  orderSubject: (orderNumber) => `Bestellung ${orderNumber}`,

  shippingLine: (method) => `Versand: ${method}`,
  otherCharges: 'Sonstige Kosten und Rundung',

  reverseCharge:
    'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 der Richtlinie 2006/112/EG): Steuerschuldnerschaft des Leistungsempfängers (Reverse-Charge-Verfahren)',
  businessImport:
    'Ohne Umsatzsteuer: Der Leistungsempfänger, ein in der EU umsatzsteuerlich registriertes Unternehmen, schuldet die Einfuhrumsatzsteuer (Steuerschuldnerschaft des Leistungsempfängers)',
};
