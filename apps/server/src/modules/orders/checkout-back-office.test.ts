// Where the back office meets checkouts: the admin moves ONE order of a checkout (cancel, refund,
// ship) while the checkout's one payment intent pays or paid them all; the overview, the CSV export
// and the timeline see each order of a checkout once, with the shared transaction id.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema, adminOrderPageSchema, checkoutSchema, overviewSchema } from '@store/contract';
import { checkouts, mailOutbox, orders, sandboxPaymentIntents, sandboxRefunds } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { moveOrder } from './order-fulfilment';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct, confirmSandbox, errorOf, generousLimits, getOrderRow, stockOf } from '../../../test/order-fixtures';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  admin = await createUser(t, { admin: true, name: 'Ada Admin' });
});
afterAll(() => t.close());

const shipping = { line1: '12 Sawmill Road', line2: '', city: 'Springfield', postalCode: '62701', country: 'US' };
const move = (id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/status`, headers: admin.auth, payload: body });
const checkoutIntent = (user: TestUser, id: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/checkout/${id}/payment-intent`, headers: user.auth, payload });
const payCheckout = (user: TestUser, id: string, transactionId: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/checkout/${id}`, headers: user.auth, payload: { transactionId } });
const detail = async (id: string) => {
  const res = await t.app.inject({ url: `/api/admin/order/${id}`, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderDetailSchema.parse(res.json());
};

/** A shopper's checkout of a saw (129.99) and three blades (31.50): two orders, 161.49 in all. */
async function placedCheckout() {
  const user = await createUser(t, { name: 'Cora Cart' });
  const saw = await addTestProduct(t, { priceCents: 12_999, available: 10, name: 'Office Saw' });
  const blade = await addTestProduct(t, { priceCents: 1_050, available: 10, name: 'Office Blade' });
  for (const [id, quantity] of [[saw.id, 1], [blade.id, 3]] as const) {
    const put = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${id}`, headers: user.auth, payload: { quantity } });
    expect(put.statusCode, put.body).toBe(200);
  }
  const res = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: user.auth, payload: { phone: '+1 555 0100', shipping } });
  expect(res.statusCode, res.body).toBe(201);
  const { checkoutId, orderIds } = res.json() as { checkoutId: string; orderIds: [string, string] };
  return { user, saw, blade, checkoutId, sawOrder: orderIds[0], bladeOrder: orderIds[1] };
}

/** Pays the checkout's intent for `totalPrice` with the sandbox's good card; the intent's id. */
async function pay(user: TestUser, checkoutId: string, totalPrice: number): Promise<string> {
  const intentRes = await checkoutIntent(user, checkoutId, { totalPrice });
  expect(intentRes.statusCode, intentRes.body).toBe(200);
  const confirmed = await confirmSandbox(t, user, intentRes.json().clientSecret as string);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const intentId = confirmed.json().paymentIntent.id as string;
  const paid = await payCheckout(user, checkoutId, intentId);
  expect(paid.statusCode, paid.body).toBe(200);
  return intentId;
}

describe('cancelling one order of an unpaid checkout', () => {
  it('cancels the checkout’s intent, returns that order’s stock; the other is paid with a fresh intent for the smaller total', async () => {
    const { user, saw, blade, checkoutId, sawOrder, bladeOrder } = await placedCheckout();
    const oldSecret = (await checkoutIntent(user, checkoutId, { totalPrice: 161.49 })).json().clientSecret as string;

    const cancelled = await move(sawOrder, { status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await getOrderRow(t, sawOrder)).toMatchObject({ status: 'Cancelled' });
    expect(await stockOf(t, saw.id)).toBe(10);
    expect(await stockOf(t, blade.id)).toBe(7);
    const [old] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, oldSecret));
    expect(old!.status).toBe('canceled');
    expect((await confirmSandbox(t, user, oldSecret)).statusCode).not.toBe(200);
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row!.paymentIntentId).toBeNull();

    // The old total is refused; the blades alone are what is left to pay.
    expect((await checkoutIntent(user, checkoutId, { totalPrice: 161.49 })).statusCode).toBe(400);
    const intentId = await pay(user, checkoutId, 31.5);
    expect(await getOrderRow(t, bladeOrder)).toMatchObject({ status: 'Paid', transactionId: intentId });
    expect(await getOrderRow(t, sawOrder)).toMatchObject({ status: 'Cancelled', transactionId: null });
    const [fresh] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
    expect(fresh!.amountCents).toBe(3_150);
    // The checkout is paid now: what is left of it (the cancelled order was never charged).
    const checkout = checkoutSchema.parse((await t.app.inject({ url: `/api/checkout/${checkoutId}`, headers: user.auth })).json());
    expect(checkout).toMatchObject({ paid: true, transactionId: intentId, totalPrice: 0 });
  });

  it('an intent that succeeded before the cancel records the payment of the checkout: 409, refund instead', async () => {
    const { user, saw, checkoutId, sawOrder, bladeOrder } = await placedCheckout();
    const secret = (await checkoutIntent(user, checkoutId)).json().clientSecret as string;
    expect((await confirmSandbox(t, user, secret)).statusCode).toBe(200); // paid, but the PATCH never came
    const res = await move(sawOrder, { status: 'Cancelled' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('This order was paid meanwhile; refund it instead');
    for (const id of [sawOrder, bladeOrder]) expect((await getOrderRow(t, id))?.status).toBe('Paid');
    expect(await stockOf(t, saw.id)).toBe(9);
  });
  it('a checkout whose every order the shop cancelled has nothing to pay, and says so', async () => {
    const { user, checkoutId, sawOrder, bladeOrder } = await placedCheckout();
    for (const id of [sawOrder, bladeOrder]) expect((await move(id, { status: 'Cancelled' })).statusCode).toBe(200);
    const checkout = checkoutSchema.parse((await t.app.inject({ url: `/api/checkout/${checkoutId}`, headers: user.auth })).json());
    expect(checkout).toMatchObject({ paid: false, totalPrice: 0, transactionId: null });
    const res = await checkoutIntent(user, checkoutId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('This order was cancelled; there is nothing to pay');
  });
});

describe('cancelling while the shopper starts a payment', () => {
  it('an intent attached between the admin’s settling and the cancel stops the cancel (409): no intent is left for the old total', async () => {
    const { user, saw, checkoutId, sawOrder, bladeOrder } = await placedCheckout();
    expect((await checkoutIntent(user, checkoutId)).statusCode).toBe(200);
    // The admin's cancel as the route runs it, with one difference: the shopper's payment page asks
    // for an intent (both orders still pending, so for 161.49) right before the cancel's transaction.
    let raced = false;
    const db = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'transaction' || raced) return Reflect.get(target, key, receiver) as unknown;
        raced = true;
        return async (...args: Parameters<typeof target.transaction>) => {
          expect((await checkoutIntent(user, checkoutId)).statusCode).toBe(200);
          return target.transaction(...args);
        };
      },
    });
    const intentRow = async (id: string) => (await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!;
    const payments = {
      async cancelIntent(id: string) {
        await t.db.update(sandboxPaymentIntents).set({ status: 'canceled' }).where(eq(sandboxPaymentIntents.id, id));
        const row = await intentRow(id);
        return { id, status: row.status, amountCents: row.amountCents, currency: row.currency, orderId: row.orderId, checkoutId: row.checkoutId };
      },
      refundIntent: () => Promise.reject(new Error('not refunding here')),
    };
    const deps = { db, payments, catalog: { changed: () => undefined }, ttlMs: 30 * 60_000, currency: 'USD' };
    const actor = { id: admin.id, email: admin.email, name: 'Ada Admin', role: 'admin' as const };
    await expect(moveOrder(deps, actor, sawOrder, { status: 'Cancelled' })).rejects.toMatchObject({ statusCode: 409 });
    expect(raced).toBe(true);
    expect((await getOrderRow(t, sawOrder))?.status).toBe('Pending');
    expect(await stockOf(t, saw.id)).toBe(9);
    // Whatever intent the checkout holds charges exactly what is still pending.
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    const pendingCents = [await getOrderRow(t, sawOrder), await getOrderRow(t, bladeOrder)]
      .filter((o) => o?.status === 'Pending')
      .reduce((sum, o) => sum + o!.totalPriceCents, 0);
    expect(row!.paymentIntentId).not.toBeNull();
    expect((await intentRow(row!.paymentIntentId!)).amountCents).toBe(pendingCents);
    // Asked again, the cancel settles that intent and goes through.
    expect((await move(sawOrder, { status: 'Cancelled' })).statusCode).toBe(200);
    expect(await stockOf(t, saw.id)).toBe(10);
  });
});

describe('refunding one order of a paid checkout', () => {
  it('refunds that order’s total on the shared intent; the second order’s refund works too; never more than was paid', async () => {
    const { user, saw, blade, checkoutId, sawOrder, bladeOrder } = await placedCheckout();
    const intentId = await pay(user, checkoutId, 161.49);

    const first = await move(sawOrder, { status: 'Refunded' });
    expect(first.statusCode, first.body).toBe(200);
    const refundsOf = () => t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, intentId));
    expect((await refundsOf()).map((r) => r.amountCents)).toEqual([12_999]);
    expect(await getOrderRow(t, sawOrder)).toMatchObject({ status: 'Refunded' });
    expect(await getOrderRow(t, bladeOrder)).toMatchObject({ status: 'Paid', transactionId: intentId });
    expect(await stockOf(t, saw.id)).toBe(10);
    expect(await stockOf(t, blade.id)).toBe(7);

    const second = await move(bladeOrder, { status: 'Refunded' });
    expect(second.statusCode, second.body).toBe(200);
    expect((await refundsOf()).map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([3_150, 12_999]);
    expect(await stockOf(t, blade.id)).toBe(10);
    // Both final: asking again refunds nothing more.
    for (const id of [sawOrder, bladeOrder]) expect((await move(id, { status: 'Refunded' })).statusCode).toBe(409);
    const total = (await refundsOf()).reduce((sum, r) => sum + r.amountCents, 0);
    expect(total).toBe(16_149);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'order-refunded')));
    expect(mails).toHaveLength(2);
  });
});

describe('shipping, figures, export and timeline of checkout orders', () => {
  it('ships one order of a paid checkout; its timeline shows the Paid moment; the export lists both with the shared transaction id', async () => {
    const { user, checkoutId, sawOrder, bladeOrder } = await placedCheckout();
    const intentId = await pay(user, checkoutId, 161.49);

    const shipped = await move(sawOrder, { status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await getOrderRow(t, bladeOrder)).toMatchObject({ status: 'Paid' });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'order-shipped')));
    expect(mail?.data).toMatchObject({ trackingNumber: '1Z999AA10123456784' });
    // Shipping one order does not make the checkout unpaid again: its payment page says it is paid.
    const checkout = checkoutSchema.parse((await t.app.inject({ url: `/api/checkout/${checkoutId}`, headers: user.auth })).json());
    expect(checkout).toMatchObject({ paid: true, transactionId: intentId, totalPrice: 0 });
    expect(errorOf(await checkoutIntent(user, checkoutId)).message).toBe('This order is already paid');
    expect(errorOf(await payCheckout(user, checkoutId, intentId)).message).toBe('This order is already paid');

    const sawDetail = await detail(sawOrder);
    expect(sawDetail.timeline.map((e) => [e.from, e.to])).toEqual([
      [null, 'Pending'],
      ['Pending', 'Paid'],
      ['Paid', 'Shipped'],
    ]);
    expect(sawDetail.timeline[1]).toMatchObject({ note: intentId });
    expect((await detail(bladeOrder)).timeline.map((e) => [e.from, e.to])).toEqual([
      [null, 'Pending'],
      ['Pending', 'Paid'],
    ]);

    // The back office finds both by the shared transaction id.
    const found = await t.app.inject({ url: `/api/admin/order?q=${intentId}`, headers: admin.auth });
    expect(found.statusCode, found.body).toBe(200);
    expect(adminOrderPageSchema.parse(found.json()).data.map((o) => o._id).sort()).toEqual([sawOrder, bladeOrder].sort());

    const today = new Date().toISOString().slice(0, 10);
    const csv = await t.app.inject({ url: `/api/admin/order/export?from=${today}&to=${today}`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n').filter((l) => l.startsWith(sawOrder) || l.startsWith(bladeOrder));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toContain(`,${intentId},`);
  });

  it('the overview counts each order of a checkout once in revenue, top products and orders by status', async () => {
    const figures = async () => {
      const res = await t.app.inject({ url: '/api/admin/overview', headers: admin.auth });
      expect(res.statusCode, res.body).toBe(200);
      const o = overviewSchema.parse(res.json());
      return {
        revenue: Math.round(o.revenuePerDay.reduce((sum, d) => sum + d.revenue, 0) * 100),
        paid: o.ordersByStatus.find((s) => s.status === 'Paid')?.count ?? 0,
      };
    };
    const before = await figures();
    const { user, checkoutId } = await placedCheckout();
    await pay(user, checkoutId, 161.49);
    const after = await figures();
    expect(after.revenue - before.revenue).toBe(16_149);
    expect(after.paid - before.paid).toBe(2);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, checkoutId))).toHaveLength(2);
  });
});
