// An admin's stock edit and the shoppers' reservations change the same column: the edit form sends
// the stock it loaded, and the server applies the admin's change to the current stock under the
// row lock (docs/decisions/0028-stock-edits-are-relative.md), so no reservation is ever lost.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (real concurrent transactions there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, isPaidStatus, orderListResponseSchema, productSchema, type Product } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, createUsers, type TestUser } from '../../../test/users';
import { addTestProduct, confirmSandbox, createIntent, errorOf, generousLimits, payOrder, postOrder, stockOf } from '../../../test/order-fixtures';

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  admin = await createUser(t, { admin: true });
  ann = await createUser(t, { name: 'Ann Buyer' });
});
afterAll(() => t.close());

const loadProduct = async (id: string): Promise<Product> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return productSchema.parse(res.json());
};
const patchProduct = (id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/product/${id}`, headers: admin.auth, payload });

async function placed(user: TestUser, productId: string, quantity: number): Promise<string> {
  const res = await postOrder(t, user, productId, quantity);
  expect(res.statusCode).toBe(201);
  return res.json().insertedId as string;
}

describe('PATCH /api/product/{id}: the stock an admin edits', () => {
  it('with the stock the form loaded, applies the change to the current stock: an order placed meanwhile keeps its units', async () => {
    const product = await addTestProduct(t, { available: 10 });
    const loaded = (await loadProduct(product.id)).available;
    await placed(ann, product.id, 3); // while the admin types 15 (5 more than the form shows)
    const res = await patchProduct(product.id, { available: 15, availableLoaded: loaded });
    expect(res.statusCode).toBe(200);
    expect(productSchema.parse(res.json()).available).toBe(12);
    expect(await stockOf(t, product.id)).toBe(12);
  });

  it('without it, writes the number as given (a client that sends only `available`, as before)', async () => {
    const product = await addTestProduct(t, { available: 10 });
    await placed(ann, product.id, 3);
    const res = await patchProduct(product.id, { available: 15 });
    expect(productSchema.parse(res.json()).available).toBe(15);
  });

  it('refuses, changing nothing, a cut below 0 because orders took the units: 409 saying what is left', async () => {
    const product = await addTestProduct(t, { available: 10, name: 'Contested Saw' });
    const loaded = (await loadProduct(product.id)).available;
    await placed(ann, product.id, 8);
    const res = await patchProduct(product.id, { name: 'Renamed Saw', available: 5, availableLoaded: loaded });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'conflict',
      message: 'Only 2 left now (orders took units while you edited): the stock cannot go down by 5. Reload the product to see its stock.',
      fields: { available: 'Only 2 left now: cannot remove 5' },
    });
    const after = await loadProduct(product.id);
    expect(after).toMatchObject({ name: 'Contested Saw', available: 2 });
    // Taking it to exactly 0 is allowed.
    expect(productSchema.parse((await patchProduct(product.id, { available: 0, availableLoaded: 2 })).json()).available).toBe(0);
  });

  it('refuses a rise past the ceiling and a loaded stock sent alone; 404 for an unknown product', async () => {
    const product = await addTestProduct(t, { available: 999_990 });
    const high = await patchProduct(product.id, { available: 20, availableLoaded: 0 });
    expect(high.statusCode).toBe(409);
    expect(errorOf(high).fields).toEqual({ available: 'Available Quantity is too high' });
    const alone = await patchProduct(product.id, { availableLoaded: 10 });
    expect(alone.statusCode).toBe(400);
    expect(errorOf(alone).fields).toEqual({ availableLoaded: 'availableLoaded is sent with the new available' });
    expect(await stockOf(t, product.id)).toBe(999_990);
    const unknown = await patchProduct('00000000-0000-4000-8000-000000000000', { available: 5, availableLoaded: 3 });
    expect(unknown.statusCode).toBe(404);
  });

  it('records in the audit trail the stock the change applied to, not the one the form showed', async () => {
    const product = await addTestProduct(t, { available: 10 });
    const loaded = (await loadProduct(product.id)).available;
    await placed(ann, product.id, 4);
    expect((await patchProduct(product.id, { available: 11, availableLoaded: loaded })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?entityId=${product.id}&action=product.update`, headers: admin.auth });
    const [entry, ...others] = auditPageSchema.parse(res.json()).data;
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ before: { available: 6 }, after: { available: 7 } });
  });
});

describe('admins editing the stock while shoppers reserve, pay and cancel', () => {
  it('loses no reservation and creates no unit', async () => {
    const startStock = 600;
    const product = await addTestProduct(t, { available: startStock, name: 'Raced Saw' });
    const shoppers = await createUsers(t, 10, (i) => `Racer ${i}`);
    const cartShoppers = shoppers.slice(8);
    let adminsDone = false;
    let shoppersDone = false;
    const errors: string[] = [];

    // Each shopper places orders one after another, at least 5 and on until the admins are done (at
    // most 30): some are paid (sold), some cancelled (units back); two go through the cart's checkout.
    let placedCount = 0;
    let onPlaced: (() => void)[] = [];
    const notePlaced = () => {
      placedCount++;
      for (const wake of onPlaced) wake();
      onPlaced = [];
    };
    const nextPlacement = () => new Promise<void>((resolve) => onPlaced.push(resolve));

    async function shop(shopper: TestUser, s: number) {
      for (let i = 0; i < 30 && (i < 5 || !adminsDone); i++) {
        const quantity = 1 + ((s + i) % 3);
        if (cartShoppers.includes(shopper)) {
          const line = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${product.id}`, headers: shopper.auth, payload: { quantity } });
          if (line.statusCode !== 200) errors.push(`cart line ${line.statusCode} ${line.body}`);
          const checkout = await t.app.inject({
            method: 'POST',
            url: '/api/checkout',
            headers: shopper.auth,
            payload: { phone: '+1 555 0100', shipping: { line1: '12 Sawmill Road', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' } },
          });
          if (checkout.statusCode !== 201) errors.push(`checkout ${checkout.statusCode} ${checkout.body}`);
          else notePlaced();
          continue;
        }
        const res = await postOrder(t, shopper, product.id, quantity);
        if (res.statusCode !== 201) {
          errors.push(`order ${res.statusCode} ${res.body}`);
          continue;
        }
        notePlaced();
        const orderId = res.json().insertedId as string;
        if (i % 4 === 1) {
          const secret = (await createIntent(t, shopper, orderId)).json().clientSecret as string;
          const intentId = (await confirmSandbox(t, shopper, secret)).json().paymentIntent.id as string;
          const paid = await payOrder(t, shopper, orderId, intentId);
          if (paid.statusCode !== 200) errors.push(`pay ${paid.statusCode} ${paid.body}`);
        } else if (i % 5 === 2) {
          const deleted = await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: shopper.auth });
          if (deleted.statusCode !== 200) errors.push(`delete ${deleted.statusCode} ${deleted.body}`);
        }
      }
    }

    // Two admins, each loading the product, waiting until an order lands, then saving the stock
    // it showed plus or minus a few: the save always meets a reservation made after its load.
    const changes = [7, -4, 12, -9, 3, -2, 15, -11];
    let applied = 0;
    let savesThatMetAnOrder = 0;
    async function edit(a: number) {
      for (let round = 0; round < 8; round++) {
        const loaded = (await loadProduct(product.id)).available;
        const before = placedCount;
        while (placedCount === before && !shoppersDone) await nextPlacement();
        const change = changes[(round + a * 3) % changes.length]!;
        const res = await patchProduct(product.id, { available: loaded + change, availableLoaded: loaded });
        if (res.statusCode !== 200) {
          errors.push(`edit ${res.statusCode} ${res.body}`);
          continue;
        }
        applied += change;
        if (productSchema.parse(res.json()).available !== loaded + change) savesThatMetAnOrder++;
      }
    }

    await Promise.all([
      Promise.all(shoppers.map((shopper, s) => shop(shopper, s))).finally(() => {
        shoppersDone = true; // an admin still waiting for an order saves without one
        for (const wake of onPlaced) wake();
      }),
      Promise.all([edit(0), edit(1)]).finally(() => {
        adminsDone = true;
      }),
    ]);
    expect(errors).toEqual([]);

    // What the shoppers' own order lists say they hold (the specification's GET /order?email).
    let reserved = 0;
    let sold = 0;
    let orderCount = 0;
    for (const shopper of shoppers) {
      const res = await t.app.inject({ method: 'GET', url: `/api/order?email=${encodeURIComponent(shopper.email)}`, headers: shopper.auth });
      for (const order of orderListResponseSchema.parse(res.json()).data) {
        if (order.productId !== product.id) continue;
        orderCount++;
        if (order.status === 'Pending') reserved += order.totalQuantity;
        else if (isPaidStatus(order.status)) sold += order.totalQuantity;
      }
    }
    expect(orderCount).toBeGreaterThanOrEqual(40); // 5 rounds each at least, one of them cancelled
    expect(sold).toBeGreaterThan(0);
    expect(await stockOf(t, product.id)).toBe(startStock + applied - reserved - sold);
    // Saves that found the stock changed since their load: an absolute write would have undone those reservations.
    expect(savesThatMetAnOrder).toBeGreaterThan(0);
  });
});
