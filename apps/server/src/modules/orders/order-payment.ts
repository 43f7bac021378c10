// Paying an order, as the payments module asks for it: which order may take an intent, attaching
// that intent, and recording a payment the provider reports. The payments module talks to the card
// provider and calls one of these per step; only this module reads or writes the order row.
import { eq } from 'drizzle-orm';
import { nearestMinorUnits } from '@store/contract';
import { orders } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { findOrderRow } from './order-lines';
import type { Caller, OrderDeps, OrderRow, OrderWithLines, PaymentIntentState } from './order-types';
import { attachIntent } from './order-writes';
import { intentMismatch, markOrderPaid } from './payment-record';
import { isExpired, releaseUnpaidOrder } from './stock-reservation';

const alreadyPaid = () => conflict('This order is already paid');
/** Paid (or further along), or cancelled: either way nothing more to pay. */
const notPayable = (order: OrderRow) => (order.status === 'Cancelled' ? conflict('This order was cancelled') : alreadyPaid());
const orderExpired = () => conflict('This order has expired and its stock was released; please order again');

/** Owner-only: an admin cannot pay someone else's order. */
async function findOwnOrder(deps: OrderDeps, caller: Caller, id: string): Promise<OrderRow | undefined> {
  const row = await findOrderRow(deps.db, id);
  return row?.userId === caller.id ? row : undefined;
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
  /** SPEC's `totalPrice` the client saw (decimal, in the order's currency), compared as its nearest minor unit. */
  expectedTotal?: number,
): Promise<OrderRow | undefined> {
  const order = await findOwnOrder(deps, caller, orderId);
  if (!order) return undefined;
  if (order.status !== 'Pending') throw notPayable(order);
  if (expectedTotal !== undefined && nearestMinorUnits(expectedTotal, order.currency) !== order.totalAmount) {
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
  if (await attachIntent(deps.db, orderId, intentId)) return;
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
): Promise<OrderWithLines> {
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
  const paid = await markOrderPaid(deps, order.id, intent);
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
 * never comes back. The order is the one that holds the intent (an intent a checkout made before
 * orders had lines names no order). Run it in the caller's transaction (deps.db) to tie it to the
 * event's record.
 */
export async function recordPayment(deps: Pick<OrderDeps, 'db' | 'seller'>, intent: PaymentIntentState): Promise<RecordedPayment> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.paymentIntentId, intent.id));
  if (!order) return { outcome: 'gone' };
  if (order.status !== 'Pending') return { outcome: 'already-paid' };
  const problem = intentMismatch(order, intent);
  if (problem) return { outcome: 'mismatch', problem };
  return { outcome: (await markOrderPaid(deps, order.id, intent)) ? 'paid' : 'already-paid' };
}
