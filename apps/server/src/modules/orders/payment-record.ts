// Recording a payment on an order: the one place that decides whether a provider's intent really
// pays this order, and the one step that turns Pending into Paid. Used by the shopper's PATCH and
// the provider's webhook (order-payment.ts) and by the release path (an intent that succeeded before
// it could be cancelled).
import { enqueueMail, type OrderMailDetails } from '../mail';
import { recordOrderEvent } from './order-events';
import { linesOf, linesSummary } from './order-lines';
import { issueInvoice, type InvoicedOrder } from '../invoices';
import type { OrderDeps, OrderLineRow, OrderRow, OrderWithLines, PaymentIntentState } from './order-types';
import { setPaid } from './order-writes';

const money = (amount: number, currency: string) => ({ amount, currency });

/** What the order's mails tell about it. */
export const orderMailDetails = (row: OrderRow, lines: readonly OrderLineRow[]): OrderMailDetails => ({
  orderId: row.id,
  orderNumber: row.number,
  productName: linesSummary(lines),
  quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
  totalPrice: money(row.totalAmount, row.currency),
  lines: lines.map((l) => ({ productName: l.productName, quantity: l.quantity, total: money(l.lineTotal, row.currency), version: l.version, sku: l.sku })),
  address: row.address,
  phone: row.phone,
  transactionId: row.transactionId,
});

/** What an invoice or credit note needs of an order. */
export const invoicedOrder = (row: OrderRow, lines: readonly OrderLineRow[]): InvoicedOrder => ({
  id: row.id,
  number: row.number,
  userId: row.userId,
  userName: row.userName,
  currency: row.currency,
  shipping: row.shipping ?? null,
  address: row.address,
  totalAmount: row.totalAmount,
  // Reverse-charged, the business was charged net prices: the document lists those.
  pricesIncludeTax: row.pricesIncludeTax && !row.reverseCharge,
  reverseCharge: row.reverseCharge,
  vatNumber: row.vatNumber,
  delivery: row.shippingMethod
    ? { method: row.shippingMethod, net: row.shippingAmount, rate: row.shippingTaxRate, tax: row.shippingTaxAmount, gross: row.shippingAmount + row.shippingTaxAmount }
    : null,
  lines: lines.map((l) => ({
    position: l.position,
    productName: l.productName,
    version: l.version,
    sku: l.sku,
    quantity: l.quantity,
    unitPrice: row.reverseCharge ? Math.round(l.netAmount / l.quantity) : l.unitPrice,
    net: l.netAmount,
    rate: l.taxRate,
    tax: l.taxAmount,
    gross: l.grossAmount,
  })),
});

/** Why `intent` does not pay `order`, or null when it does. */
export function intentMismatch(order: OrderRow, intent: PaymentIntentState): string | null {
  if (intent.status !== 'succeeded') return 'The payment for this order has not succeeded';
  // The intent recorded on the order is the one; an intent made for an order names it too.
  if (order.paymentIntentId !== intent.id || (intent.orderId !== null && intent.orderId !== order.id)) return 'This payment belongs to another order';
  if (intent.amount !== order.totalAmount || intent.currency !== order.currency) {
    return 'The amount paid does not match the order total';
  }
  return null;
}

/**
 * Pending -> Paid, only for the intent recorded on the order, with its timeline entry and the
 * "payment received" mail in the same transaction (exactly one mail per paid order, even when the
 * process dies right after). Returns the paid order with its lines (what the shopper's PATCH
 * answers, without reading them again), or undefined when it was not pending any more.
 */
export async function markOrderPaid({ db, seller }: Pick<OrderDeps, 'db' | 'seller'>, orderId: string, intent: PaymentIntentState): Promise<OrderWithLines | undefined> {
  return db.transaction(async (tx) => {
    const row = await setPaid(tx, orderId, intent.id);
    if (!row) return undefined;
    const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
    await recordOrderEvent(tx, { orderId: row.id, from: 'Pending', to: 'Paid', note: intent.id });
    // Every paid order has its invoice, numbered in this transaction (no number without a payment).
    const invoice = await issueInvoice(tx, invoicedOrder(row, lines), seller);
    await enqueueMail(tx, { kind: 'payment-received', to: row.userEmail, order: orderMailDetails(row, lines), invoiceNumber: invoice.number });
    return { row, lines, invoices: [invoice] };
  });
}
