// Releasing an order of a checkout (delete, expiry, sweep) changes what the checkout's one payment
// must charge, so the checkout's intent goes first: cancelled at the provider, or, if it had already
// succeeded, recorded as the payment of every order of the checkout (their stock stays sold).
import { and, eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema/index';
import { findCheckoutRow } from './checkout-rows';
import type { OrderDeps } from './order-types';
import { markCheckoutPaid } from './payment-record';

export async function settleCheckoutIntent(deps: OrderDeps, checkoutId: string): Promise<'paid' | 'clear'> {
  const checkout = await findCheckoutRow(deps.db, checkoutId);
  if (!checkout?.paymentIntentId) return 'clear';
  const intent = await deps.payments.cancelIntent(checkout.paymentIntentId);
  if (intent.status === 'succeeded') {
    const paid = await markCheckoutPaid(deps.db, checkoutId, intent);
    if (paid.outcome === 'mismatch') {
      // Never expected: our own intent, created under the checkout's lock for its total. Keep everything for a person to look at.
      deps.log?.error({ checkoutId, intentId: intent.id, problem: paid.problem }, 'succeeded payment intent does not match its checkout');
      throw new Error(`payment intent ${intent.id} does not match checkout ${checkoutId}: ${paid.problem}`);
    }
    return 'paid';
  }
  await deps.db
    .update(checkouts)
    .set({ paymentIntentId: null, intentAmountCents: null })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.paymentIntentId, checkout.paymentIntentId)));
  return 'clear';
}
