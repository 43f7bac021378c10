// Paying an order: one payment intent per order for the stored total, and Paid only once the
// provider confirms that intent succeeded for this order and amount. The client's numbers are
// compared, never charged. This module talks to the card provider; the order row is the orders
// module's, reached through the functions its index.ts exports.
import { notFound } from '../../http/errors';
import { attachPaymentIntent, findPayableOrder, payOwnOrder, type Caller, type OrderDeps } from '../orders';
import type { CardConfirmation, PaymentIntent, PaymentProvider } from './providers/payment-provider';

export interface PaymentDeps {
  payments: PaymentProvider;
  orders: OrderDeps;
}

export async function createPaymentIntentForOrder(
  { payments, orders }: PaymentDeps,
  caller: Caller,
  input: { orderId: string; totalPrice?: number | undefined },
): Promise<string> {
  const order = await findPayableOrder(orders, caller, input.orderId, input.totalPrice);
  if (!order) throw notFound('Order not found');

  if (order.paymentIntentId) {
    const existing = await payments.retrieveIntent(order.paymentIntentId);
    if (existing && existing.status !== 'canceled') return existing.clientSecret;
  }
  // One key per order: a double click, a retry or a second tab all get the same intent.
  const intent = await payments.createIntent({
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    idempotencyKey: `order-${order.id}`,
  });
  await attachPaymentIntent(orders, order.id, intent.id);
  return intent.clientSecret;
}

/**
 * PATCH /api/order/{id} with the provider's intent id: ask the provider about that intent, then the
 * orders module checks it is this order's, succeeded for its total, and marks the order Paid.
 */
export async function confirmPayment(
  { payments, orders }: PaymentDeps,
  caller: Caller,
  orderId: string,
  transactionId: string,
) {
  const intent = await payments.retrieveIntent(transactionId);
  return payOwnOrder(orders, caller, orderId, transactionId, intent);
}

/**
 * A provider whose card form posts to us (the sandbox) confirms the card here, as Stripe.js does at
 * Stripe: only the owner of a live, unpaid order can confirm its intent. The order is marked Paid by
 * the browser's PATCH afterwards, as with Stripe.
 */
export async function confirmCardPayment(
  { orders }: PaymentDeps,
  cards: CardConfirmation,
  caller: Caller,
  input: { clientSecret: string; card: { number: string } },
): Promise<PaymentIntent> {
  const intent = await cards.findByClientSecret(input.clientSecret);
  if (!intent?.orderId) throw notFound('Payment not found');
  const order = await findPayableOrder(orders, caller, intent.orderId);
  // Only the intent the order holds, for its total, can be paid.
  if (!order || order.paymentIntentId !== intent.id || order.totalAmount !== intent.amount || order.currency !== intent.currency) throw notFound('Payment not found');
  return cards.confirmCard(intent, input.card.number);
}
