// A local HTTP stand-in for the part of Stripe's API the store calls, speaking Stripe's wire format
// (form-encoded requests, JSON objects and error bodies, Idempotency-Key honoured). Tests point the
// real Stripe SDK at it through STRIPE_API_URL; `confirm` plays what Stripe.js does in the browser,
// and `signedEvent` builds webhook deliveries signed by the SDK's own test helper.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const standInKeys = {
  secretKey: 'sk_test_standin',
  publishableKey: 'pk_test_standin',
  webhookSecret: 'whsec_test_standin',
};

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
  canceled_at: number | null;
  last_payment_error: { code: string; message: string } | null;
}

interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  env: Record<string, string>;
  intents: Map<string, StandInIntent>;
  /** Refunds made, by id. */
  refunds: Map<string, StandInRefund>;
  requests: RecordedRequest[];
  /** The browser confirming a card with Stripe.js: 4242... succeeds, 4000...0002 is declined. */
  confirm(intentId: string, cardNumber?: string): StandInIntent;
  /** A webhook delivery for `intent` as Stripe would send it: body and Stripe-Signature header. */
  signedEvent(type: string, intent: StandInIntent, options?: { id?: string; secret?: string }): { body: string; signature: string };
  /** A Stripe-Signature header for any payload. */
  sign(payload: string, secret?: string): string;
  /**
   * The next request to `path` is carried out (and remembered for its idempotency key) but never
   * answered: the caller waits until it gives up or dies. Resolves once it was carried out.
   */
  withholdNextAnswer(path: string): Promise<void>;
  close(): Promise<void>;
}

const stripeError = (status: number, code: string, message: string, extra: object = {}) => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message, ...extra } },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  let withheld: { path: string; done: () => void } | null = null;
  const sdk = new Stripe(standInKeys.secretKey);

  function handle(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'amount_too_small', 'Amount must be at least $0.50 usd');
      // Stripe's own rules for currencies whose units differ from ISO's (its list of currencies).
      const currency = form.currency ?? 'usd';
      if (['bhd', 'jod', 'kwd', 'omr', 'tnd'].includes(currency) && amount % 10 !== 0) {
        return stripeError(400, 'invalid_amount', 'Invalid amount: three-decimal currencies must be charged in multiples of 10.');
      }
      if (currency === 'isk' && amount % 100 !== 0) {
        return stripeError(400, 'invalid_charge_amount_no_decimal_compatible', 'Invalid amount. Currency ISK has become effectively zero-decimal and charged amounts must be evenly divisible by 100.');
      }
      const id = `pi_${crypto.randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: form.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
        metadata,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        canceled_at: null,
        last_payment_error: null,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${form.payment_intent}'`, { param: 'payment_intent' });
      if (intent.status !== 'succeeded') {
        return stripeError(400, 'payment_intent_unexpected_state', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
      }
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
      const amount = form.amount === undefined ? intent.amount - refunded : Number(form.amount);
      if (refunded >= intent.amount) return stripeError(400, 'charge_already_refunded', `Charge for ${intent.id} has already been refunded.`);
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - refunded) {
        return stripeError(400, 'amount_too_large', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`);
      }
      const refund: StandInRefund = {
        id: `re_${crypto.randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
        metadata: {},
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (one) {
      const intent = intents.get(one[1]!);
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${one[1]}'`, { param: 'intent' });
      if (method === 'GET' && !one[2]) return { status: 200, body: intent };
      if (method === 'POST' && one[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return stripeError(
            400,
            'payment_intent_unexpected_state',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            { payment_intent: intent },
          );
        }
        intent.status = 'canceled';
        intent.canceled_at = Math.floor(Date.now() / 1000);
        return { status: 200, body: intent };
      }
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0]!;
      const form = Object.fromEntries(new URLSearchParams(raw));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method, path, idempotencyKey, form });
      let result: { status: number; body: unknown };
      if (req.headers.authorization !== `Bearer ${standInKeys.secretKey}`) {
        result = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
      } else if (method === 'POST' && idempotencyKey) {
        // Stripe replays the first answer for a key, and refuses the key with other parameters.
        const scoped = `${path} ${idempotencyKey}`;
        const seen = idempotent.get(scoped);
        if (seen && seen.params !== raw) {
          result = stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        } else if (seen) {
          result = { status: seen.status, body: seen.body };
        } else {
          result = handle(method, path, form);
          idempotent.set(scoped, { params: raw, ...result });
        }
      } else {
        result = handle(method, path, form);
      }
      if (withheld?.path === path) {
        withheld.done();
        withheld = null;
        return; // carried out, never answered
      }
      res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (payload: string, secret: string = standInKeys.webhookSecret) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret });

  return {
    url,
    env: {
      STRIPE_SECRET_KEY: standInKeys.secretKey,
      STRIPE_PUBLISHABLE_KEY: standInKeys.publishableKey,
      STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
      STRIPE_API_URL: url,
    },
    intents,
    refunds,
    requests,
    confirm(intentId, cardNumber = '4242424242424242') {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      if (intent.status !== 'requires_payment_method') {
        throw new Error(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`);
      }
      if (cardNumber === '4242424242424242') {
        intent.status = 'succeeded';
      } else {
        intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
      }
      return intent;
    },
    signedEvent(type, intent, options = {}) {
      const body = JSON.stringify({
        id: options.id ?? `evt_${crypto.randomBytes(12).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...intent } },
      });
      return { body, signature: sign(body, options.secret) };
    },
    sign,
    withholdNextAnswer: (path) => new Promise<void>((done) => (withheld = { path, done })),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections(); // a withheld answer keeps its connection open
      }),
  };
}
