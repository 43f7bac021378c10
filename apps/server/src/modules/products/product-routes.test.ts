import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, productListSchema, productSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoProducts } from '../../db/demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('GET /api/product', () => {
  it('lists every product in the JSON shape of docs/product/catalogue.md, oldest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product' });
    expect(res.statusCode).toBe(200);
    const list = productListSchema.parse(res.json());
    expect(list).toHaveLength(demoProducts.length);
    expect(list.map((p) => p.name)).toEqual(demoProducts.map((p) => p.name));
    expect(list[0]).toEqual({
      _id: expect.any(String),
      name: demoProducts[0].name,
      img: demoProducts[0].img,
      price: 129.99,
      priceMoney: { amount: demoProducts[0].priceCents, currency: 'USD' },
      description: demoProducts[0].description,
      available: demoProducts[0].available,
      minOrderQuantity: demoProducts[0].minOrderQuantity,
      slug: 'kerfline-cs-185-circular-saw',
      images: demoProducts[0].images,
      specs: demoProducts[0].specs,
      category: { _id: expect.any(String), slug: 'circular-saws', name: 'Circular saws' },
      // Over its live versions (however many the demo gives it): from the default's price at most.
      priceRange: { min: { amount: expect.any(Number), currency: 'USD' }, max: { amount: expect.any(Number), currency: 'USD' } },
      availableTotal: expect.any(Number),
      orderable: true,
    });
    expect(list[0]!.priceRange!.min.amount).toBeLessThanOrEqual(demoProducts[0].priceCents);
    expect(list[0]!.availableTotal).toBeGreaterThanOrEqual(demoProducts[0].available);
  });

  it('sorts newest first on request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product?sort=newest' });
    expect(res.json().map((p: { name: string }) => p.name)).toEqual(demoProducts.map((p) => p.name).reverse());
  });

  it('refuses an unknown sort with 400 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product?sort=cheapest' });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe('bad_request');
    expect(body.error.fields).toHaveProperty('sort');
  });
});

describe('GET /api/product/:id', () => {
  it('returns one product', async () => {
    const [first] = productListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/product' })).json());
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${first!._id}` });
    expect(res.statusCode).toBe(200);
    // One product's read adds its options and variants to what a list shows.
    const { options, variants, ...summary } = productSchema.parse(res.json());
    expect(summary).toEqual(first);
    expect(Array.isArray(options)).toBe(true);
    // Its default version, first, carries the price and stock the list shows.
    expect(variants?.[0]).toMatchObject({ priceMoney: first!.priceMoney, available: first!.available });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).error.code).toBe('not_found');
    const malformed = await t.app.inject({ method: 'GET', url: "/api/product/1' or '1'='1" });
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.parse(malformed.json()).error.fields).toHaveProperty('id');
  });
});
