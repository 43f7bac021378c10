// Refunding a Stripe payment from the back office: POST /v1/refunds with the payment intent, in
// Stripe's wire format (the local stand-in), once per order however often the admin asks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in';
import { addTestProduct, createIntent, generousLimits, getOrderRow, payOrder, placeTestOrder, stockOf } from '../../../test/order-fixtures';

let stripe: StripeStandIn;
let t: TestApp;
let admin: TestUser;
let ann: TestUser;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ env: { ...stripe.env, ...generousLimits } });
  admin = await createUser(t, { admin: true });
  ann = await createUser(t, { name: 'Ann Buyer' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const refund = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/status`, headers: admin.auth, payload: { status: 'Refunded' } });

it('refunds the order total on its payment intent, with one idempotency key per order', async () => {
  const product = await addTestProduct(t, { priceCents: 4_999, available: 10 });
  const id = await placeTestOrder(t, ann, product.id, 2);
  expect((await createIntent(t, ann, id)).statusCode).toBe(200);
  const intentId = (await getOrderRow(t, id))!.paymentIntentId!;
  stripe.confirm(intentId);
  expect((await payOrder(t, ann, id, intentId)).statusCode).toBe(200);

  const res = await refund(id);
  expect(res.statusCode, res.body).toBe(200);
  const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
  expect(refunds).toEqual([expect.objectContaining({ amount: 9_998, currency: 'usd', status: 'succeeded' })]);
  const call = stripe.requests.find((r) => r.path === '/v1/refunds' && r.form.payment_intent === intentId);
  expect(call).toMatchObject({ method: 'POST', idempotencyKey: `refund-order-${id}`, form: { amount: '9998' } });
  expect(await getOrderRow(t, id)).toMatchObject({ status: 'Refunded', refundId: refunds[0]!.id });
  expect(await stockOf(t, product.id)).toBe(10);
  // Asked again: the order is final, and Stripe is not asked again.
  expect((await refund(id)).statusCode).toBe(409);
  expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === intentId)).toHaveLength(1);
});

it('an order never paid has nothing to refund: 409 and Stripe is not asked', async () => {
  const product = await addTestProduct(t);
  const id = await placeTestOrder(t, ann, product.id, 1);
  const before = stripe.requests.length;
  expect((await refund(id)).statusCode).toBe(409);
  expect(stripe.requests.slice(before).filter((r) => r.path === '/v1/refunds')).toEqual([]);
});

it('one order of a checkout paid by one intent: refunds that order’s total only; the second order’s refund fits the rest, never more', async () => {
  const saw = await addTestProduct(t, { priceCents: 10_000, available: 10 });
  const blade = await addTestProduct(t, { priceCents: 2_500, available: 10 });
  for (const [productId, quantity] of [[saw.id, 1], [blade.id, 2]] as const) {
    const put = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: ann.auth, payload: { quantity } });
    expect(put.statusCode).toBe(200);
  }
  const shipping = { line1: '1 Kerf Lane', line2: '', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' };
  const placed = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: ann.auth, payload: { phone: '+44 20 7946 0000', shipping } });
  expect(placed.statusCode, placed.body).toBe(201);
  const { checkoutId, orderIds } = placed.json() as { checkoutId: string; orderIds: [string, string] };
  expect((await t.app.inject({ method: 'POST', url: `/api/checkout/${checkoutId}/payment-intent`, headers: ann.auth, payload: {} })).statusCode).toBe(200);
  const intentId = [...stripe.intents.values()].find((i) => i.metadata.checkoutId === checkoutId)!.id;
  stripe.confirm(intentId);
  const paid = await t.app.inject({ method: 'PATCH', url: `/api/checkout/${checkoutId}`, headers: ann.auth, payload: { transactionId: intentId } });
  expect(paid.statusCode, paid.body).toBe(200);

  const refundsOf = () => [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
  const first = await refund(orderIds[0]);
  expect(first.statusCode, first.body).toBe(200);
  expect(refundsOf().map((r) => r.amount)).toEqual([10_000]);
  expect(await getOrderRow(t, orderIds[1])).toMatchObject({ status: 'Paid', transactionId: intentId });
  expect(await stockOf(t, saw.id)).toBe(10);

  const second = await refund(orderIds[1]);
  expect(second.statusCode, second.body).toBe(200);
  expect(refundsOf().map((r) => r.amount).sort((a, b) => a - b)).toEqual([5_000, 10_000]);
  expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === intentId).map((r) => r.idempotencyKey).sort()).toEqual(
    orderIds.map((id) => `refund-order-${id}`).sort(),
  );
  expect(await stockOf(t, blade.id)).toBe(10);
  for (const id of orderIds) expect((await refund(id)).statusCode).toBe(409);
  expect(refundsOf().reduce((sum, r) => sum + r.amount, 0)).toBe(15_000);
});
