// Paying with the built-in sandbox provider (the default without Stripe keys): the whole journey,
// Stripe's test cards, and every way of paying less, paying someone else's order or paying twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrderResponseSchema } from '@store/contract';
import { sandboxPaymentIntents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, createUsers, type TestUser } from '../../../test/users';
import {
  addTestProduct,
  ageOrder,
  confirmSandbox,
  createIntent,
  errorOf,
  getOrderRow,
  payOrder,
  placeTestOrder,
  postOrder,
  stockOf,
  generousLimits,
} from '../../../test/order-fixtures';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  ann = await createUser(t, { name: 'Ann Buyer' });
  bob = await createUser(t, { name: 'Bob Other' });
});
afterAll(() => t.close());

async function newOrder(user = ann, quantity = 2, priceCents = 4_999) {
  const product = await addTestProduct(t, { priceCents, available: 10 });
  return { product, id: await placeTestOrder(t, user, product.id, quantity) };
}

const secretOf = async (user: TestUser, orderId: string, extra = {}) => {
  const res = await createIntent(t, user, orderId, extra);
  expect(res.statusCode).toBe(200);
  return res.json().clientSecret as string;
};

describe('GET /api/payment-config', () => {
  it('names the sandbox provider when no Stripe key is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.json()).toEqual({ provider: 'sandbox' });
  });
});

describe('paying an order with the sandbox', () => {
  it('charges the stored total once, and marks the order Paid after the success card', async () => {
    const { id } = await newOrder(ann, 2, 4_999);
    const secret = await secretOf(ann, id, { totalPrice: 99.98 });
    // Calling it again (double click, second tab) reuses the same intent.
    expect(await secretOf(ann, id, { totalPrice: 99.98 })).toBe(secret);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    expect(intent).toMatchObject({ orderId: id, amountCents: 9_998, currency: 'USD', status: 'requires_payment_method' });

    const confirmed = await confirmSandbox(t, ann, secret, '4242 4242 4242 4242');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ paymentIntent: { id: intent!.id, status: 'succeeded' } });
    expect((await getOrderRow(t, id))?.status).toBe('Pending');

    const paid = await payOrder(t, ann, id, intent!.id);
    expect(paid.statusCode).toBe(200);
    const { data } = payOrderResponseSchema.parse(paid.json());
    expect(data).toMatchObject({ _id: id, status: 'Paid', paid: true, transactionId: intent!.id, expiresAt: null });
    expect((await getOrderRow(t, id))?.paidAt).toBeInstanceOf(Date);
  });

  it('never pays an order twice', async () => {
    const { id } = await newOrder();
    const secret = await secretOf(ann, id);
    const intentId = (await confirmSandbox(t, ann, secret)).json().paymentIntent.id as string;
    expect((await payOrder(t, ann, id, intentId)).statusCode).toBe(200);
    const again = await payOrder(t, ann, id, intentId);
    expect(again.statusCode).toBe(409);
    expect((await createIntent(t, ann, id)).statusCode).toBe(409);
    expect((await confirmSandbox(t, ann, secret)).statusCode).toBe(409);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
    ['5105 1051 0510 5100', /non test card/],
  ])('refuses card %s with Stripe’s message and leaves the order unpaid', async (number, message) => {
    const { id } = await newOrder();
    const secret = await secretOf(ann, id);
    const res = await confirmSandbox(t, ann, secret, number);
    expect(res.statusCode).toBe(402);
    expect(errorOf(res).code).toBe('payment_failed');
    expect(errorOf(res).message).toMatch(message);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    const patch = await payOrder(t, ann, id, intent!.id);
    expect(patch.statusCode).toBe(409);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
    // The shopper can try again with another card.
    expect((await confirmSandbox(t, ann, secret, '4242424242424242')).statusCode).toBe(200);
  });

  it.each([
    [{ expiry: '13 / 30' }, 'expiry', "Your card's expiration date is invalid."],
    [{ expiry: '01 / 20' }, 'expiry', "Your card's expiration year is in the past."],
    [{ expiry: '1' }, 'expiry', "Your card's expiration date is incomplete."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
    [{ cvc: 'abc' }, 'cvc', "Your card's security code is invalid."],
  ])('refuses a bad expiry or CVC (%o) with a clear message', async (extra, field, message) => {
    const { id } = await newOrder();
    const secret = await secretOf(ann, id);
    const res = await confirmSandbox(t, ann, secret, '4242 4242 4242 4242', extra);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[`card.${field}`]).toBe(message);
  });

  it('refuses a mistyped card number', async () => {
    const { id } = await newOrder();
    const secret = await secretOf(ann, id);
    const res = await confirmSandbox(t, ann, secret, '4242 4242 4242 4241');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.['card.number']).toBe('Your card number is invalid.');
  });
});

describe('tampering', () => {
  it('refuses a totalPrice that disagrees with the stored order', async () => {
    const { id } = await newOrder(ann, 2, 4_999);
    const res = await createIntent(t, ann, id, { totalPrice: 0.5 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('totalPrice');
    expect((await getOrderRow(t, id))?.paymentIntentId).toBeNull();
  });

  it('keeps other people’s orders out of reach (404)', async () => {
    const { id } = await newOrder(ann);
    expect((await createIntent(t, bob, id)).statusCode).toBe(404);
    const secret = await secretOf(ann, id);
    expect((await confirmSandbox(t, bob, secret)).statusCode).toBe(404);
    const intentId = (await confirmSandbox(t, ann, secret)).json().paymentIntent.id as string;
    expect((await payOrder(t, bob, id, intentId)).statusCode).toBe(404);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
  });

  it('refuses a forged transaction id, and one that paid another order', async () => {
    const { id } = await newOrder(ann);
    await secretOf(ann, id);
    const forged = await payOrder(t, ann, id, 'pi_forged_123');
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).fields).toHaveProperty('transactionId');

    const other = await newOrder(ann, 1, 100);
    const otherIntent = (await confirmSandbox(t, ann, await secretOf(ann, other.id))).json().paymentIntent.id as string;
    const borrowed = await payOrder(t, ann, id, otherIntent);
    expect(borrowed.statusCode).toBe(400);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
    expect((await getOrderRow(t, id))?.transactionId).toBeNull();
  });

  it('refuses a transaction id before any payment was started or confirmed', async () => {
    const { id } = await newOrder(ann);
    expect((await payOrder(t, ann, id, 'pi_anything')).statusCode).toBe(400);
    await secretOf(ann, id);
    const row = await getOrderRow(t, id);
    const unconfirmed = await payOrder(t, ann, id, row!.paymentIntentId!);
    expect(unconfirmed.statusCode).toBe(409);
    expect((await getOrderRow(t, id))?.status).toBe('Pending');
  });

  it('answers 400 for malformed ids and bodies, 401 without a session', async () => {
    const { id } = await newOrder(ann);
    const bad = [
      createIntent(t, ann, 'nope'),
      t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: ann.auth, payload: { totalPrice: 10 } }),
      t.app.inject({ method: 'PATCH', url: '/api/order/nope', headers: ann.auth, payload: { transactionId: 'pi_1' } }),
      t.app.inject({ method: 'PATCH', url: `/api/order/${id}`, headers: ann.auth, payload: { transactionId: '' } }),
      t.app.inject({ method: 'PATCH', url: `/api/order/${id}`, headers: ann.auth, payload: { status: 'Paid' } }),
      t.app.inject({ method: 'POST', url: '/api/sandbox/confirm-payment', headers: ann.auth, payload: { clientSecret: 'x' } }),
    ];
    for (const res of await Promise.all(bad)) expect(res.statusCode, res.body).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: id } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/order/${id}`, payload: { transactionId: 'pi_1' } })).statusCode).toBe(401);
    expect((await confirmSandbox(t, ann, 'pi_sbx_unknown_secret_x')).statusCode).toBe(404);
  });
});

describe('expired orders', () => {
  it('cannot be paid: confirming after the TTL releases the stock instead', async () => {
    const { product, id } = await newOrder(ann, 2);
    const secret = await secretOf(ann, id);
    await ageOrder(t, id, 31);
    const res = await confirmSandbox(t, ann, secret);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/expired/);
    expect(await getOrderRow(t, id)).toBeUndefined();
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('get no payment intent after the TTL', async () => {
    const { product, id } = await newOrder(ann, 2);
    await ageOrder(t, id, 31);
    const res = await createIntent(t, ann, id);
    expect(res.statusCode).toBe(409);
    expect(await stockOf(t, product.id)).toBe(10);
  });
});

describe('stock is never oversold', () => {
  it('stock 1, 50 shoppers ordering and paying at once: exactly one pays, the others get 409', async () => {
    const product = await addTestProduct(t, { priceCents: 59_900, available: 1 });
    const shoppers = await createUsers(t, 50, (i) => `Shopper ${i}`);
    const outcomes = await Promise.all(
      shoppers.map(async (shopper) => {
        const placed = await postOrder(t, shopper, product.id, 1);
        if (placed.statusCode !== 201) return { status: placed.statusCode, message: errorOf(placed).message };
        const orderId = placed.json().insertedId as string;
        const secret = (await createIntent(t, shopper, orderId)).json().clientSecret as string;
        const intentId = (await confirmSandbox(t, shopper, secret)).json().paymentIntent.id as string;
        return { status: (await payOrder(t, shopper, orderId, intentId)).statusCode, message: 'paid' };
      }),
    );
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(1);
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(refused).toHaveLength(49);
    for (const o of refused) expect(o).toEqual({ status: 409, message: 'Sorry, this product is out of stock' });
    expect(await stockOf(t, product.id)).toBe(0);
  });
});
