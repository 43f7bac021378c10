// The words of an invoice or credit note, one implementation per language the store speaks
// (docs/product/markets.md, "Languages"). English is the source; a language's file must give every
// text (the type says which), so a document is never half translated. Numbers, amounts and dates
// come in already written in the document's locale; each language places them as it needs.
export interface InvoiceTexts {
  /** The titles, also the PDF's title with the number. */
  invoice: string;
  creditNote: string;

  /** The facts beside the title, each printed through `field`. */
  invoiceNumber: string;
  creditNoteNumber: string;
  date: string;
  orderNumber: string;
  currency: string;
  /** "Invoice number: INV-2026-000042": French puts a space before the colon, Japanese a full-width one. */
  field(label: string, value: string): string;

  billTo: string;
  creditTo: string;
  /** The line under the buyer of a credit note, naming the invoice it credits. */
  creditNoteFor(invoiceNumber: string): string;
  /** Label of a party's VAT identification number. */
  vatNumber: string;
  /** Label of a line's article number (SKU). */
  sku: string;

  /** The lines table's header; `inclTax`: the prices include tax (else tax is added). */
  description: string;
  quantity: string;
  unitPrice(inclTax: boolean): string;
  taxRate: string;
  amount(inclTax: boolean): string;

  /** The tax summary: its title and its columns (rate, net, tax). */
  taxSummary: string;
  net: string;
  tax: string;

  totalNet: string;
  totalTax: string;
  /** The gross total, "Total (EUR)". */
  total(currency: string): string;

  allAmountsIn(currency: string, pricesIncludeTax: boolean): string;
  /** The footer after the document's number: "Page 1 of 2". */
  page(page: number, of: number): string;
  /** The PDF's subject: "Order #1042". */
  orderSubject(orderNumber: string): string;

  /** Line descriptions written at issue: the delivery ("Shipping: Standard") and a rounding remainder. */
  shippingLine(method: string): string;
  otherCharges: string;

  /** An EU seller's statement when the buyer, a business in another member state, accounts for the VAT. */
  reverseCharge: string;
  /** A seller outside the EU whose buyer, a VAT-registered business there, pays the import VAT. */
  businessImport: string;
}
