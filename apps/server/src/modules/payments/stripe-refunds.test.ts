// Refunding a Stripe payment from the back office: POST /v1/refunds with the payment intent, in
// Stripe's wire format (the local stand-in): a whole order or chosen lines, each refund once however
// often or however concurrently the admin asks, never more than was paid.
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

it('refunds the order total on its payment intent, with the idempotency key of the refund on record', async () => {
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
  expect(call).toMatchObject({ method: 'POST', form: { amount: '9998' } });
  expect(call!.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
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

const refundLines = (id: string, lines: { position: number; quantity: number }[]) =>
  t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/refund`, headers: admin.auth, payload: { lines } });

it('refunds chosen lines: partial refunds through Stripe, stock back for those units, the rest whole; never more than was paid', async () => {
  const saw = await addTestProduct(t, { priceCents: 10_000, available: 10 });
  const blade = await addTestProduct(t, { priceCents: 2_500, available: 10 });
  for (const [productId, quantity] of [[saw.id, 1], [blade.id, 2]] as const) {
    const put = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: ann.auth, payload: { quantity } });
    expect(put.statusCode).toBe(200);
  }
  const shipping = { line1: '1 Kerf Lane', line2: '', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' };
  const placed = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: ann.auth, payload: { phone: '+44 20 7946 0000', shipping } });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().insertedId as string;
  expect((await createIntent(t, ann, id)).statusCode).toBe(200);
  const intentId = (await getOrderRow(t, id))!.paymentIntentId!;
  stripe.confirm(intentId);
  expect((await payOrder(t, ann, id, intentId)).statusCode).toBe(200);
  const refundsOf = () => [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount);

  // One blade of two: 25.00, that blade back on the shelf, the order still Paid.
  const first = await refundLines(id, [{ position: 2, quantity: 1 }]);
  expect(first.statusCode, first.body).toBe(200);
  expect(refundsOf()).toEqual([2_500]);
  expect(first.json().data).toMatchObject({ status: 'Paid' });
  expect(first.json().data.lines.map((l: { refundedQuantity: number }) => l.refundedQuantity)).toEqual([0, 1]);
  expect(first.json().timeline.at(-1)).toMatchObject({ from: 'Paid', to: 'Paid' });
  expect(first.json().timeline.at(-1).note).toContain('Refunded 1 × ');
  expect(await stockOf(t, blade.id)).toBe(9);
  // The customer's timeline shows it as a moment of its own, with the amount, the status unchanged.
  const own = await t.app.inject({ url: `/api/order/${id}/timeline`, headers: ann.auth });
  expect(own.json().timeline.map((e: { status: string; partialRefund?: unknown }) => [e.status, e.partialRefund ?? null])).toEqual([
    ['Pending', null],
    ['Paid', null],
    ['Paid', { amount: 2_500, currency: 'USD' }],
  ]);

  // More than is left, or a line that does not exist: 409, Stripe not asked.
  const asked = stripe.requests.length;
  expect((await refundLines(id, [{ position: 2, quantity: 2 }])).statusCode).toBe(409);
  expect((await refundLines(id, [{ position: 3, quantity: 1 }])).statusCode).toBe(409);
  expect(stripe.requests.length).toBe(asked);

  // Two admins refunding the saw at once: counted once.
  const racing = await Promise.all([refundLines(id, [{ position: 1, quantity: 1 }]), refundLines(id, [{ position: 1, quantity: 1 }])]);
  expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(refundsOf().sort((a, b) => a - b)).toEqual([2_500, 10_000]);

  // The last blade: every unit is refunded, so the order is Refunded, and the total is exactly what was paid.
  const last = await refund(id);
  expect(last.statusCode, last.body).toBe(200);
  expect(last.json().data.status).toBe('Refunded');
  expect(refundsOf().reduce((sum, a) => sum + a, 0)).toBe(15_000);
  expect(await stockOf(t, saw.id)).toBe(10);
  expect(await stockOf(t, blade.id)).toBe(10);
  expect((await refund(id)).statusCode).toBe(409);
  const keys = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === intentId).map((r) => r.idempotencyKey);
  expect(new Set(keys).size).toBe(3);
});
