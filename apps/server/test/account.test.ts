// My account: downloading one's data, deleting one's account (orders kept without personal fields,
// reviews under 'Former customer', every session ended), and an admin's deletion doing the same.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, errorBodySchema, formerCustomerName } from '@store/contract';
import { orders, reviews, users } from '../src/db/schema/index';
import { addTestProduct, generousLimits, placeTestOrder } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...generousLimits, REVIEW_RATE_LIMIT_PER_MINUTE: '100' } });
});
afterAll(() => t.close());

async function customerWithHistory(name: string): Promise<{ user: TestUser; orderId: string }> {
  const user = await createUser(t, { name });
  const product = await addTestProduct(t, { name: `${name}'s saw` });
  const orderId = await placeTestOrder(t, user, product.id, 1);
  const review = await t.app.inject({ method: 'POST', url: '/api/review', headers: user.auth, payload: { ratings: '4', reviewContent: `Good saw, ${name}` } });
  expect(review.statusCode).toBe(201);
  return { user, orderId };
}

describe('GET /api/account/export', () => {
  it('answers the caller’s profile, orders and reviews as a JSON download, nobody else’s', async () => {
    const { user, orderId } = await customerWithHistory('Edda Export');
    await customerWithHistory('Other Person');
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const data = accountExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({ email: user.email, name: 'Edda Export', emailVerified: false });
    expect(data.orders.map((o) => o._id)).toEqual([orderId]);
    expect(data.reviews.map((r) => r.reviewContent)).toEqual(['Good saw, Edda Export']);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('deletes the account, keeps its orders without personal fields and its reviews under Former customer', async () => {
    const { user, orderId } = await customerWithHistory('Dora Delete');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: null, userName: formerCustomerName, userEmail: '', address: '', phone: '', totalAmount: expect.any(Number) as number });
    const kept = await t.db.select().from(reviews).where(eq(reviews.content, 'Good saw, Dora Delete'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: null, name: formerCustomerName });
    const list = (await t.app.inject({ method: 'GET', url: '/api/review' })).json() as { name: string; reviewContent: string }[];
    expect(list.find((r) => r.reviewContent === 'Good saw, Dora Delete')?.name).toBe('Former customer');
    // The session ended with the account.
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth })).statusCode).toBe(401);
    // Nothing of the address survives in any order.
    const leftovers = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userEmail, user.email));
    expect(leftovers).toEqual([]);
  });

  it('refuses an admin (another admin removes them) with 409, not 403', async () => {
    const admin = await createUser(t, { admin: true });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: admin.auth });
    expect(res.statusCode).toBe(409);
    expect(errorBodySchema.parse(res.json()).error.message).toMatch(/admin/);
  });

  it('an admin deleting a user anonymises the same way', async () => {
    const admin = await createUser(t, { admin: true });
    const { user, orderId } = await customerWithHistory('Ada Admin-Deleted');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userName: formerCustomerName, userEmail: '', address: '', phone: '' });
  });
});
