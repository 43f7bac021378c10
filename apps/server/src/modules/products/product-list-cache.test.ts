import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { productListSchema, productSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/users';
import { addTestProduct, placeTestOrder } from '../../../test/order-fixtures';
import { products } from '../../db/schema/index';
import { ProductListCache, productsChanged } from './product-list-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PRODUCT_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const list = async (url = '/api/product') => productListSchema.parse((await t.app.inject({ method: 'GET', url })).json());

describe('ProductListCache', () => {
  it('answers from memory: a change behind its back is not seen until productsChanged()', async () => {
    let now = 1_000;
    const cache = new ProductListCache(t.db, 5_000, () => now);
    const before = JSON.parse(await cache.list('oldest')) as { _id: string; available: number }[];
    const first = before[0]!;
    await t.db.update(products).set({ available: first.available + 7 }).where(eq(products.id, first._id));
    expect(JSON.parse((await cache.one(first._id))!).available).toBe(first.available);
    productsChanged();
    expect(JSON.parse((await cache.one(first._id))!).available).toBe(first.available + 7);
    await t.db.update(products).set({ available: first.available }).where(eq(products.id, first._id));
    // ...and a change made by another instance shows once the lifetime has passed.
    now += 5_001;
    expect(JSON.parse((await cache.one(first._id))!).available).toBe(first.available);
    productsChanged();
  });

  it('serves newest first as the exact reverse, and the same bytes as the uncached route', async () => {
    const cache = new ProductListCache(t.db, 60_000);
    const oldest = JSON.parse(await cache.list('oldest')) as unknown[];
    expect(JSON.parse(await cache.list('newest'))).toEqual([...oldest].reverse());
    const uncached = await createTestApp({ seed: true, env: { PRODUCT_CACHE_TTL_MS: '0' } });
    try {
      const res = await uncached.app.inject({ method: 'GET', url: '/api/product?sort=newest' });
      const strip = (l: { _id?: string }[]) => l.map(({ _id, ...rest }) => rest);
      expect(strip(JSON.parse(await cache.list('newest')))).toEqual(strip(res.json()));
    } finally {
      await uncached.close();
    }
  });

  it('shares one query among concurrent misses', async () => {
    productsChanged();
    const cache = new ProductListCache(t.db, 60_000);
    let queries = 0;
    const counting = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'select') queries++;
        return Reflect.get(target, prop, receiver);
      },
    });
    const shared = new ProductListCache(counting, 60_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => shared.list(i % 2 ? 'oldest' : 'newest')));
    expect(queries).toBe(1);
    expect(new Set(answers).size).toBe(2);
    expect(await cache.list('oldest')).toBe(answers[1]);
  });

  it('never hands a request that comes after a write the answer of a query started before it', async () => {
    productsChanged();
    const cache = new ProductListCache(t.db, 60_000);
    const [target] = JSON.parse(await cache.list('oldest')) as { _id: string; available: number }[];
    productsChanged();
    const early = cache.one(target!._id); // starts a query before the write below
    await t.db.update(products).set({ available: sql`${products.available} + 1` }).where(eq(products.id, target!._id));
    productsChanged();
    const late = await cache.one(target!._id);
    expect(JSON.parse(late!).available).toBe(target!.available + 1);
    await early;
    expect(JSON.parse((await cache.one(target!._id))!).available).toBe(target!.available + 1);
  });
});

describe('GET /api/product with the cache on', () => {
  it('sends the list and single products in the contract shape, with the JSON content type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const all = productListSchema.parse(res.json());
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${all[0]!._id}` });
    expect(one.headers['content-type']).toMatch(/^application\/json/);
    expect(productSchema.parse(one.json())).toEqual(all[0]);
  });

  it('shows a product an admin adds at once', async () => {
    await list(); // warm the cache
    const admin = await createUser(t, { admin: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.auth,
      payload: {
        name: 'Cache Test Saw',
        description: 'A saw that proves the list is fresh.',
        price: 12.5,
        available: 9,
        minOrderQuantity: 1,
        img: 'https://images.example/saw.jpg',
      },
    });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json() as { insertedId: string };
    expect((await list()).map((p) => p._id)).toContain(insertedId);
    expect((await list('/api/product?sort=newest'))[0]!._id).toBe(insertedId);
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${insertedId}` });
    expect(one.statusCode).toBe(200);
  });

  it('finds a product added by another instance (not in this cache yet) and still answers 404 for unknown ids', async () => {
    await list();
    const [row] = await t.db
      .insert(products)
      .values({ name: 'Elsewhere', description: 'Added by another instance', img: '/x.jpg', priceCents: 100, available: 1 })
      .returning({ id: products.id });
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${row!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().name).toBe('Elsewhere');
    const missing = await t.app.inject({ method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the cached list follows stock moved by orders', () => {
  it('shows stock taken by an order and given back when the unpaid order is deleted', async () => {
    const product = await addTestProduct(t, { available: 20 });
    productsChanged(); // the test inserted the row directly
    const shopper = await createUser(t);
    const stock = async () => productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).json()).available;
    const inList = async () => (await list()).find((p) => p._id === product.id)!.available;
    expect(await stock()).toBe(20);
    const orderId = await placeTestOrder(t, shopper, product.id, 3);
    expect(await stock()).toBe(17);
    expect(await inList()).toBe(17);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: shopper.auth });
    expect(del.statusCode).toBe(200);
    expect(await stock()).toBe(20);
    expect(await inList()).toBe(20);
  });
});
