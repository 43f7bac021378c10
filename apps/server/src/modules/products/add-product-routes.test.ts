import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, insertedIdSchema, messages, productListSchema, productSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  shopper = await createUser(t);
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

const valid = {
  name: 'Kerfline PS-12 Panel Saw',
  description: 'A wall-mounted panel saw for sheet goods up to 1.6 m wide.',
  price: 1249.5,
  available: 12,
  minOrderQuantity: 1,
  img: 'https://cdn.example.com/panel-saw.png',
};

const httpOnly = 'Photo URL must start with http:// or https://';

const postProduct = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/product', headers, payload: body as object });

async function productCount() {
  return productListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/product' })).json()).length;
}

describe('POST /api/product access', () => {
  it('refuses a visitor (401) and a signed-in user (403) and stores nothing', async () => {
    const before = await productCount();
    const visitor = await postProduct(valid);
    expect(visitor.statusCode).toBe(401);
    expect(errorBodySchema.parse(visitor.json()).error.code).toBe('unauthorized');
    const user = await postProduct(valid, shopper.auth);
    expect(user.statusCode).toBe(403);
    expect(errorBodySchema.parse(user.json()).error.code).toBe('forbidden');
    expect(await productCount()).toBe(before);
  });

  it('lets an admin add a product (201 with insertedId) that then heads the newest-first list', async () => {
    const res = await postProduct({ ...valid, name: `  ${valid.name}  ` }, admin.auth);
    expect(res.statusCode).toBe(201);
    const { insertedId } = insertedIdSchema.parse(res.json());

    const one = await t.app.inject({ method: 'GET', url: `/api/product/${insertedId}` });
    expect(productSchema.parse(one.json())).toEqual({
      _id: insertedId,
      ...valid,
      // Beyond the original app: the exact price, a slug from the name, the picture as the gallery, no category or specs.
      priceMoney: { amount: 124_950, currency: 'USD' },
      slug: 'kerfline-ps-12-panel-saw',
      images: [valid.img],
      category: null,
      specs: {},
      // Its versions at once (one here): the lowest and highest price, the units, orderable now.
      priceRange: { min: { amount: 124_950, currency: 'USD' }, max: { amount: 124_950, currency: 'USD' } },
      availableTotal: valid.available,
      orderable: true,
      // Sold in one version: its default variant, with the product's price and stock, its SKU the slug in capitals.
      options: [],
      variants: [
        expect.objectContaining({
          sku: 'KERFLINE-PS-12-PANEL-SAW',
          priceMoney: { amount: 124_950, currency: 'USD' },
          available: valid.available,
          minOrderQuantity: valid.minOrderQuantity,
          options: {},
        }),
      ],
    });
    const [newest] = productListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/product?sort=newest' })).json(),
    );
    expect(newest!._id).toBe(insertedId);
  });
});

describe('POST /api/product validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string?]> = [
    ['a negative price', { price: -5 }, 'price'],
    ['a zero price', { price: 0 }, 'price'],
    ['a price with 3 decimals', { price: 10.125 }, 'price', 'Price has at most 2 decimals'],
    ['a price that is not a whole number of cents', { price: 0.1 + 0.2 }, 'price', 'Price has at most 2 decimals'],
    ['a price as text', { price: '12' }, 'price', messages.productPriceRequired],
    ['a fractional quantity', { available: 2.5 }, 'available'],
    ['a negative quantity', { available: -1, minOrderQuantity: 1 }, 'available'],
    ['a minimum order of 0', { minOrderQuantity: 0 }, 'minOrderQuantity'],
    ['a minimum order above the available quantity', { available: 3, minOrderQuantity: 4 }, 'minOrderQuantity'],
    ['a javascript: photo URL', { img: 'javascript:alert(1)' }, 'img', httpOnly],
    ['an ftp: photo URL', { img: 'ftp://files.example.com/saw.png' }, 'img', httpOnly],
    ['a data: photo URL', { img: 'data:image/png;base64,AAAA' }, 'img', httpOnly],
    ['a site path as photo URL', { img: '/images/products/jig-saw.svg' }, 'img', httpOnly],
    ['a blank name', { name: '   ' }, 'name', messages.productNameRequired],
    ['an empty description', { description: '' }, 'description', messages.productDescriptionRequired],
    ['an empty photo URL', { img: '' }, 'img', messages.productImgRequired],
  ];
  it.each(cases)('refuses %s with 400 naming the field', async (_label, change, field, message) => {
    const before = await productCount();
    const res = await postProduct({ ...valid, ...change }, admin.auth);
    expect(res.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(res.json());
    expect(error.code).toBe('bad_request');
    expect(error.fields).toHaveProperty(field);
    if (message) expect(error.fields![field]).toBe(message);
    expect(await productCount()).toBe(before);
  });

  it("names every missing field with its own 'is Required' message", async () => {
    const res = await postProduct({}, admin.auth);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toEqual({
      name: messages.productNameRequired,
      description: messages.productDescriptionRequired,
      price: messages.productPriceRequired,
      available: messages.productAvailableRequired,
      minOrderQuantity: messages.productMinOrderRequired,
      img: messages.productImgRequired,
    });
  });

  it('keeps markup in a description as plain text', async () => {
    const description = '<b>Bold</b> <script>alert(1)</script>';
    const res = await postProduct({ ...valid, description }, admin.auth);
    expect(res.statusCode).toBe(201);
    const { insertedId } = insertedIdSchema.parse(res.json());
    const one = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${insertedId}` })).json());
    expect(one.description).toBe(description);
  });
});
