// Where the back office meets an order of several lines: cancelling or refunding it returns every
// line's stock and refunds its whole total once; shipping shows on both timelines (the customer's
// with a tracking link); the search, the CSV export and the overview see each line.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema, adminOrderPageSchema, orderTimelineSchema, overviewSchema } from '@store/contract';
import { mailOutbox, orderLines, sandboxPaymentIntents, sandboxRefunds } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct, confirmSandbox, createIntent, errorOf, generousLimits, getOrderRow, payOrder, stockOf } from '../../../test/order-fixtures';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  admin = await createUser(t, { admin: true, name: 'Ada Admin' });
});
afterAll(() => t.close());

const shipping = { line1: '12 Sawmill Road', line2: '', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' };
const move = (id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/status`, headers: admin.auth, payload: body });
const detail = async (id: string) => {
  const res = await t.app.inject({ url: `/api/admin/order/${id}`, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderDetailSchema.parse(res.json());
};

/** A shopper's checkout of a saw (129.99) and three blades (31.50): one order of two lines, 161.49. */
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
  return { user, saw, blade, orderId: res.json().insertedId as string };
}

/** Pays the order with the sandbox's good card; the intent's id. */
async function pay(user: TestUser, orderId: string): Promise<string> {
  const intentRes = await createIntent(t, user, orderId, { totalPrice: 161.49 });
  expect(intentRes.statusCode, intentRes.body).toBe(200);
  const confirmed = await confirmSandbox(t, user, intentRes.json().clientSecret as string);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const intentId = confirmed.json().paymentIntent.id as string;
  const paid = await payOrder(t, user, orderId, intentId);
  expect(paid.statusCode, paid.body).toBe(200);
  return intentId;
}

describe('cancelling an unpaid order of several lines', () => {
  it('cancels its intent and returns every line’s stock; the shopper can no longer pay it', async () => {
    const { user, saw, blade, orderId } = await placedCheckout();
    const secret = (await createIntent(t, user, orderId)).json().clientSecret as string;
    const res = await move(orderId, { status: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t, saw.id)).toBe(10);
    expect(await stockOf(t, blade.id)).toBe(10);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    expect(intent!.status).toBe('canceled');
    expect(errorOf(await createIntent(t, user, orderId)).message).toBe('This order was cancelled');
  });
});

describe('refunding a paid order of several lines', () => {
  it('refunds its whole total once, every line’s stock comes back, every unit is marked refunded', async () => {
    const { user, saw, blade, orderId } = await placedCheckout();
    const intentId = await pay(user, orderId);
    const res = await move(orderId, { status: 'Refunded' });
    expect(res.statusCode, res.body).toBe(200);
    const refunds = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, intentId));
    expect(refunds.map((r) => r.amountCents)).toEqual([16_149]);
    expect(await stockOf(t, saw.id)).toBe(10);
    expect(await stockOf(t, blade.id)).toBe(10);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
    expect(lines.map((l) => l.refundedQuantity)).toEqual([1, 3]);
    expect((await move(orderId, { status: 'Refunded' })).statusCode).toBe(409);
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'order-refunded')));
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.data)).toContain('Office Blade');
  });
});

describe('shipping, search, export, timelines and figures', () => {
  it('ships it; both timelines show the moments, the customer’s with the tracking link; search and CSV see every line', async () => {
    const { user, orderId } = await placedCheckout();
    const intentId = await pay(user, orderId);
    const shipped = await move(orderId, { status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'order-shipped')));
    expect(mail?.data).toMatchObject({ trackingNumber: '1Z999AA10123456784' });

    const admins = await detail(orderId);
    expect(admins.data.lines.map((l) => l.productName)).toEqual(['Office Saw', 'Office Blade']);
    expect(admins.timeline.map((e) => [e.from, e.to])).toEqual([
      [null, 'Pending'],
      ['Pending', 'Paid'],
      ['Paid', 'Shipped'],
    ]);
    const own = await t.app.inject({ url: `/api/order/${orderId}/timeline`, headers: user.auth });
    expect(own.statusCode, own.body).toBe(200);
    expect(orderTimelineSchema.parse(own.json())).toMatchObject({
      timeline: [{ status: 'Pending' }, { status: 'Paid' }, { status: 'Shipped' }],
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const stranger = await createUser(t);
    expect((await t.app.inject({ url: `/api/order/${orderId}/timeline`, headers: stranger.auth })).statusCode).toBe(404);

    // The back office finds it by the second line's product (once, though two lines match "Office") and by the transaction id.
    for (const [q, only] of [['Office', false], ['Office Blade', false], [intentId, true]] as const) {
      const found = await t.app.inject({ url: `/api/admin/order?q=${encodeURIComponent(q)}`, headers: admin.auth });
      expect(found.statusCode, found.body).toBe(200);
      const ids = adminOrderPageSchema.parse(found.json()).data.map((o) => o._id);
      expect(ids.filter((id) => id === orderId)).toHaveLength(1);
      if (only) expect(ids).toEqual([orderId]);
    }

    const today = new Date().toISOString().slice(0, 10);
    const csv = await t.app.inject({ url: `/api/admin/order/export?from=${today}&to=${today}`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n').filter((l) => l.startsWith(orderId));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(',1,');
    expect(rows[1]).toContain('Office Blade');
    for (const r of rows) expect(r).toContain(`,${intentId},`);
  });

  it('the overview counts the order once in revenue and orders by status, each line in top products', async () => {
    const figures = async () => {
      const res = await t.app.inject({ url: '/api/admin/overview', headers: admin.auth });
      expect(res.statusCode, res.body).toBe(200);
      const o = overviewSchema.parse(res.json());
      return {
        revenue: o.revenueTotal.amount,
        paid: o.ordersByStatus.find((s) => s.status === 'Paid')?.count ?? 0,
        top: o.topProducts,
      };
    };
    const before = await figures();
    const { user, saw, blade, orderId } = await placedCheckout();
    await pay(user, orderId);
    const after = await figures();
    expect(after.revenue - before.revenue).toBe(16_149);
    expect(after.paid - before.paid).toBe(1);
    expect(after.top.find((p) => p.productId === saw.id)).toMatchObject({ quantity: 1, revenue: { amount: 12_999, currency: 'USD' } });
    expect(after.top.find((p) => p.productId === blade.id)).toMatchObject({ quantity: 3, revenue: { amount: 3_150, currency: 'USD' } });
    expect(await getOrderRow(t, orderId)).toMatchObject({ status: 'Paid' });
  });
});
