// The overview's figures against the orders this test places: revenue per day, orders by status,
// top products, low stock and new customers, on an app of its own (nothing else in its database).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { overviewSchema, type Overview } from '@store/contract';
import { orders, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct, generousLimits, paidTestOrder, placeTestOrder } from '../../../test/order-fixtures';

let t: TestApp;
let admin: TestUser;
let overview: Overview;
const today = new Date().toISOString().slice(0, 10);
beforeAll(async () => {
  t = await createTestApp({ env: { ...generousLimits, LOW_STOCK_THRESHOLD: '4' } });
  admin = await createUser(t, { admin: true });
  const ann = await createUser(t);
  const bob = await createUser(t);
  const oldTimer = await createUser(t);
  await t.db.update(users).set({ createdAt: sql`now() - interval '200 days'` }).where(eq(users.id, oldTimer.id));

  const saw = await addTestProduct(t, { name: 'Overview Saw', priceCents: 10_000, available: 20 });
  const blade = await addTestProduct(t, { name: 'Overview Blade', priceCents: 1_500, available: 8 });
  await paidTestOrder(t, ann, saw.id, 2); // 200.00 today
  const shipped = await paidTestOrder(t, bob, saw.id, 1); // 100.00, then shipped
  const refunded = await paidTestOrder(t, bob, blade.id, 2); // 30.00, then refunded: not revenue
  const blades = await paidTestOrder(t, ann, blade.id, 5); // 75.00, paid 3 days ago
  await placeTestOrder(t, ann, blade.id, 1); // Pending
  const move = (id: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/status`, headers: admin.auth, payload: body });
  expect((await move(shipped, { status: 'Shipped', carrier: 'DHL', trackingNumber: 'JD0001' })).statusCode).toBe(200);
  expect((await move(refunded, { status: 'Refunded' })).statusCode).toBe(200);
  await t.db.update(orders).set({ paidAt: sql`now() - interval '3 days'` }).where(eq(orders.id, blades));
  // Delivered two months ago: outside every 30-day figure (a closed status counts the window only).
  const longAgo = await paidTestOrder(t, bob, saw.id, 1);
  expect((await move(longAgo, { status: 'Shipped', carrier: 'DHL', trackingNumber: 'JD0002' })).statusCode).toBe(200);
  expect((await move(longAgo, { status: 'Delivered' })).statusCode).toBe(200);
  await t.db
    .update(orders)
    .set({ createdAt: sql`now() - interval '60 days'`, paidAt: sql`now() - interval '60 days'` })
    .where(eq(orders.id, longAgo));
  // Blade stock: 8 - 2 (returned by the refund) - 5 - 1 = 2 left: below the threshold of 4.

  const res = await t.app.inject({ url: '/api/admin/overview', headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  overview = overviewSchema.parse(res.json());
});
afterAll(() => t.close());

it('revenue per day: the last 30 days, paid and not refunded', () => {
  expect(overview.revenuePerDay).toHaveLength(30);
  const usd = (amount: number) => ({ amount, currency: 'USD' });
  expect(overview.revenuePerDay.at(-1)).toEqual({ day: today, revenue: usd(30_000) });
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  expect(overview.revenuePerDay.find((d) => d.day === threeDaysAgo)?.revenue).toEqual(usd(7_500));
  // The 30 days' total, added on the server: what the page shows above the chart.
  expect(overview.revenueTotal).toEqual(usd(37_500));
});

it('orders by status: open ones all-time, closed ones (here the Delivered of 60 days ago) over 30 days', () => {
  const counts = Object.fromEntries(overview.ordersByStatus.map((s) => [s.status, s.count]));
  expect(counts).toEqual({ Pending: 1, Paid: 2, Shipped: 1, Delivered: 0, Cancelled: 0, Refunded: 1 });
  expect(overview.ordersByStatus.find((s) => s.status === 'Paid')?.since).toBeNull();
  expect(overview.ordersByStatus.find((s) => s.status === 'Delivered')?.since).toBe(`${overview.revenuePerDay[0]!.day}T00:00:00.000Z`);
});

it('top products by revenue', () => {
  expect(overview.topProducts.map((p) => [p.productName, p.revenue, p.quantity])).toEqual([
    ['Overview Saw', { amount: 30_000, currency: 'USD' }, 3],
    ['Overview Blade', { amount: 7_500, currency: 'USD' }, 5],
  ]);
});

it('low stock below the LOW_STOCK_THRESHOLD setting', () => {
  expect(overview.lowStock.threshold).toBe(4);
  expect(overview.lowStock.products.map((p) => [p.name, p.available])).toEqual([['Overview Blade', 2]]);
});

it('new customers per week: the last 12 weeks, admins not counted', () => {
  expect(overview.newCustomersPerWeek).toHaveLength(12);
  expect(overview.newCustomersPerWeek.at(-1)!.customers).toBe(2);
  expect(overview.newCustomersPerWeek.reduce((sum, w) => sum + w.customers, 0)).toBe(2);
  expect(new Date(`${overview.newCustomersPerWeek[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
});
