// Issuing: an invoice when an order is paid, a credit note when it is refunded, each in the
// transaction that records the payment or the refund (the orders module calls these), so a paid
// order always has its invoice and no number is taken for nothing. The document is frozen as
// issued, in the ordering account's language; downloads render it (invoice-routes.ts).
import { eq } from 'drizzle-orm';
import { isLanguage, pageLocale, type Language } from '@store/contract';
import { formatAddressLines } from '@store/contract/address-regions';
import type { Db } from '../../db/client';
import { invoices, users } from '../../db/schema/index';
import { shareOf, type TaxedLine } from '../markets';
import { invoiceProblems, type InvoiceDocument, type InvoiceLine, type InvoiceParty, type InvoiceShipping, type InvoiceTaxRow } from './invoice-document';
import { takeDocumentNumber } from './invoice-numbers';
import type { InvoiceSummary } from './invoice-reads';
import { invoiceTexts } from './texts/index';

/** What an invoice needs of an order, as the orders module holds it. */
export interface InvoicedOrder {
  id: string;
  number: number;
  userId: string | null;
  userName: string;
  currency: string;
  /** The structured address, when the order has one (else the formatted one). */
  shipping: { line1: string; line2: string; city: string; postalCode: string; country: string; region?: string } | null;
  address: string;
  totalAmount: number;
  pricesIncludeTax: boolean;
  reverseCharge: boolean;
  vatNumber: string | null;
  /** The delivery as charged (null: none charged). */
  delivery: (TaxedLine & { method: string }) | null;
  lines: (TaxedLine & { position: number; productName: string; version: string; sku: string; quantity: number; unitPrice: number })[];
}

const buyerOf = (order: InvoicedOrder): InvoiceParty => {
  const vat = order.vatNumber ? { vatNumber: order.vatNumber } : {};
  return order.shipping
    ? {
        name: order.userName,
        // As the country writes it (the state after the city in the US, the prefecture first in Japan).
        addressLines: formatAddressLines(order.shipping, order.shipping.country, { withCountry: false }),
        country: order.shipping.country,
        ...vat,
      }
    : { name: order.userName, addressLines: [order.address], country: '', ...vat };
};

/**
 * The language of the ordering account, read in the issuing transaction; English for an order
 * without one (deleted) or an unknown code. Read here rather than through the users module's
 * mailLanguageOf: users imports orders, which imports this module (a cycle), and that reader goes
 * by e-mail, not by the order's userId.
 */
async function languageOf(tx: Db, userId: string | null): Promise<Language> {
  if (!userId) return 'en';
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row && isLanguage(row.language) ? row.language : 'en';
}

/**
 * Lines as charged, each with the net, rate, tax and gross the order recorded (for a credit note,
 * the refunded units' share of them), and the delivery on a whole document. Should the refund's
 * amount differ from the shares by rounding, one adjustment line at no tax makes the document add
 * up to what was charged.
 */
function documentParts(order: InvoicedOrder, language: Language, units: ReadonlyMap<number, number> | null, charged: number, whole = true): { lines: InvoiceLine[]; shipping?: InvoiceShipping } {
  const t = invoiceTexts[language];
  const lines: InvoiceLine[] = order.lines
    .map((l) => ({ line: l, quantity: units ? (units.get(l.position) ?? 0) : l.quantity }))
    .filter(({ quantity }) => quantity > 0)
    .map(({ line, quantity }) => ({
      description: line.version ? `${line.productName} (${line.version})` : line.productName,
      sku: line.sku,
      quantity,
      unitPrice: line.unitPrice,
      ...shareOf(line, quantity, line.quantity),
    }));
  const delivery = order.delivery;
  // A whole invoice charges the delivery; a credit note refunds it with the rest of the order (the whole refund).
  const withDelivery = delivery && (units === null || whole);
  const shipping = withDelivery ? { description: t.shippingLine(delivery.method), net: delivery.net, rate: delivery.rate, tax: delivery.tax, gross: delivery.gross } : undefined;
  const rest = charged - lines.reduce((n, l) => n + l.gross, 0) - (shipping?.gross ?? 0);
  if (rest !== 0) lines.push({ description: t.otherCharges, sku: '-', quantity: 1, unitPrice: rest, net: rest, rate: 0, tax: 0, gross: rest });
  return shipping ? { lines, shipping } : { lines };
}

/** One row per rate, highest first: the lines' and the delivery's net and tax summed. */
function taxSummaryOf(parts: { lines: InvoiceLine[]; shipping?: InvoiceShipping }): InvoiceTaxRow[] {
  const rows = new Map<number, InvoiceTaxRow>();
  for (const part of [...parts.lines, ...(parts.shipping ? [parts.shipping] : [])]) {
    const row = rows.get(part.rate) ?? { rate: part.rate, net: 0, tax: 0 };
    row.net += part.net;
    row.tax += part.tax;
    rows.set(part.rate, row);
  }
  return [...rows.values()].sort((x, y) => y.rate - x.rate);
}

type DocumentBody = Omit<InvoiceDocument, 'number' | 'issuedAt' | 'seller' | 'buyer' | 'orderNumber' | 'currency' | 'taxSummary' | 'totals' | 'pricesIncludeTax' | 'locale' | 'language' | 'reverseCharge'>;

async function issue(tx: Db, order: InvoicedOrder, seller: InvoiceParty, language: Language, document: DocumentBody, refundId: string | null): Promise<InvoiceSummary> {
  const issuedAt = new Date();
  const number = await takeDocumentNumber(tx, document.kind, issuedAt);
  const taxSummary = taxSummaryOf(document);
  const net = taxSummary.reduce((n, r) => n + r.net, 0);
  const tax = taxSummary.reduce((n, r) => n + r.tax, 0);
  const buyer = buyerOf(order);
  const full: InvoiceDocument = {
    ...document,
    number,
    issuedAt,
    orderNumber: `#${order.number}`,
    seller,
    buyer,
    currency: order.currency,
    taxSummary,
    totals: { net, tax, gross: net + tax },
    pricesIncludeTax: order.pricesIncludeTax,
    reverseCharge: order.reverseCharge,
    // Amounts and the date as the buyer's pages write them in this language (de-DE, de-CH; English in Germany: en).
    locale: pageLocale(language, buyer.country),
    language,
  };
  const problems = invoiceProblems(full);
  if (problems.length > 0) throw new Error(`${number} does not add up: ${problems.join('; ')}`);
  await tx.insert(invoices).values({ kind: document.kind, number, orderId: order.id, userId: order.userId, refundId, issuedAt, document: full });
  return { number, kind: document.kind, issuedAt };
}

/** The paid order's invoice, as the order's reads list it. */
export async function issueInvoice(tx: Db, order: InvoicedOrder, seller: InvoiceParty): Promise<InvoiceSummary> {
  const language = await languageOf(tx, order.userId);
  return issue(tx, order, seller, language, { kind: 'invoice', ...documentParts(order, language, null, order.totalAmount) }, null);
}

/** A refund's credit note: the units it refunds, for the amount refunded, naming the order's invoice. */
export async function issueCreditNote(
  tx: Db,
  order: InvoicedOrder,
  refund: { id: string; amount: number; whole: boolean; lines: readonly { position: number; quantity: number }[] },
  invoiceNumber: string,
  seller: InvoiceParty,
): Promise<InvoiceSummary> {
  const units = new Map(refund.lines.map((u) => [u.position, u.quantity]));
  const language = await languageOf(tx, order.userId);
  return issue(
    tx,
    order,
    seller,
    language,
    { kind: 'credit-note', ...documentParts(order, language, units, refund.amount, refund.whole), references: { creditedInvoice: invoiceNumber } },
    refund.id,
  );
}
