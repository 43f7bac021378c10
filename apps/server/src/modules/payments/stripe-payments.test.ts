// The Stripe provider against a local stand-in that speaks Stripe's wire format, with webhook
// deliveries signed by the Stripe SDK's own test helper.
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { startStripeStandIn, standInKeys, type StripeStandIn } from '../../../test/stripe-stand-in';
import {
  addTestProduct,
  ageOrder,
  createIntent,
  errorOf,
  getOrderRow,
  payOrder,
  placeTestOrder,
  postOrder,
  stockOf,
  generousLimits,
} from '../../../test/order-fixtures';
import { StripePaymentProvider } from './providers/stripe-provider';

let stripe: StripeStandIn;
let t: TestApp;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ env: { ...stripe.env, ...generousLimits } });
  ann = await createUser(t, { name: 'Ann Buyer' });
  bob = await createUser(t, { name: 'Bob Other' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function orderWithIntent(user = ann, priceCents = 4_999, quantity = 2) {
  const product = await addTestProduct(t, { priceCents, available: 10 });
  const id = await placeTestOrder(t, user, product.id, quantity);
  const res = await createIntent(t, user, id);
  expect(res.statusCode).toBe(200);
  const row = await getOrderRow(t, id);
  return { product, id, clientSecret: res.json().clientSecret as string, intentId: row!.paymentIntentId! };
}

function deliver(body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });
}

describe('configuration', () => {
  it('tells the payment page to use Stripe Elements with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: standInKeys.publishableKey });
  });

  it('offers no sandbox confirmation when Stripe is configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/confirm-payment', headers: ann.auth, payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/create-payment-intent with Stripe', () => {
  it('creates one PaymentIntent for the stored total, with an idempotency key and the order id in metadata', async () => {
    const { id, clientSecret, intentId } = await orderWithIntent(ann, 4_999, 2);
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form['metadata[orderId]'] === id);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.form).toMatchObject({ amount: '9998', currency: 'usd', 'metadata[orderId]': id });
    expect(creates[0]!.idempotencyKey).toBe(`order-${id}`);
    expect(clientSecret).toBe(stripe.intents.get(intentId)!.client_secret);
    // Asking again reuses the intent rather than creating another.
    const again = await createIntent(t, ann, id, { totalPrice: 99.98 });
    expect(again.json().clientSecret).toBe(clientSecret);
    expect([...stripe.intents.values()].filter((i) => i.metadata.orderId === id)).toHaveLength(1);
  });

  it('gets the same intent back from Stripe for a repeated idempotency key', async () => {
    const provider = new StripePaymentProvider({ ...standInKeys, apiUrl: stripe.url });
    const input = { orderId: '00000000-0000-4000-8000-000000000001', amount: 1_234, currency: 'USD', idempotencyKey: 'order-key-test' };
    const [a, b] = await Promise.all([provider.createIntent(input), provider.createIntent(input)]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ amount: 1_234, currency: 'USD', orderId: input.orderId, status: 'requires_payment_method' });
  });

  it('sends each currency in Stripe’s units: whole yen, krónur × 100, dinars to ten fils; refuses what Stripe cannot charge', async () => {
    const provider = new StripePaymentProvider({ ...standInKeys, apiUrl: stripe.url });
    const create = (amount: number, currency: string, key: string) =>
      provider.createIntent({ orderId: '00000000-0000-4000-8000-000000000002', amount, currency, idempotencyKey: key });
    const yen = await create(28_980, 'JPY', 'jpy-key');
    expect(stripe.intents.get(yen.id)).toMatchObject({ amount: 28_980, currency: 'jpy' });
    expect(yen).toMatchObject({ amount: 28_980, currency: 'JPY' });
    const krona = await create(1_500, 'ISK', 'isk-key');
    expect(stripe.intents.get(krona.id)).toMatchObject({ amount: 150_000, currency: 'isk' });
    expect(krona).toMatchObject({ amount: 1_500, currency: 'ISK' });
    const dinar = await create(5_120, 'KWD', 'kwd-key');
    expect(stripe.intents.get(dinar.id)).toMatchObject({ amount: 5_120, currency: 'kwd' });
    const sent = stripe.requests.length;
    await expect(create(5_124, 'KWD', 'kwd-odd-key')).rejects.toMatchObject({ statusCode: 409 });
    expect(stripe.requests.length).toBe(sent); // refused before asking Stripe
  });

  it('refuses a forged total and other people’s orders', async () => {
    const product = await addTestProduct(t, { priceCents: 4_999 });
    const id = await placeTestOrder(t, ann, product.id, 1);
    expect((await createIntent(t, ann, id, { totalPrice: 1 })).statusCode).toBe(400);
    expect((await createIntent(t, bob, id)).statusCode).toBe(404);
    expect(stripe.requests.some((r) => r.form['metadata[orderId]'] === id)).toBe(false);
  });

  it('answers 503 when Stripe cannot be reached, and the order stays unpaid', async () => {
    // A Stripe whose every connection is reset at once (what a stopped host or firewall looks like).
    const refusing = net.createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const down = await createTestApp({
      env: { ...stripe.env, STRIPE_API_URL: `http://127.0.0.1:${(refusing.address() as AddressInfo).port}` },
    });
    try {
      const user = await createUser(down);
      const product = await addTestProduct(down);
      const id = await placeTestOrder(down, user, product.id, 1);
      const res = await createIntent(down, user, id);
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).code).toBe('unavailable');
    } finally {
      await down.close();
      refusing.close();
    }
  });
});

describe('PATCH /api/order/:id with Stripe', () => {
  it('marks the order paid once Stripe says the intent succeeded', async () => {
    const { id, intentId } = await orderWithIntent();
    const early = await payOrder(t, ann, id, intentId);
    expect(early.statusCode).toBe(409);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');

    stripe.confirm(intentId, '4242424242424242');
    const res = await payOrder(t, ann, id, intentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Paid', paid: true, transactionId: intentId });
    expect((await payOrder(t, ann, id, intentId)).statusCode).toBe(409);
  });

  it('refuses a declined payment, a forged id and an id Stripe does not know', async () => {
    const { id, intentId } = await orderWithIntent();
    stripe.confirm(intentId, '4000000000000002');
    expect((await payOrder(t, ann, id, intentId)).statusCode).toBe(409);
    expect((await payOrder(t, ann, id, 'pi_forged')).statusCode).toBe(400);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
  });

  it('refuses an intent whose amount differs from the order total', async () => {
    const { id, intentId } = await orderWithIntent();
    // Someone changed the amount at Stripe (or a bug did): the order total still rules.
    stripe.intents.get(intentId)!.amount = 50;
    stripe.confirm(intentId);
    const res = await payOrder(t, ann, id, intentId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/amount/);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('marks the order paid on payment_intent.succeeded even when the browser never returns', async () => {
    const { id, intentId } = await orderWithIntent();
    const intent = stripe.confirm(intentId);
    const { body, signature } = stripe.signedEvent('payment_intent.succeeded', intent);
    const res = await deliver(body, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const row = await getOrderRow(t, id);
    expect(row).toMatchObject({ status: 'Paid', transactionId: intentId });
    // The browser arriving afterwards finds it already paid.
    expect((await payOrder(t, ann, id, intentId)).statusCode).toBe(409);
  });

  it('ignores a replayed event', async () => {
    const { id, intentId } = await orderWithIntent();
    const intent = stripe.confirm(intentId);
    const { body, signature } = stripe.signedEvent('payment_intent.succeeded', intent, { id: `evt_replay_${id}` });
    expect((await deliver(body, signature)).json()).toEqual({ received: true, duplicate: false });
    const paidAt = (await getOrderRow(t, id))?.paidAt;
    const replay = await deliver(body, signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await getOrderRow(t, id))?.paidAt).toEqual(paidAt);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { id, intentId } = await orderWithIntent();
    const intent = stripe.confirm(intentId);
    const wrongSecret = stripe.signedEvent('payment_intent.succeeded', intent, { secret: 'whsec_attacker' });
    expect((await deliver(wrongSecret.body, wrongSecret.signature)).statusCode).toBe(400);
    const genuine = stripe.signedEvent('payment_intent.succeeded', intent);
    const tampered = genuine.body.replace('"amount":9998', '"amount":1');
    expect(tampered).not.toBe(genuine.body);
    expect((await deliver(tampered, genuine.signature)).statusCode).toBe(400);
    const unsigned = await deliver(genuine.body);
    expect(unsigned.statusCode).toBe(400);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
  });

  it('leaves an order unpaid when a signed event does not match it', async () => {
    const { id, intentId } = await orderWithIntent();
    const intent = { ...stripe.confirm(intentId), amount: 100 };
    const { body, signature } = stripe.signedEvent('payment_intent.succeeded', intent);
    expect((await deliver(body, signature)).statusCode).toBe(200);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
  });

  it('acknowledges other event types without changing orders', async () => {
    const { id, intentId } = await orderWithIntent();
    const { body, signature } = stripe.signedEvent('payment_intent.payment_failed', stripe.intents.get(intentId)!);
    expect((await deliver(body, signature)).statusCode).toBe(200);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
  });

  it('answers 400, not 500, for a body that is not JSON but carries a valid signature', async () => {
    const body = 'not json';
    expect((await deliver(body, stripe.sign(body))).statusCode).toBe(400);
  });
});

describe('stock release with Stripe', () => {
  it('cancels the intent when an unpaid order is deleted, so it can no longer be paid', async () => {
    const { product, id, intentId } = await orderWithIntent(ann, 1_000, 3);
    expect(await stockOf(t, product.id)).toBe(7);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: ann.auth })).statusCode).toBe(200);
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect(() => stripe.confirm(intentId)).toThrow(/canceled/);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('records the payment instead of deleting when the intent had already succeeded', async () => {
    const { product, id, intentId } = await orderWithIntent(ann, 1_000, 3);
    stripe.confirm(intentId);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: ann.auth });
    expect(res.statusCode).toBe(409);
    expect((await getOrderRow(t, id))?.status).toBe('Paid');
    expect(await stockOf(t, product.id)).toBe(7);
  });

  it('expires an unpaid order: the intent is cancelled at Stripe and the stock returns', async () => {
    const { product, id, intentId } = await orderWithIntent(ann, 1_000, 3);
    await ageOrder(t, id, 31);
    await t.app.expireUnpaidOrders();
    expect(await getOrderRow(t, id)).toBeUndefined();
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect(await stockOf(t, product.id)).toBe(10);
    // A webhook for it (had Stripe raced) finds no order and changes nothing.
    const { body, signature } = stripe.signedEvent('payment_intent.succeeded', { ...stripe.intents.get(intentId)!, status: 'succeeded' });
    expect((await deliver(body, signature)).statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('keeps ordering responsive while Stripe does not answer, leaving the expired order reserved', async () => {
    // A Stripe that accepts connections and never replies.
    const pending: http.ServerResponse[] = [];
    const silent = http.createServer((_req, res) => pending.push(res));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const hung = await createTestApp({
      env: { ...stripe.env, ...generousLimits, STRIPE_API_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
    });
    try {
      const user = await createUser(hung);
      const product = await addTestProduct(hung, { available: 5 });
      const stale = await placeTestOrder(hung, user, product.id, 2);
      await hung.db.update(orders).set({ paymentIntentId: 'pi_waiting_for_stripe' }).where(eq(orders.id, stale));
      await ageOrder(hung, stale, 31);
      // The sweep before this reservation is stuck on Stripe; the order is placed anyway.
      expect((await postOrder(hung, user, product.id, 1)).statusCode).toBe(201);
      expect(pending.length).toBeGreaterThan(0);
      expect(await getOrderRow(hung, stale)).toBeDefined();
      expect(await stockOf(hung, product.id)).toBe(2);
    } finally {
      for (const res of pending) res.destroy();
      silent.closeAllConnections();
      silent.close();
      await hung.close();
    }
  });
});

describe('a cart checkout paid with Stripe', () => {
  const shipping = { line1: '1 Kerf Lane', line2: '', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' };
  async function checkoutWithIntent(user: TestUser) {
    const saw = await addTestProduct(t, { priceCents: 10_000, available: 10 });
    const blade = await addTestProduct(t, { priceCents: 2_500, available: 10 });
    for (const [productId, quantity] of [[saw.id, 1], [blade.id, 2]] as const) {
      const put = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: user.auth, payload: { quantity } });
      expect(put.statusCode).toBe(200);
    }
    const placed = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: user.auth, payload: { phone: '+44 20 7946 0000', shipping } });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().insertedId as string;
    const intentRes = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: user.auth, payload: { orderId } });
    expect(intentRes.statusCode).toBe(200);
    // One intent for the whole order, named by its id.
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form['metadata[orderId]'] === orderId);
    expect(create?.form).toMatchObject({ amount: '15000', currency: 'usd' });
    const intentId = [...stripe.intents.values()].find((i) => i.metadata.orderId === orderId)!.id;
    return { saw, blade, orderId, intentId };
  }

  it('the webhook marks the order of both lines Paid with the one transaction id', async () => {
    const { orderId, intentId } = await checkoutWithIntent(ann);
    const { body, signature } = stripe.signedEvent('payment_intent.succeeded', stripe.confirm(intentId));
    const res = await deliver(body, signature);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await getOrderRow(t, orderId)).toMatchObject({ status: 'Paid', transactionId: intentId });
    // The browser arriving afterwards finds it paid.
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}`, headers: ann.auth, payload: { transactionId: intentId } });
    expect(patch.statusCode).toBe(409);
  });

  it('deleting the order cancels its intent at Stripe and returns every line’s stock', async () => {
    const { saw, blade, orderId, intentId } = await checkoutWithIntent(bob);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: bob.auth });
    expect(del.statusCode).toBe(200);
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect(await stockOf(t, saw.id)).toBe(10);
    expect(await stockOf(t, blade.id)).toBe(10);
  });

  it('an intent a checkout made before orders had lines (metadata names the checkout) pays the order that holds it', async () => {
    const { orderId, intentId } = await checkoutWithIntent(ann);
    // What the upgrade leaves: the intent's metadata names a checkout, not the order.
    stripe.intents.get(intentId)!.metadata = { checkoutId: crypto.randomUUID() };
    const { body, signature } = stripe.signedEvent('payment_intent.succeeded', stripe.confirm(intentId));
    expect((await deliver(body, signature)).json()).toEqual({ received: true, duplicate: false });
    expect(await getOrderRow(t, orderId)).toMatchObject({ status: 'Paid', transactionId: intentId });
  });
});
