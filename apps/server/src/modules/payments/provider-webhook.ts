// What a verified provider event changes. Each event id is handled once: it is recorded in
// webhook_event in the same transaction as its effect, so a replay or a duplicate delivery is a
// no-op and a failed attempt (rolled back) is retried by the provider.
import { webhookEvents } from '../../db/schema/index';
import { recordPayment } from '../orders';
import type { PaymentDeps } from './payment-service';
import type { ProviderEvent } from './providers/payment-provider';

export type WebhookOutcome = 'duplicate' | 'paid' | 'already-paid' | 'ignored';

export async function handleProviderEvent({ orders }: PaymentDeps, event: ProviderEvent): Promise<WebhookOutcome> {
  return orders.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: webhookEvents.id })
      .returning({ id: webhookEvents.id });
    if (!fresh) return 'duplicate';
    const intent = event.succeededIntent;
    if (!intent) return 'ignored';
    // The shopper paid at the provider: the order that holds this intent is Paid even if their browser never comes back.
    const recorded = await recordPayment({ db: tx, seller: orders.seller }, intent);
    switch (recorded.outcome) {
      case 'gone':
        orders.log?.error({ intentId: intent.id, orderId: intent.orderId }, 'webhook: payment for an order that no longer exists');
        return 'ignored';
      case 'mismatch':
        orders.log?.error({ intentId: intent.id, orderId: intent.orderId, problem: recorded.problem }, 'webhook: payment does not match its order');
        return 'ignored';
      default:
        return recorded.outcome;
    }
  });
}
