// The one interface the payments module sees, whichever card provider is configured
// (create-payment-provider.ts picks it). Amounts are integer minor units of the currency as ISO 4217
// counts them (@store/contract/money), whatever the provider's own units; an intent carries the order id
// it was created for, so a succeeded intent can only ever pay that order. What only one provider
// does is an optional capability (cardConfirmation, webhook): routes ask for the capability, never
// for the provider's class.
import type { Money } from '@store/contract/money';
import { AppError } from '../../../http/errors';

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
  /** Minor units of `currency`. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /**
   * The order it pays (Stripe: metadata.orderId); null for an intent a cart checkout made before
   * orders had lines (it named the checkout; the order that holds it is found by the intent's id).
   */
  orderId: string | null;
}

export interface CreateIntentInput {
  /** The order it pays: one intent per order. */
  orderId: string;
  /** Minor units of `currency`. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The same key returns the same intent, so a retried or doubled request never charges twice. */
  idempotencyKey: string;
}

/** The provider's card form posts to our own server (the sandbox); with Stripe it goes to Stripe. */
export interface CardConfirmation {
  findByClientSecret(clientSecret: string): Promise<PaymentIntent | null>;
  /**
   * What Stripe does when Stripe.js confirms a card payment: the card decides. Throws a 402 with the
   * provider's message for a refused card, a 409 for an intent that cannot be confirmed any more.
   */
  confirmCard(intent: PaymentIntent, cardNumber: string): Promise<PaymentIntent>;
}

/** A provider's event, verified and in our terms. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The intent, when the event says that it succeeded. */
  succeededIntent: PaymentIntent | null;
}

/** The provider tells us of payments by signed HTTP calls (Stripe's webhook). */
export interface WebhookCapability {
  /** Where the provider posts, under /api, and the header that carries its signature. */
  readonly path: string;
  readonly signatureHeader: string;
  /**
   * Checks the signature over the exact bytes received. Throws 503 when the signing secret is not
   * configured and 400 for a bad, stale or unparsable delivery.
   */
  verify(rawBody: Buffer, signature: string): ProviderEvent;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly cardConfirmation?: CardConfirmation;
  readonly webhook?: WebhookCapability;
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
  /**
   * Refunds a succeeded intent in full (Stripe: POST /v1/refunds with the payment intent). The same
   * idempotency key returns the first refund; an intent that has not succeeded is a 409.
   */
  refundIntent(id: string, amount: Money, idempotencyKey: string): Promise<{ id: string }>;
}

/** The provider could not be reached or answered something unexpected: 503, try again later. */
export const providerUnavailable = (cause?: unknown) => {
  const err = new AppError(503, 'unavailable', 'The card provider is not answering. Please try again shortly.');
  if (cause) err.cause = cause;
  return err;
};
