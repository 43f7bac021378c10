// The cart on the server: lines per user and product, the order quantity rules, the visitor merge.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, errorBodySchema } from '@store/contract';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct, errorOf, setTestStock } from '../../../test/order-fixtures';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t, { name: 'Ann Cart' });
  bob = await createUser(t, { name: 'Bob Cart' });
});
afterAll(() => t.close());

const put = (user: TestUser, productId: string, quantity: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: user.auth, payload: { quantity } });
const getCart = async (user: TestUser) => cartSchema.parse((await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json());

describe('the signed-in cart', () => {
  it('adds, changes and removes lines, with the total computed from current prices', async () => {
    const user = await createUser(t);
    const saw = await addTestProduct(t, { priceCents: 12_999, minOrderQuantity: 2 });
    const blade = await addTestProduct(t, { priceCents: 1_050, name: 'Blade' });
    expect((await put(user, saw.id, 2)).statusCode).toBe(200);
    const res = await put(user, blade.id, 3);
    expect(res.statusCode).toBe(200);
    const cart = cartSchema.parse(res.json());
    expect(cart.lines.map((l) => [l.name, l.quantity])).toEqual([['Test Saw', 2], ['Blade', 3]]);
    expect(cart.lines[0]).toMatchObject({ productId: saw.id, price: 129.99, priceMoney: { amount: 12_999, currency: 'USD' }, minOrderQuantity: 2, available: 10, slug: saw.slug });
    expect(cart).toMatchObject({ totalPrice: 291.48, totalPriceMoney: { amount: 29_148, currency: 'USD' } });
    // Setting again replaces the quantity: one line per product.
    expect(cartSchema.parse((await put(user, blade.id, 1)).json()).lines).toHaveLength(2);
    expect((await getCart(user)).totalPrice).toBe(270.48);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/lines/${saw.id}`, headers: user.auth });
    expect(cartSchema.parse(removed.json()).lines.map((l) => l.productId)).toEqual([blade.id]);
    // The cart belongs to its user only.
    expect((await getCart(bob)).lines).toEqual([]);
  });

  it('refuses quantities outside [minimum order, available] with the customer’s messages, and malformed input', async () => {
    const product = await addTestProduct(t, { available: 5, minOrderQuantity: 2 });
    const below = await put(ann, product.id, 1);
    expect(below.statusCode).toBe(400);
    expect(errorOf(below).message).toBe('Minimum Order is 2');
    const above = await put(ann, product.id, 6);
    expect(above.statusCode).toBe(400);
    expect(errorOf(above).fields).toEqual({ quantity: 'Maximum Order is 5' });
    for (const quantity of [0, -1, 2.5, '3', null]) {
      const res = await put(ann, product.id, quantity);
      expect(res.statusCode, String(quantity)).toBe(400);
      errorBodySchema.parse(res.json());
    }
    expect((await put(ann, '00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    expect((await put(ann, 'not-an-id', 1)).statusCode).toBe(400);
    expect((await getCart(ann)).lines.find((l) => l.productId === product.id)).toBeUndefined();
  });

  it('shows the product as it is now: a line whose stock fell below it is kept for the page to flag', async () => {
    const user = await createUser(t);
    const product = await addTestProduct(t, { available: 5 });
    await put(user, product.id, 4);
    await setTestStock(t, product.id, 2);
    expect((await getCart(user)).lines[0]).toMatchObject({ quantity: 4, available: 2 });
  });

  it('keeps a line of an archived product as no longer sold, to remove; then checkout works', async () => {
    const user = await createUser(t);
    const kept = await addTestProduct(t, { priceCents: 2_000, name: 'Kept Saw' });
    const gone = await addTestProduct(t, { priceCents: 5_000, name: 'Gone Saw' });
    await put(user, kept.id, 1);
    await put(user, gone.id, 2);
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone.id));

    const cart = await getCart(user);
    expect(cart.lines.map((l) => [l.name, l.noLongerSold])).toEqual([['Kept Saw', false], ['Gone Saw', true]]);
    expect(cart.lines[1]).toMatchObject({ productId: gone.id, quantity: 2, available: 0 });
    expect(cart.totalPrice).toBe(20); // the line no longer sold is left out
    // A visitor's cart shows it the same way.
    const quote = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId: gone.id, quantity: 1 }] } });
    expect(cartSchema.parse(quote.json())).toMatchObject({ lines: [{ productId: gone.id, noLongerSold: true }], totalPrice: 0 });

    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: user.auth,
        payload: { phone: '+1 555 0100', shipping: { line1: '1 Road', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' } },
      });
    const refused = await checkout();
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).fields).toEqual({ [gone.id]: 'No longer sold' });
    // The line the page shows can be removed, and the cart then checks out.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/lines/${gone.id}`, headers: user.auth });
    expect(cartSchema.parse(removed.json()).lines.map((l) => l.productId)).toEqual([kept.id]);
    const placed = await checkout();
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await getCart(user)).lines).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });
});

describe('a visitor’s cart', () => {
  it('is priced without being stored (quote), duplicates and unknown products dropped', async () => {
    const product = await addTestProduct(t, { priceCents: 2_500 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { lines: [{ productId: product.id, quantity: 2 }, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(cartSchema.parse(res.json())).toMatchObject({ totalPrice: 50, lines: [{ productId: product.id, quantity: 2 }] });
    const tooMany = Array.from({ length: 51 }, () => ({ productId: product.id, quantity: 1 }));
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: tooMany } })).statusCode).toBe(400);
  });

  it('merges into the account at sign-in: sums capped at the stock, new lines added', async () => {
    const user = await createUser(t);
    const both = await addTestProduct(t, { available: 5 });
    const onlyVisitor = await addTestProduct(t, { available: 10, minOrderQuantity: 3 });
    await put(user, both.id, 3);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: user.auth,
      payload: { lines: [{ productId: both.id, quantity: 4 }, { productId: onlyVisitor.id, quantity: 3 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(cartSchema.parse(res.json()).lines.map((l) => [l.productId, l.quantity])).toEqual([
      [both.id, 5],
      [onlyVisitor.id, 3],
    ]);
    // Merging the same lines again (a second tab signing in) still never passes the stock.
    await t.app.inject({ method: 'POST', url: '/api/cart/merge', headers: user.auth, payload: { lines: [{ productId: both.id, quantity: 4 }] } });
    expect((await getCart(user)).lines[0]!.quantity).toBe(5);
  });
});
