// Issuing: an invoice when an order is paid, a credit note when it is refunded, each in the
// transaction that records the payment or the refund (the orders module calls these), so a paid
// order always has its invoice and no number is taken for nothing. The document is frozen as
// issued; downloads render it (invoice-routes.ts).
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { invoiceProblems, type InvoiceDocument, type InvoiceLine, type InvoiceParty } from './invoice-document';
import { takeDocumentNumber } from './invoice-numbers';
import type { InvoiceSummary } from './invoice-reads';

/** What an invoice needs of an order, as the orders module holds it. */
export interface InvoicedOrder {
  id: string;
  number: number;
  userId: string | null;
  userName: string;
  currency: string;
  /** The structured address, when the order has one (else the formatted one). */
  shipping: { line1: string; line2: string; city: string; postalCode: string; country: string } | null;
  address: string;
  totalAmount: number;
  lines: { position: number; productName: string; version: string; sku: string; quantity: number; unitPrice: number }[];
}

const buyerOf = (order: InvoicedOrder): InvoiceParty =>
  order.shipping
    ? {
        name: order.userName,
        addressLines: [order.shipping.line1, order.shipping.line2, [order.shipping.postalCode, order.shipping.city].filter(Boolean).join(' ')].filter(Boolean),
        country: order.shipping.country,
      }
    : { name: order.userName, addressLines: [order.address], country: '' };

/**
 * Lines as charged. Orders carry no tax or shipping lines yet (every market's checkout comes with
 * them): each line is its price at no tax, and any other charge on the order is one line more, so
 * the document always adds up to what was charged.
 */
function documentLines(order: InvoicedOrder, units: ReadonlyMap<number, number> | null, charged: number): InvoiceLine[] {
  const lines: InvoiceLine[] = order.lines
    .map((l) => ({ ...l, quantity: units ? (units.get(l.position) ?? 0) : l.quantity }))
    .filter((l) => l.quantity > 0)
    .map((l) => {
      const amount = l.unitPrice * l.quantity;
      return { description: l.version ? `${l.productName} (${l.version})` : l.productName, sku: l.sku, quantity: l.quantity, unitPrice: l.unitPrice, net: amount, rate: 0, tax: 0, gross: amount };
    });
  const rest = charged - lines.reduce((n, l) => n + l.gross, 0);
  if (rest !== 0) lines.push({ description: 'Shipping, tax and other charges', sku: '-', quantity: 1, unitPrice: rest, net: rest, rate: 0, tax: 0, gross: rest });
  return lines;
}

async function issue(tx: Db, order: InvoicedOrder, seller: InvoiceParty, document: Omit<InvoiceDocument, 'number' | 'issuedAt' | 'seller' | 'buyer' | 'orderNumber' | 'currency' | 'taxSummary' | 'totals' | 'pricesIncludeTax' | 'locale'>, refundId: string | null): Promise<InvoiceSummary> {
  const issuedAt = new Date();
  const number = await takeDocumentNumber(tx, document.kind, issuedAt);
  const net = document.lines.reduce((n, l) => n + l.net, 0);
  const full: InvoiceDocument = {
    ...document,
    number,
    issuedAt,
    orderNumber: `#${order.number}`,
    seller,
    buyer: buyerOf(order),
    currency: order.currency,
    taxSummary: [{ rate: 0, net, tax: 0 }],
    totals: { net, tax: 0, gross: net },
    pricesIncludeTax: false,
    locale: 'en-US',
  };
  const problems = invoiceProblems(full);
  if (problems.length > 0) throw new Error(`${number} does not add up: ${problems.join('; ')}`);
  await tx.insert(invoices).values({ kind: document.kind, number, orderId: order.id, userId: order.userId, refundId, issuedAt, document: full });
  return { number, kind: document.kind, issuedAt };
}

/** The paid order's invoice, as the order's reads list it. */
export async function issueInvoice(tx: Db, order: InvoicedOrder, seller: InvoiceParty): Promise<InvoiceSummary> {
  return issue(tx, order, seller, { kind: 'invoice', lines: documentLines(order, null, order.totalAmount) }, null);
}

/** A refund's credit note: the units it refunds, for the amount refunded, naming the order's invoice. */
export async function issueCreditNote(
  tx: Db,
  order: InvoicedOrder,
  refund: { id: string; amount: number; lines: readonly { position: number; quantity: number }[] },
  invoiceNumber: string,
  seller: InvoiceParty,
): Promise<InvoiceSummary> {
  const units = new Map(refund.lines.map((u) => [u.position, u.quantity]));
  return issue(tx, order, seller, { kind: 'credit-note', lines: documentLines(order, units, refund.amount), references: { creditedInvoice: invoiceNumber } }, refund.id);
}
