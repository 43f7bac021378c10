// What an invoice or a credit note says, fully worked out: every amount is already computed (lines
// taxed one by one, the summary per rate and the totals their sums), so rendering only lays it out
// and never does arithmetic that could disagree with what the shopper was charged.
// Amounts are integer minor units of `currency` (Money's amount: 153637 is 1,536.37 EUR, 158000 is
// 158,000 JPY); rates are millionths (190000 is 19 %), as the tax calculation keeps them.
import type { Language } from '@store/contract';

export interface InvoiceParty {
  name: string;
  /** Street, postal code and city, ... as they are printed, one entry a line. */
  addressLines: string[];
  /** ISO 3166-1 alpha-2 code ('DE'); printed as the country's name. */
  country: string;
  vatNumber?: string;
}

export interface InvoiceLine {
  description: string;
  sku: string;
  quantity: number;
  /**
   * The unit price as listed: gross when the document's prices include tax, else net (as the
   * tax calculation's listed amount). Printed beside the line's gross or net amount respectively.
   */
  unitPrice: number;
  net: number;
  /** Millionths: 190000 is 19 %. */
  rate: number;
  tax: number;
  gross: number;
}

export interface InvoiceShipping {
  description: string;
  net: number;
  rate: number;
  tax: number;
  gross: number;
}

export interface InvoiceTaxRow {
  rate: number;
  net: number;
  tax: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  /** The sequential number, e.g. "INV-2026-000042" or "CN-2026-000003". */
  number: string;
  issuedAt: Date;
  /** IANA time zone the issue date is printed in (the seller's); UTC when absent. */
  timeZone?: string;
  orderNumber: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** ISO 4217, upper case. */
  currency: string;
  lines: InvoiceLine[];
  shipping?: InvoiceShipping;
  /** One row per rate: the lines' (and shipping's) net and tax summed. */
  taxSummary: InvoiceTaxRow[];
  totals: { net: number; tax: number; gross: number };
  /** An intra-EU sale to a business: no VAT charged, the buyer accounts for it. */
  reverseCharge?: boolean;
  /** Whether listed prices include tax (B2C in the EU, UK, Japan) or tax is added on top. */
  pricesIncludeTax: boolean;
  /** BCP 47 ('en-US', 'de-DE'): how amounts, rates, quantities and the date are written. */
  locale: string;
  /** The language of its labels (texts/): the ordering account's. Absent on documents issued before: English. */
  language?: Language;
  references?: { creditedInvoice?: string };
}

const isAmount = (n: number) => Number.isSafeInteger(n);
const isRate = (n: number) => Number.isInteger(n) && n >= 0 && n < 1_000_000;

/**
 * What does not add up in a document, one sentence each (empty when nothing is wrong). An invoice
 * is a legal record: one whose lines, summary and totals disagree must not be issued, so the
 * renderer refuses it, and a caller can ask before it spends an invoice number.
 */
export function invoiceProblems(doc: InvoiceDocument): string[] {
  const problems: string[] = [];
  if (!/^[A-Z]{3}$/.test(doc.currency)) problems.push(`"${doc.currency}" is not an ISO 4217 currency code`);
  if (Number.isNaN(doc.issuedAt.getTime())) problems.push('The issue date is not a date');
  if (doc.lines.length === 0) problems.push('There are no lines');
  if (doc.kind === 'credit-note' && !doc.references?.creditedInvoice) problems.push('A credit note must name the invoice it credits');

  const taxed = [
    ...doc.lines.map((l, i) => ({ ...l, at: `Line ${i + 1} (${l.sku})` })),
    ...(doc.shipping ? [{ ...doc.shipping, at: 'Shipping' }] : []),
  ];
  for (const l of taxed) {
    if (![l.net, l.tax, l.gross].every(isAmount)) problems.push(`${l.at}: amounts must be whole minor units`);
    else if (l.net + l.tax !== l.gross) problems.push(`${l.at}: net and tax do not add up to gross`);
    if (!isRate(l.rate)) problems.push(`${l.at}: the rate must be whole millionths below 100 %`);
  }
  for (const [i, l] of doc.lines.entries()) {
    if (!Number.isSafeInteger(l.quantity) || l.quantity <= 0) problems.push(`Line ${i + 1} (${l.sku}): the quantity must be a whole number above 0`);
    if (!isAmount(l.unitPrice)) problems.push(`Line ${i + 1} (${l.sku}): the unit price must be whole minor units`);
  }

  const sum = (rows: readonly { net: number; tax: number }[]) =>
    rows.reduce((s, r) => ({ net: s.net + r.net, tax: s.tax + r.tax }), { net: 0, tax: 0 });
  const lines = sum(taxed);
  const summary = sum(doc.taxSummary);
  const { totals } = doc;
  if (totals.net !== lines.net || totals.tax !== lines.tax) problems.push('The totals are not the sum of the lines and shipping');
  if (totals.net + totals.tax !== totals.gross) problems.push('The total net and tax do not add up to the total');
  if (summary.net !== totals.net || summary.tax !== totals.tax) problems.push('The tax summary does not add up to the totals');
  const rates = doc.taxSummary.map((r) => r.rate);
  if (new Set(rates).size !== rates.length) problems.push('The tax summary lists a rate twice');
  for (const l of taxed) if (!rates.includes(l.rate)) problems.push(`${l.at}: its rate is missing from the tax summary`);
  if (doc.reverseCharge && totals.tax !== 0) problems.push('A reverse-charged document charges no tax');
  return problems;
}
