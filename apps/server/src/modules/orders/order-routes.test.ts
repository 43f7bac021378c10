import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/index';
import { errorBodySchema, orderListResponseSchema, orderResponseSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import {
  addTestProduct,
  ageOrder,
  confirmSandbox,
  createIntent,
  errorOf,
  getOrderRow,
  orderBody,
  payOrder,
  placeTestOrder,
  postOrder,
  stockOf,
  generousLimits,
} from '../../../test/order-fixtures';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  ann = await createUser(t, { name: 'Ann Buyer' });
  bob = await createUser(t, { name: 'Bob Other' });
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

async function payInFull(user: TestUser, orderId: string) {
  const secret = (await createIntent(t, user, orderId)).json().clientSecret as string;
  const confirmed = await confirmSandbox(t, user, secret);
  return payOrder(t, user, orderId, confirmed.json().paymentIntent.id);
}

describe('POST /api/order', () => {
  it('stores a Pending order priced from the database and reserves its stock', async () => {
    const product = await addTestProduct(t, { priceCents: 12_999, available: 10, minOrderQuantity: 2 });
    const res = await postOrder(t, ann, product.id, 3, {
      productName: 'Forged name',
      productImage: 'https://evil.example/x.png',
      userName: 'Someone Else',
    });
    expect(res.statusCode).toBe(201);
    const { success, insertedId } = res.json();
    expect(success).toBe(true);
    const row = await getOrderRow(t, insertedId);
    expect(row).toMatchObject({
      userId: ann.id,
      userEmail: ann.email,
      userName: 'Ann Buyer',
      currency: 'USD',
      subtotalAmount: 38_997,
      totalAmount: 38_997,
      status: 'Pending',
      transactionId: null,
      paidAt: null,
    });
    // Its one line, written with it (docs/decisions/0024).
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, insertedId));
    expect(lines.map((l) => [l.position, l.productId, l.productName, l.productImage, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      [1, product.id, 'Test Saw', '/images/products/circular-saw.svg', 3, 12_999, 38_997],
    ]);
    expect(await stockOf(t, product.id)).toBe(7);
  });

  it('accepts the total the shopper saw, and refuses a forged one without storing anything', async () => {
    const product = await addTestProduct(t, { priceCents: 1_050, available: 10 });
    expect((await postOrder(t, ann, product.id, 3, { totalPrice: 31.5 })).statusCode).toBe(201);
    const forged = await postOrder(t, ann, product.id, 3, { totalPrice: 0.01 });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).fields).toHaveProperty('totalPrice');
    expect(await stockOf(t, product.id)).toBe(7);
  });

  it('refuses quantities outside [minimum order, available] with the customer’s messages', async () => {
    const product = await addTestProduct(t, { available: 5, minOrderQuantity: 2 });
    const below = await postOrder(t, ann, product.id, 1);
    expect(below.statusCode).toBe(400);
    expect(errorOf(below).message).toBe('Minimum Order is 2');
    const above = await postOrder(t, ann, product.id, 6);
    expect(above.statusCode).toBe(400);
    expect(errorOf(above).message).toBe('Maximum Order is 5');
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('answers 409 when nothing orderable is left', async () => {
    const product = await addTestProduct(t, { available: 1 });
    await placeTestOrder(t, ann, product.id, 1);
    const res = await postOrder(t, bob, product.id, 1);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/out of stock/);
  });

  it('refuses an order in someone else’s name', async () => {
    const product = await addTestProduct(t);
    const res = await postOrder(t, ann, product.id, 1, { userEmail: bob.email });
    expect(res.statusCode).toBe(403);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('validates the body with the contract: the customer’s messages, 400 for anything malformed, never 500', async () => {
    const product = await addTestProduct(t);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: ann.auth,
      payload: { ...orderBody(ann, product.id, 1), address: '', phone: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toMatchObject({ address: 'Address is reaquired', phone: 'Phone is required' });
    const noQuantity = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: ann.auth,
      payload: { ...orderBody(ann, product.id, 1), totalQuantity: undefined },
    });
    expect(errorOf(noQuantity).fields).toMatchObject({ totalQuantity: 'Quantity is required to ordre' });
    // A fraction or a negative number: the contract's own message, as the purchase form shows it.
    for (const totalQuantity of [2.5, -3]) {
      const notWhole = await postOrder(t, ann, product.id, totalQuantity);
      expect(notWhole.statusCode).toBe(400);
      expect(errorOf(notWhole).fields).toEqual({ totalQuantity: 'Enter a whole number' });
    }
    // Zero is a whole number, below any minimum order: the customer's message.
    const zero = await postOrder(t, ann, product.id, 0);
    expect(zero.statusCode).toBe(400);
    expect(errorOf(zero).fields).toEqual({ totalQuantity: 'Minimum Order is 1' });
    for (const payload of [
      { ...orderBody(ann, product.id, 1), totalQuantity: '1; drop table' },
      { ...orderBody(ann, product.id, 1), totalQuantity: 1.5 },
      { ...orderBody(ann, product.id, 1), totalQuantity: -3 },
      { ...orderBody(ann, product.id, 1), productId: 'not-a-uuid' },
      { ...orderBody(ann, product.id, 1), status: 'Paid' },
      { ...orderBody(ann, product.id, 1), totalPrice: 'free' },
      'not json at all',
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: { ...ann.auth, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      errorBodySchema.parse(res.json());
    }
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('refuses a total the order table cannot hold instead of failing', async () => {
    const product = await addTestProduct(t, { priceCents: 100_000_000, available: 1_000_000 });
    const res = await postOrder(t, ann, product.id, 1_000);
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in caller and an existing product', async () => {
    const product = await addTestProduct(t);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/order', payload: orderBody(ann, product.id, 1) });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await postOrder(t, ann, '00000000-0000-4000-8000-000000000000', 1);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('reading orders', () => {
  let carol: TestUser;
  let first: string;
  let second: string;
  beforeAll(async () => {
    carol = await createUser(t, { name: 'Carol Reader' });
    const product = await addTestProduct(t, { priceCents: 2_500 });
    first = await placeTestOrder(t, carol, product.id, 1);
    second = await placeTestOrder(t, carol, product.id, 2);
  });

  it('lists the caller’s own orders newest first, as {data: [...]}', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/order?email=${encodeURIComponent(carol.email)}`, headers: carol.auth });
    expect(res.statusCode).toBe(200);
    const { data } = orderListResponseSchema.parse(res.json());
    expect(data.map((o) => o._id)).toEqual([second, first]);
    expect(data[0]).toMatchObject({
      userEmail: carol.email,
      userName: 'Carol Reader',
      totalQuantity: 2,
      totalPrice: 50,
      totalPriceMoney: { amount: 5_000, currency: 'USD' }, // the same total, exact
      status: 'Pending',
      paid: false,
      transactionId: null,
    });
    expect(data[0]!.expiresAt).not.toBeNull();
    const implicit = await t.app.inject({ method: 'GET', url: '/api/order', headers: carol.auth });
    expect(orderListResponseSchema.parse(implicit.json()).data).toHaveLength(2);
  });

  it('keeps other people’s orders private; admins may look anyone up', async () => {
    const snoop = await t.app.inject({ method: 'GET', url: `/api/order?email=${encodeURIComponent(carol.email)}`, headers: bob.auth });
    expect(snoop.statusCode).toBe(403);
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/order?email=${encodeURIComponent(carol.email)}`, headers: admin.auth });
    expect(orderListResponseSchema.parse(asAdmin.json()).data.map((o) => o._id)).toEqual([second, first]);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/order?email=not-an-email', headers: carol.auth });
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/order' })).statusCode).toBe(401);
  });

  it('serves one order to its owner and admins; everyone else gets 404', async () => {
    const own = await t.app.inject({ method: 'GET', url: `/api/order/${first}`, headers: carol.auth });
    expect(own.statusCode).toBe(200);
    expect(orderResponseSchema.parse(own.json()).data._id).toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${first}`, headers: admin.auth })).statusCode).toBe(200);
    const stranger = await t.app.inject({ method: 'GET', url: `/api/order/${first}`, headers: bob.auth });
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('not_found');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/order/00000000-0000-4000-8000-000000000000', headers: carol.auth });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: "/api/order/1' or '1'='1", headers: carol.auth });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('DELETE /api/order/:id', () => {
  it('deletes the owner’s unpaid order and puts its stock back', async () => {
    const product = await addTestProduct(t, { available: 10 });
    const id = await placeTestOrder(t, ann, product.id, 4);
    expect(await stockOf(t, product.id)).toBe(6);
    const stranger = await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: bob.auth });
    expect(stranger.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: ann.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, deletedCount: 1 });
    expect(await getOrderRow(t, id)).toBeUndefined();
    expect(await stockOf(t, product.id)).toBe(10);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: ann.auth });
    expect(again.statusCode).toBe(404);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('lets an admin delete an unpaid order', async () => {
    const product = await addTestProduct(t);
    const id = await placeTestOrder(t, ann, product.id, 1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: admin.auth })).statusCode).toBe(200);
  });

  it('refuses to delete a paid order (409) and keeps its stock sold', async () => {
    const product = await addTestProduct(t, { available: 3 });
    const id = await placeTestOrder(t, ann, product.id, 2);
    expect((await payInFull(ann, id)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: ann.auth });
    expect(res.statusCode).toBe(409);
    expect((await getOrderRow(t, id))?.status).toBe('Paid');
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it('cancels the payment intent of an order it deletes, so it can never be paid', async () => {
    const product = await addTestProduct(t, { available: 3 });
    const id = await placeTestOrder(t, ann, product.id, 1);
    const secret = (await createIntent(t, ann, id)).json().clientSecret as string;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: ann.auth })).statusCode).toBe(200);
    const late = await confirmSandbox(t, ann, secret);
    expect(late.statusCode).toBe(404);
    expect(await stockOf(t, product.id)).toBe(3);
  });
});

describe('unpaid orders expire', () => {
  it('releases the stock of an order older than the TTL before the next read or reservation', async () => {
    const product = await addTestProduct(t, { available: 2 });
    const stale = await placeTestOrder(t, ann, product.id, 2);
    expect((await postOrder(t, bob, product.id, 1)).statusCode).toBe(409);
    await ageOrder(t, stale, 31);
    // The reservation itself sweeps first, so Bob gets the stock that came back.
    expect((await postOrder(t, bob, product.id, 1)).statusCode).toBe(201);
    expect(await getOrderRow(t, stale)).toBeUndefined();
    expect(await stockOf(t, product.id)).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/order', headers: ann.auth });
    expect(orderListResponseSchema.parse(list.json()).data.map((o) => o._id)).not.toContain(stale);
  });

  it('records a payment that succeeded before the order expired instead of releasing its stock', async () => {
    const product = await addTestProduct(t, { available: 1 });
    const id = await placeTestOrder(t, ann, product.id, 1);
    const secret = (await createIntent(t, ann, id)).json().clientSecret as string;
    expect((await confirmSandbox(t, ann, secret)).statusCode).toBe(200);
    // The shopper's browser never came back to PATCH the order.
    await ageOrder(t, id, 120);
    await t.app.expireUnpaidOrders();
    const row = await getOrderRow(t, id);
    expect(row?.status).toBe('Paid');
    expect(row?.transactionId).toMatch(/^pi_/);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it('a read writes nothing: an expired order is hidden from GET, and only the expiry job releases it', async () => {
    const product = await addTestProduct(t, { available: 3 });
    const stale = await placeTestOrder(t, ann, product.id, 2);
    await ageOrder(t, stale, 31);
    const list = await t.app.inject({ method: 'GET', url: '/api/order', headers: ann.auth });
    expect(orderListResponseSchema.parse(list.json()).data.map((o) => o._id)).not.toContain(stale);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${stale}`, headers: ann.auth })).statusCode).toBe(404);
    expect(await getOrderRow(t, stale)).toBeDefined();
    expect(await stockOf(t, product.id)).toBe(1);
    expect(await t.app.expireUnpaidOrders()).toBeGreaterThanOrEqual(1);
    expect(await getOrderRow(t, stale)).toBeUndefined();
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('never expires a paid order', async () => {
    const product = await addTestProduct(t, { available: 1 });
    const id = await placeTestOrder(t, ann, product.id, 1);
    expect((await payInFull(ann, id)).statusCode).toBe(200);
    await ageOrder(t, id, 24 * 60);
    await t.app.expireUnpaidOrders();
    expect((await getOrderRow(t, id))?.status).toBe('Paid');
    expect(await stockOf(t, product.id)).toBe(0);
  });
});
