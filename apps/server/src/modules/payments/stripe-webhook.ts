// What a verified Stripe event changes. Each event id is handled once: it is recorded in
// webhook_event in the same transaction as its effect, so a replay or a duplicate delivery is a
// no-op and a failed attempt (rolled back) is retried by Stripe.
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { idSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { orders, webhookEvents } from '../../db/schema/index';
import { fromStripeIntent } from '../../payments/stripe-provider';
import { intentMismatch, markOrderPaid } from '../orders/order-payment';
import type { OrderDeps } from '../orders/stock-reservation';

export type WebhookOutcome = 'duplicate' | 'paid' | 'already-paid' | 'ignored';

export async function handleStripeEvent(deps: OrderDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: webhookEvents.id })
      .returning({ id: webhookEvents.id });
    if (!fresh) return 'duplicate';
    if (event.type !== 'payment_intent.succeeded') return 'ignored';
    return recordSucceededIntent(tx, deps, event.data.object);
  });
}

/** The shopper paid at Stripe: mark the order Paid even if their browser never comes back. */
async function recordSucceededIntent(db: Db, deps: OrderDeps, pi: Stripe.PaymentIntent): Promise<WebhookOutcome> {
  const intent = fromStripeIntent(pi);
  const orderId = idSchema.safeParse(intent.orderId);
  if (!orderId.success) {
    deps.log?.warn({ intentId: intent.id }, 'stripe webhook: payment intent without an order id; ignored');
    return 'ignored';
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId.data));
  if (!order) {
    deps.log?.error({ intentId: intent.id, orderId: orderId.data }, 'stripe webhook: payment for an order that no longer exists');
    return 'ignored';
  }
  if (order.status === 'Paid') return 'already-paid';
  const problem = intentMismatch(order, intent);
  if (problem) {
    deps.log?.error({ intentId: intent.id, orderId: order.id, problem }, 'stripe webhook: payment does not match its order');
    return 'ignored';
  }
  return (await markOrderPaid(db, order.id, intent)) ? 'paid' : 'already-paid';
}
