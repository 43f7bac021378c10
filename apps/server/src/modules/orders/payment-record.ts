// Recording a payment on an order: the one place that decides whether a provider's intent really
// pays this order, and the one write that turns Pending into Paid. Used by the shopper's PATCH and
// the provider's webhook (order-payment.ts) and by the release path (an intent that succeeded before
// it could be cancelled).
import { and, eq } from 'drizzle-orm';
import { toDollars } from '@store/contract';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { enqueueMail, type OrderMailDetails } from '../mail';
import type { OrderRow, PaymentIntentState } from './order-types';

/** What the order's mails tell about it. */
export const orderMailDetails = (row: OrderRow): OrderMailDetails => ({
  orderId: row.id,
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
  if (intent.amountCents !== order.totalPriceCents || intent.currency !== 'usd') {
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
    if (row) await enqueueMail(tx, { kind: 'payment-received', to: row.userEmail, order: orderMailDetails(row) });
    return row;
  });
}

export async function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}
