// Stripe PaymentIntents behind our PaymentProvider interface. The shopper's card goes from Stripe
// Elements straight to Stripe; we create, read and cancel intents, and learn of payments from the
// signed webhook (the `webhook` capability) or the browser's PATCH, whichever is first.
import { createRequire } from 'node:module';
import type { Money } from '@store/contract/money';
import type Stripe from 'stripe';
import { AppError, conflict } from '../../../http/errors';
import type {
  CreateIntentInput,
  PaymentIntent,
  PaymentIntentStatus,
  PaymentProvider,
  ProviderEvent,
  WebhookCapability,
} from './payment-provider';
import { providerUnavailable } from './payment-provider';
import { fromStripeAmount, notChargeable, toStripeAmount } from './stripe-amounts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** Another API origin than api.stripe.com (tests: a local stand-in). */
  apiUrl: string | undefined;
}

function clientOptions(apiUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const base = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false } as const;
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const knownStatuses = new Set<string>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] satisfies PaymentIntentStatus[]);

const fromStripeIntent = (pi: Stripe.PaymentIntent): PaymentIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  // A status newer than this code is treated as "still in progress": never as paid.
  status: knownStatuses.has(pi.status) ? (pi.status as PaymentIntentStatus) : 'processing',
  ...fromStripeAmount(pi.amount, pi.currency),
  orderId: pi.metadata?.orderId ?? null,
});

/** The SDK loads on first use: it is large (~0.1 s of start-up) and sandbox stores never need it. */
let sdk: typeof Stripe | undefined;
const loadStripe = () => (sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe);

const isStripeError = (err: unknown): err is InstanceType<typeof Stripe.errors.StripeError> =>
  err instanceof loadStripe().errors.StripeError;

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const StripeSdk = loadStripe();
    this.stripe = new StripeSdk(settings.secretKey, clientOptions(settings.apiUrl));
  }

  readonly webhook: WebhookCapability = {
    path: '/stripe/webhook',
    signatureHeader: 'stripe-signature',
    verify: (rawBody, signature) => this.verifyWebhook(rawBody, signature),
  };

  publicConfig() {
    return { provider: 'stripe' as const, publishableKey: this.settings.publishableKey };
  }

  async createIntent({ amount, currency, idempotencyKey, orderId }: CreateIntentInput): Promise<PaymentIntent> {
    const metadata: Record<string, string> = { orderId };
    const stripeAmount = toStripeAmount({ amount, currency });
    if (!stripeAmount) throw conflict(notChargeable({ amount, currency }));
    try {
      const pi = await this.stripe.paymentIntents.create(
        { ...stripeAmount, allowed_payment_method_types: ['card'], metadata },
        { idempotencyKey },
      );
      return fromStripeIntent(pi);
    } catch (err) {
      throw providerUnavailable(err);
    }
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    try {
      return fromStripeIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (isStripeError(err) && (err.statusCode === 404 || err.code === 'resource_missing')) return null;
      throw providerUnavailable(err);
    }
  }

  async cancelIntent(id: string): Promise<PaymentIntent> {
    try {
      return fromStripeIntent(await this.stripe.paymentIntents.cancel(id));
    } catch (err) {
      // Already succeeded or already canceled: report the state it is in.
      if (isStripeError(err) && err.code === 'payment_intent_unexpected_state') {
        const now = await this.retrieveIntent(id);
        if (now) return now;
      }
      throw providerUnavailable(err);
    }
  }

  async refundIntent(id: string, amount: Money, idempotencyKey: string): Promise<{ id: string }> {
    const stripeAmount = toStripeAmount(amount);
    if (!stripeAmount) throw conflict(notChargeable(amount));
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: id, amount: stripeAmount.amount }, { idempotencyKey });
      return { id: refund.id };
    } catch (err) {
      // Stripe's own words for a refund it refuses (not paid, already refunded): the admin sees them.
      if (isStripeError(err) && err.statusCode === 400) throw conflict(err.message);
      throw providerUnavailable(err);
    }
  }

  private verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent {
    const secret = this.settings.webhookSecret;
    if (!secret) throw new AppError(503, 'unavailable', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new AppError(400, 'bad_request', 'Invalid Stripe signature');
    }
    return {
      id: event.id,
      type: event.type,
      succeededIntent: event.type === 'payment_intent.succeeded' ? fromStripeIntent(event.data.object) : null,
    };
  }
}
