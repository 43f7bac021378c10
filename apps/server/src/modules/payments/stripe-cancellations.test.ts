// An admin cancelling an unpaid order whose payment intent lives at Stripe (the local stand-in, in
// Stripe's wire format): the cancellation is recorded before Stripe is asked, completed after, and
// completed by the order job when Stripe's answer never comes (the process-death case is
// test/process/provider-call-crash.test.ts).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, orderCancellations, orderEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in';
import { addTestProduct, createIntent, generousLimits, getOrderRow, placeTestOrder, stockOf } from '../../../test/order-fixtures';

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
  await stripe.close().catch(() => undefined); // the last test closes it on purpose
});

const cancel = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/status`, headers: admin.auth, payload: { status: 'Cancelled' } });
const recordsOf = (orderId: string) => t.db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId));
const cancelledMails = (orderId: string) =>
  t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-cancelled'), sql`${mailOutbox.data}::text like ${`%${orderId}%`}`));

/** An unpaid order of 3 units whose intent Stripe holds; the product had 10. */
async function unpaidWithIntent() {
  const product = await addTestProduct(t, { priceCents: 4_999, available: 10 });
  const id = await placeTestOrder(t, ann, product.id, 3);
  expect((await createIntent(t, ann, id)).statusCode).toBe(200);
  const intentId = (await getOrderRow(t, id))!.paymentIntentId!;
  return { product, id, intentId };
}

it('records the cancellation, cancels the intent at Stripe, then cancels the order with its stock back', async () => {
  const { product, id, intentId } = await unpaidWithIntent();
  expect(await stockOf(t, product.id)).toBe(7);
  const res = await cancel(id);
  expect(res.statusCode, res.body).toBe(200);
  expect(stripe.intents.get(intentId)!.status).toBe('canceled');
  expect(await getOrderRow(t, id)).toMatchObject({ status: 'Cancelled' });
  expect(await stockOf(t, product.id)).toBe(10);
  expect(await recordsOf(id)).toEqual([expect.objectContaining({ status: 'succeeded', paymentIntentId: intentId, actorEmail: admin.email.toLowerCase() })]);
});

it('an intent paid before Stripe could cancel it pays the order instead: 409, the record failed, stock kept', async () => {
  const { product, id, intentId } = await unpaidWithIntent();
  stripe.confirm(intentId); // the shopper's card went through a moment before the admin clicked
  const res = await cancel(id);
  expect(res.statusCode, res.body).toBe(409);
  expect(await getOrderRow(t, id)).toMatchObject({ status: 'Paid', transactionId: intentId });
  expect(await stockOf(t, product.id)).toBe(7);
  expect(await recordsOf(id)).toEqual([expect.objectContaining({ status: 'failed' })]);
});

it('a cancellation whose answer from Stripe never comes is completed by the order job, once', async () => {
  const { product, id, intentId } = await unpaidWithIntent();
  const carriedOut = stripe.withholdNextAnswer(`/v1/payment_intents/${intentId}/cancel`);
  const asked = cancel(id);
  await carriedOut;
  // Stripe cancelled the intent; the store has only its record.
  expect(stripe.intents.get(intentId)!.status).toBe('canceled');
  expect(await recordsOf(id)).toEqual([expect.objectContaining({ status: 'requested' })]);
  expect(await getOrderRow(t, id)).toMatchObject({ status: 'Pending' });

  // Younger than the job's patience: left to the request that made it.
  expect(await t.app.reconcileCancellations()).toBe(0);
  await t.db.update(orderCancellations).set({ createdAt: sql`now() - interval '1 minute'` }).where(eq(orderCancellations.orderId, id));
  expect(await t.app.reconcileCancellations()).toBe(1);
  expect(await getOrderRow(t, id)).toMatchObject({ status: 'Cancelled' });
  expect(await stockOf(t, product.id)).toBe(10);
  expect(await recordsOf(id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  const events = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'Cancelled')));
  expect(events).toEqual([expect.objectContaining({ actorEmail: admin.email.toLowerCase() })]);
  expect(await cancelledMails(id)).toHaveLength(1);
  expect(await t.app.reconcileCancellations()).toBe(0);

  // The request still waiting on Stripe gives up when the connection drops: 503, nothing done twice.
  await stripe.close();
  const answer = await asked;
  expect(answer.statusCode, answer.body).toBe(503);
  expect(await stockOf(t, product.id)).toBe(10);
  expect(await cancelledMails(id)).toHaveLength(1);
}, 60_000);
