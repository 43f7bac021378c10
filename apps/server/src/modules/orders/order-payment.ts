// Paying an order, as the payments module asks for it: which order may take an intent, attaching
// that intent, and recording a payment the provider reports. The payments module talks to the card
// provider and calls one of these per step; only this module reads or writes the order row.
import { and, eq, isNull, or } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Caller, OrderDeps, OrderRow, PaymentIntentState } from './order-types';
import { findOrderRow, intentMismatch, markOrderPaid } from './payment-record';
import { isExpired, releaseUnpaidOrder } from './stock-reservation';

const alreadyPaid = () => conflict('This order is already paid');
/** Paid (or further along), or cancelled: either way nothing more to pay. */
const notPayable = (order: OrderRow) => (order.status === 'Cancelled' ? conflict('This order was cancelled') : alreadyPaid());
const orderExpired = () => conflict('This order has expired and its stock was released; please order again');

/** Owner-only: an admin cannot pay someone else's order. */
async function findOwnOrder(deps: OrderDeps, caller: Caller, id: string): Promise<OrderRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, caller.id)));
  return row;
}

/** An unpaid order past its TTL is released now; the caller is told why it cannot be paid. */
async function refuseIfExpired(deps: OrderDeps, order: OrderRow): Promise<void> {
  if (!isExpired(order, deps.ttlMs)) return;
  const outcome = await releaseUnpaidOrder(deps, order.id);
  throw outcome === 'paid' ? alreadyPaid() : orderExpired();
}

/**
 * The caller's own order, still waiting for its payment: undefined when it is not theirs (the caller
 * answers 404 in its own words). Throws 409 when it is paid already or has expired (its stock is
 * released on the spot), 400 when `expectedTotalCents` (what the shopper saw) differs from its total.
 */
export async function findPayableOrder(
  deps: OrderDeps,
  caller: Caller,
  orderId: string,
  expectedTotalCents?: number,
): Promise<OrderRow | undefined> {
  const order = await findOwnOrder(deps, caller, orderId);
  if (!order) return undefined;
  if (order.status !== 'Pending') throw notPayable(order);
  // One payment pays a whole checkout (its page: /dashboard/checkout/{id}); a second one for a part of it could charge twice.
  if (order.checkoutId) throw conflict('This order is paid together with the other orders of its checkout', { checkoutId: order.checkoutId });
  if (expectedTotalCents !== undefined && expectedTotalCents !== order.totalPriceCents) {
    throw badRequest('totalPrice does not match the order total', { totalPrice: 'Does not match the order total' });
  }
  await refuseIfExpired(deps, order);
  return order;
}

/**
 * Records the provider's new intent on the order. If the order changed meanwhile (deleted, expired
 * or paid), the intent is cancelled so it can never be paid, and the caller gets 404 or 409.
 */
export async function attachPaymentIntent(deps: OrderDeps, orderId: string, intentId: string): Promise<void> {
  const [saved] = await deps.db
    .update(orders)
    .set({ paymentIntentId: intentId })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'Pending'),
        or(isNull(orders.paymentIntentId), eq(orders.paymentIntentId, intentId)),
      ),
    )
    .returning({ id: orders.id });
  if (saved) return;
  const now = await findOrderRow(deps.db, orderId);
  if (now && now.status !== 'Pending') throw notPayable(now);
  await deps.payments.cancelIntent(intentId).catch(() => undefined);
  throw notFound('Order not found');
}

/**
 * The shopper's PATCH: `intent` is what the provider says about `transactionId` (null when it does
 * not know it). Paid only if that is this order's intent and it succeeded for this order's total.
 */
export async function payOwnOrder(
  deps: OrderDeps,
  caller: Caller,
  orderId: string,
  transactionId: string,
  intent: PaymentIntentState | null,
): Promise<OrderRow> {
  const order = await findOwnOrder(deps, caller, orderId);
  if (!order) throw notFound('Order not found');
  if (order.status !== 'Pending') throw notPayable(order);
  if (!order.paymentIntentId || order.paymentIntentId !== transactionId || !intent) {
    throw badRequest('This transaction does not belong to this order', { transactionId: 'Unknown transaction' });
  }
  const problem = intentMismatch(order, intent);
  if (problem) {
    if (intent.status !== 'succeeded') await refuseIfExpired(deps, order);
    throw conflict(problem);
  }
  // Succeeded while the order still holds its stock: it is paid, even past its TTL.
  const paid = await markOrderPaid(deps.db, order.id, intent);
  if (paid) return paid;
  const now = await findOrderRow(deps.db, order.id);
  if (now && now.status !== 'Pending') throw notPayable(now);
  throw notFound('Order not found');
}

type RecordedPayment =
  | { outcome: 'paid' | 'already-paid' | 'gone' }
  | { outcome: 'mismatch'; problem: string };

/**
 * A payment the provider reported on its own (a webhook): the shopper paid even if their browser
 * never comes back. Run it in the caller's transaction (deps.db) to tie it to the event's record.
 */
export async function recordPayment(deps: Pick<OrderDeps, 'db'>, orderId: string, intent: PaymentIntentState): Promise<RecordedPayment> {
  const order = await findOrderRow(deps.db, orderId);
  if (!order) return { outcome: 'gone' };
  if (order.status !== 'Pending') return { outcome: 'already-paid' };
  const problem = intentMismatch(order, intent);
  if (problem) return { outcome: 'mismatch', problem };
  return { outcome: (await markOrderPaid(deps.db, order.id, intent)) ? 'paid' : 'already-paid' };
}
