// Paying an order: one payment intent per order for the stored total, and Paid only once the
// provider confirms that intent succeeded for this order and amount. The client's numbers are
// compared, never charged.
import { and, eq, isNull, or } from 'drizzle-orm';
import { toCents } from '@store/contract';
import { orders } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { PaymentIntent } from '../../payments/payment-provider';
import type { SandboxPaymentProvider } from '../../payments/sandbox-provider';
import { intentMismatch, markOrderPaid, type OrderRow } from '../orders/order-payment';
import { findOwnOrder, type Caller } from '../orders/order-service';
import { isExpired, releaseUnpaidOrder, type OrderDeps } from '../orders/stock-reservation';

const alreadyPaid = () => conflict('This order is already paid');
const orderExpired = () => conflict('This order has expired and its stock was released; please order again');

/** An unpaid order past its TTL is released now; the caller is told why it cannot be paid. */
async function refuseIfExpired(deps: OrderDeps, order: OrderRow): Promise<void> {
  if (!isExpired(order, deps.ttlMs)) return;
  const outcome = await releaseUnpaidOrder(deps, order.id);
  throw outcome === 'paid' ? alreadyPaid() : orderExpired();
}

export async function createPaymentIntentForOrder(
  deps: OrderDeps,
  caller: Caller,
  input: { orderId: string; totalPrice?: number | undefined },
): Promise<string> {
  const { db, payments } = deps;
  const order = await findOwnOrder(deps, caller, input.orderId);
  if (order.status === 'Paid') throw alreadyPaid();
  if (input.totalPrice !== undefined && toCents(input.totalPrice) !== order.totalPriceCents) {
    throw badRequest('totalPrice does not match the order total', { totalPrice: 'Does not match the order total' });
  }
  await refuseIfExpired(deps, order);

  if (order.paymentIntentId) {
    const existing = await payments.retrieveIntent(order.paymentIntentId);
    if (existing && existing.status !== 'canceled') return existing.clientSecret;
  }
  // One key per order: a double click, a retry or a second tab all get the same intent.
  const intent = await payments.createIntent({
    orderId: order.id,
    amountCents: order.totalPriceCents,
    currency: 'usd',
    idempotencyKey: `order-${order.id}`,
  });
  const [saved] = await db
    .update(orders)
    .set({ paymentIntentId: intent.id })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, 'Pending'),
        or(isNull(orders.paymentIntentId), eq(orders.paymentIntentId, intent.id)),
      ),
    )
    .returning({ id: orders.id });
  if (saved) return intent.clientSecret;

  // The order changed meanwhile (deleted, expired or paid): this intent must never be paid.
  const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (now?.status === 'Paid') throw alreadyPaid();
  await payments.cancelIntent(intent.id).catch(() => undefined);
  throw notFound('Order not found');
}

/**
 * PATCH /api/order/{id} with the provider's intent id: Paid only if the provider says that intent
 * succeeded for this order and its total. Anything else leaves the order unpaid.
 */
export async function confirmPayment(deps: OrderDeps, caller: Caller, orderId: string, transactionId: string): Promise<OrderRow> {
  const { db, payments } = deps;
  const order = await findOwnOrder(deps, caller, orderId);
  if (order.status === 'Paid') throw alreadyPaid();
  if (!order.paymentIntentId || order.paymentIntentId !== transactionId) {
    throw badRequest('This transaction does not belong to this order', { transactionId: 'Unknown transaction' });
  }
  const intent = await payments.retrieveIntent(transactionId);
  if (!intent) throw badRequest('This transaction does not belong to this order', { transactionId: 'Unknown transaction' });
  const problem = intentMismatch(order, intent);
  if (problem) {
    if (intent.status !== 'succeeded') await refuseIfExpired(deps, order);
    throw conflict(problem);
  }
  // Succeeded while the order still holds its stock: it is paid, even past its TTL.
  const paid = await markOrderPaid(db, order.id, intent);
  if (paid) return paid;
  const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (now?.status === 'Paid') throw alreadyPaid();
  throw notFound('Order not found');
}

/**
 * The sandbox's stand-in for Stripe.js confirming a card: only the owner of a live, unpaid order can
 * confirm its intent. The order is marked Paid by the browser's PATCH afterwards, as with Stripe.
 */
export async function confirmSandboxPayment(
  deps: OrderDeps,
  sandbox: SandboxPaymentProvider,
  caller: Caller,
  input: { clientSecret: string; card: { number: string } },
): Promise<PaymentIntent> {
  const intent = await sandbox.findByClientSecret(input.clientSecret);
  if (!intent?.orderId) throw notFound('Payment not found');
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, intent.orderId), eq(orders.userId, caller.id)));
  if (!order) throw notFound('Payment not found');
  if (order.status === 'Paid') throw alreadyPaid();
  await refuseIfExpired(deps, order);
  return sandbox.confirmCard(intent, input.card.number);
}
