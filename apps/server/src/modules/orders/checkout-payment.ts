// Paying a checkout with one card payment, as the payments module asks for it: which checkout may
// take an intent (for the total of its unpaid orders), attaching that intent, and recording the
// payment (shopper's PATCH or provider's webhook): every order of it Paid with the same transaction.
import { and, eq, isNull, or } from 'drizzle-orm';
import { checkouts } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { checkoutPayment, findOwnCheckout } from './checkout-service';
import { ordersOfCheckout, type CheckoutRow } from './checkout-rows';
import type { Caller, OrderDeps, OrderRow, PaymentIntentState } from './order-types';
import { markCheckoutPaid, type CheckoutPaid } from './payment-record';
import { isExpired, releaseUnpaidOrder } from './stock-reservation';

const alreadyPaid = () => conflict('This order is already paid');
const checkoutExpired = () => conflict('This order has expired and its stock was released; please order again');

export interface PayableCheckout {
  checkout: CheckoutRow;
  pending: OrderRow[];
  totalCents: number;
  /** ISO 4217 (upper case), the orders' one currency. */
  currency: string;
}

/**
 * The caller's own checkout with the orders still waiting for payment: undefined when it is not
 * theirs. 409 when all are paid or they expired (released on the spot), 400 when
 * `expectedTotalCents` (what the shopper saw) differs from their total.
 */
export async function findPayableCheckout(
  deps: OrderDeps,
  caller: Caller,
  checkoutId: string,
  expectedTotalCents?: number,
): Promise<PayableCheckout | undefined> {
  const checkout = await findOwnCheckout(deps.db, caller, checkoutId);
  if (!checkout) return undefined;
  const rows = await ordersOfCheckout(deps.db, checkout.id);
  if (rows.length === 0) return undefined;
  const pending = rows.filter((r) => r.status === 'Pending');
  if (pending.length === 0) throw checkoutPayment(rows) ? alreadyPaid() : conflict('This order was cancelled; there is nothing to pay');
  const expired = pending.filter((r) => isExpired(r, deps.ttlMs));
  if (expired.length > 0) {
    // Releasing settles the checkout's intent first: one that succeeded meanwhile paid it.
    let paid = false;
    for (const row of expired) if ((await releaseUnpaidOrder(deps, row.id)) === 'paid') paid = true;
    throw paid ? alreadyPaid() : checkoutExpired();
  }
  const totalCents = pending.reduce((sum, r) => sum + r.totalPriceCents, 0);
  if (expectedTotalCents !== undefined && expectedTotalCents !== totalCents) {
    throw badRequest('totalPrice does not match the order total', { totalPrice: 'Does not match the order total' });
  }
  // A checkout's orders are placed together, in one currency.
  return { checkout, pending, totalCents, currency: pending[0]!.currency };
}

/**
 * Records the provider's new intent on the checkout, under the checkout's lock and only while its
 * unpaid orders still add up to `amountCents`; otherwise the intent is cancelled (it could never pay).
 */
export async function attachCheckoutIntent(deps: OrderDeps, checkoutId: string, intentId: string, amountCents: number): Promise<void> {
  const saved = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!locked) return false;
    const pending = (await ordersOfCheckout(tx, checkoutId)).filter((r) => r.status === 'Pending');
    if (pending.reduce((sum, r) => sum + r.totalPriceCents, 0) !== amountCents) return false;
    const [row] = await tx
      .update(checkouts)
      .set({ paymentIntentId: intentId, intentAmountCents: amountCents })
      .where(and(eq(checkouts.id, checkoutId), or(isNull(checkouts.paymentIntentId), eq(checkouts.paymentIntentId, intentId))))
      .returning({ id: checkouts.id });
    return Boolean(row);
  });
  if (saved) return;
  await deps.payments.cancelIntent(intentId).catch(() => undefined);
  throw conflict('This order changed while it was being paid; please reload the page');
}

/** The shopper's PATCH: `intent` is what the provider says about `transactionId` (null when unknown). */
export async function payOwnCheckout(
  deps: OrderDeps,
  caller: Caller,
  checkoutId: string,
  transactionId: string,
  intent: PaymentIntentState | null,
): Promise<CheckoutRow> {
  const checkout = await findOwnCheckout(deps.db, caller, checkoutId);
  if (!checkout) throw notFound('Checkout not found');
  if (!checkout.paymentIntentId || checkout.paymentIntentId !== transactionId || !intent) {
    const rows = await ordersOfCheckout(deps.db, checkoutId);
    if (checkoutPayment(rows)) throw alreadyPaid();
    throw badRequest('This transaction does not belong to this order', { transactionId: 'Unknown transaction' });
  }
  const paid = await markCheckoutPaid(deps.db, checkoutId, intent);
  switch (paid.outcome) {
    case 'paid':
      return checkout;
    case 'already-paid':
      throw alreadyPaid();
    case 'gone':
      throw notFound('Checkout not found');
    case 'mismatch':
      if (intent.status !== 'succeeded') await findPayableCheckout(deps, caller, checkoutId); // releases it if it expired
      throw conflict(paid.problem);
  }
}

/** A payment the provider reported on its own (webhook); run in the caller's transaction. */
export async function recordCheckoutPayment(deps: Pick<OrderDeps, 'db'>, checkoutId: string, intent: PaymentIntentState): Promise<CheckoutPaid> {
  return markCheckoutPaid(deps.db, checkoutId, intent);
}
