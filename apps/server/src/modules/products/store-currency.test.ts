// A store in another currency (STORE_CURRENCY): prices are whole minor units of it on the way in,
// and every answer carries the exact amount with its code beside SPEC's decimal number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, errorBodySchema, insertedIdSchema, productSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { STORE_CURRENCY: 'JPY' } });
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

const saw = {
  name: 'Kerfline TS-254 Table Saw',
  description: 'A table saw.',
  price: 158_000,
  available: 12,
  minOrderQuantity: 1,
  img: 'https://cdn.example.com/table-saw.png',
};
const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/product', headers: admin.auth, payload: body });

describe('a store in yen', () => {
  it('keeps and answers prices in yen: SPEC’s number and the exact amount with its code', async () => {
    const res = await post(saw);
    expect(res.statusCode).toBe(201);
    const { insertedId } = insertedIdSchema.parse(res.json());
    const product = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${insertedId}` })).json());
    expect(product).toMatchObject({ price: 158_000, priceMoney: { amount: 158_000, currency: 'JPY' } });

    const repriced = await t.app.inject({ method: 'PATCH', url: `/api/product/${insertedId}`, headers: admin.auth, payload: { price: 99_990 } });
    expect(productSchema.parse(repriced.json()).priceMoney).toEqual({ amount: 99_990, currency: 'JPY' });

    const quote = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId: insertedId, quantity: 3 }] } });
    expect(cartSchema.parse(quote.json())).toMatchObject({
      totalPrice: 299_970,
      totalPriceMoney: { amount: 299_970, currency: 'JPY' },
      lines: [{ price: 99_990, priceMoney: { amount: 99_990, currency: 'JPY' } }],
    });
  });

  it('refuses a fraction of a yen with 400 naming the price, on add and on change', async () => {
    const res = await post({ ...saw, name: 'Kerfline Fraction Saw', price: 1999.5 });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toEqual({ price: 'Price is a whole number' });
    const { insertedId } = insertedIdSchema.parse((await post({ ...saw, name: 'Kerfline Whole Saw' })).json());
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/product/${insertedId}`, headers: admin.auth, payload: { price: 0.1 + 0.2 } });
    expect(patch.statusCode).toBe(400);
    expect(errorBodySchema.parse(patch.json()).error.fields).toEqual({ price: 'Price is a whole number' });
  });

  it('an empty cart totals nothing in the store’s currency', async () => {
    const quote = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [] } });
    expect(cartSchema.parse(quote.json())).toEqual({ lines: [], totalPrice: 0, totalPriceMoney: { amount: 0, currency: 'JPY' } });
  });
});
