// The one interface the order and payment services see, whichever card provider is configured
// (create-payment-provider.ts picks it). Amounts are integer cents; an intent carries the order id
// it was created for, so a succeeded intent can only ever pay that order.
import { AppError } from '../http/errors';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  /** The order it pays (Stripe: metadata.orderId). */
  orderId: string | null;
}

export interface CreateIntentInput {
  orderId: string;
  amountCents: number;
  currency: 'usd';
  /** The same key returns the same intent, so a retried or doubled request never charges twice. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** What the payment page needs to render its card entry. */
  publicConfig(): { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Cancels an intent that has not succeeded and returns its final state. An intent that succeeded
   * first comes back as succeeded (the caller then records the payment instead of releasing stock).
   */
  cancelIntent(id: string): Promise<PaymentIntent>;
}

/** The provider could not be reached or answered something unexpected: 503, try again later. */
export const providerUnavailable = (cause?: unknown) => {
  const err = new AppError(503, 'unavailable', 'The card provider is not answering. Please try again shortly.');
  if (cause) err.cause = cause;
  return err;
};
