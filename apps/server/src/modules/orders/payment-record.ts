// Recording a payment on an order: the one place that decides whether a provider's intent really
// pays this order, and the one write that turns Pending into Paid. Used by the shopper's PATCH and
// the provider's webhook (order-payment.ts) and by the release path (an intent that succeeded before
// it could be cancelled).
import { and, eq, inArray } from 'drizzle-orm';
import { toDollars } from '@store/contract';
import type { Db } from '../../db/client';
import { checkouts, orders } from '../../db/schema/index';
import { enqueueMail, type OrderMailDetails } from '../mail';
import { checkoutMailDetails, ordersOfCheckout, type CheckoutRow } from './checkout-rows';
import { recordOrderEvent } from './order-events';
import type { OrderRow, PaymentIntentState } from './order-types';

/** What the order's mails tell about it. */
export const orderMailDetails = (row: OrderRow): OrderMailDetails => ({
  orderId: row.id,
  orderNumber: row.number,
  productName: row.productName,
  quantity: row.quantity,
  totalPrice: toDollars(row.totalPriceCents),
  address: row.address,
  phone: row.phone,
  transactionId: row.transactionId,
});

/** Why `intent` does not pay `order`, or null when it does. */
export function intentMismatch(order: OrderRow, intent: PaymentIntentState): string | null {
  if (intent.status !== 'succeeded') return 'The payment for this order has not succeeded';
  if (order.paymentIntentId !== intent.id || intent.orderId !== order.id) return 'This payment belongs to another order';
  if (intent.amountCents !== order.totalPriceCents || intent.currency !== order.currency.toLowerCase()) {
    return 'The amount paid does not match the order total';
  }
  return null;
}

/**
 * Pending -> Paid, only for the intent recorded on the order, with the "payment received" mail in
 * the same transaction (exactly one mail per paid order, even when the process dies right after).
 * Returns the paid row, or undefined when the order was not pending any more (already paid, or gone).
 */
export async function markOrderPaid(db: Db, orderId: string, intent: PaymentIntentState): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'Paid', transactionId: intent.id, paidAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), eq(orders.paymentIntentId, intent.id)))
      .returning();
    if (row) {
      await recordOrderEvent(tx, { orderId: row.id, from: 'Pending', to: 'Paid', note: intent.id });
      await enqueueMail(tx, { kind: 'payment-received', to: row.userEmail, order: orderMailDetails(row) });
    }
    return row;
  });
}

export async function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Why `intent` does not pay the unpaid orders `pending` of `checkout`, or null when it does. */
export function checkoutIntentMismatch(checkout: CheckoutRow, pending: readonly OrderRow[], intent: PaymentIntentState): string | null {
  if (intent.status !== 'succeeded') return 'The payment for this order has not succeeded';
  if (checkout.paymentIntentId !== intent.id || intent.checkoutId !== checkout.id) return 'This payment belongs to another order';
  const total = pending.reduce((sum, r) => sum + r.totalPriceCents, 0);
  if (pending.length === 0 || intent.amountCents !== total || intent.currency !== pending[0]!.currency.toLowerCase()) return 'The amount paid does not match the order total';
  return null;
}

export type CheckoutPaid = { outcome: 'paid'; rows: OrderRow[] } | { outcome: 'already-paid' | 'gone' } | { outcome: 'mismatch'; problem: string };

/**
 * Every unpaid order of the checkout -> Paid with the same transaction id, only for the intent
 * recorded on the checkout and only when it paid exactly their total; one "payment received" mail
 * for them all, in the same transaction. The checkout row is locked first, so the shopper's PATCH
 * and the provider's webhook arriving together pay it once.
 */
export async function markCheckoutPaid(db: Db, checkoutId: string, intent: PaymentIntentState): Promise<CheckoutPaid> {
  return db.transaction(async (tx): Promise<CheckoutPaid> => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!checkout) return { outcome: 'gone' };
    const rows = await ordersOfCheckout(tx, checkoutId);
    if (rows.length === 0) return { outcome: 'gone' };
    const pending = rows.filter((r) => r.status === 'Pending');
    if (pending.length === 0) return { outcome: 'already-paid' };
    const problem = checkoutIntentMismatch(checkout, pending, intent);
    if (problem) return { outcome: 'mismatch', problem };
    const paid = await tx
      .update(orders)
      .set({ status: 'Paid', transactionId: intent.id, paidAt: new Date() })
      .where(and(inArray(orders.id, pending.map((r) => r.id)), eq(orders.status, 'Pending')))
      .returning();
    if (paid.length === 0) return { outcome: 'already-paid' };
    for (const row of paid) await recordOrderEvent(tx, { orderId: row.id, from: 'Pending', to: 'Paid', note: intent.id });
    await enqueueMail(tx, { kind: 'checkout-paid', to: paid[0]!.userEmail, checkout: checkoutMailDetails(checkoutId, paid, intent.id) });
    return { outcome: 'paid', rows: paid };
  });
}
