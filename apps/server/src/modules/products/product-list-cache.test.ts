import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { productListSchema, productSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/users';
import { addTestProduct, placeTestOrder } from '../../../test/order-fixtures';
import { products } from '../../db/schema/index';
import zlib from 'node:zlib';
import { preferredEncoding, type PreparedJson } from '../../http/prepared-json';
import { ProductListCache } from './product-list-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PRODUCT_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

/** The JSON a prepared answer carries. */
const parsed = (prepared: PreparedJson | undefined) => JSON.parse(prepared!.body.toString());
const list = async (url = '/api/product') => productListSchema.parse((await t.app.inject({ method: 'GET', url })).json());

describe('ProductListCache', () => {
  it('answers from memory: a change behind its back is not seen until changed()', async () => {
    let now = 1_000;
    const cache = new ProductListCache(t.db, 5_000, () => now);
    const before = parsed(await cache.list('oldest')) as { _id: string; available: number }[];
    const first = before[0]!;
    await t.db.update(products).set({ available: first.available + 7 }).where(eq(products.id, first._id));
    expect(parsed(await cache.one(first._id)).available).toBe(first.available);
    cache.changed();
    expect(parsed(await cache.one(first._id)).available).toBe(first.available + 7);
    await t.db.update(products).set({ available: first.available }).where(eq(products.id, first._id));
    // ...and a change made by another instance shows once the lifetime has passed.
    now += 5_001;
    expect(parsed(await cache.one(first._id)).available).toBe(first.available);
  });

  it('belongs to one app: a change signalled to one catalogue never drops another’s snapshot', async () => {
    const mine = new ProductListCache(t.db, 60_000);
    const other = new ProductListCache(t.db, 60_000);
    await Promise.all([mine.list('oldest'), other.list('oldest')]);
    mine.changed();
    expect(mine.fresh()).toBeUndefined();
    expect(other.fresh()).toBeDefined();
    expect(t.app.productCatalog).toBeInstanceOf(ProductListCache);
  });

  it('serves newest first as the exact reverse, and the same bytes as the uncached route', async () => {
    const cache = new ProductListCache(t.db, 60_000);
    const oldest = parsed(await cache.list('oldest')) as unknown[];
    expect(parsed(await cache.list('newest'))).toEqual([...oldest].reverse());
    const uncached = await createTestApp({ seed: true, env: { PRODUCT_CACHE_TTL_MS: '0' } });
    try {
      const res = await uncached.app.inject({ method: 'GET', url: '/api/product?sort=newest' });
      const strip = (l: { _id?: string }[]) => l.map(({ _id, ...rest }) => rest);
      expect(strip(parsed(await cache.list('newest')))).toEqual(strip(res.json()));
    } finally {
      await uncached.close();
    }
  });

  it('shares one query among concurrent misses', async () => {
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
    expect((await cache.list('oldest')).body.equals(answers[1]!.body)).toBe(true);
  });

  it('never hands a request that comes after a write the answer of a query started before it', async () => {
    const cache = new ProductListCache(t.db, 60_000);
    const [target] = parsed(await cache.list('oldest')) as { _id: string; available: number }[];
    cache.changed();
    const early = cache.one(target!._id); // starts a query before the write below
    await t.db.update(products).set({ available: sql`${products.available} + 1` }).where(eq(products.id, target!._id));
    cache.changed();
    const late = await cache.one(target!._id);
    expect(parsed(late).available).toBe(target!.available + 1);
    await early;
    expect(parsed(await cache.one(target!._id)).available).toBe(target!.available + 1);
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

describe('compression of the cached answers', () => {
  it('sends brotli or gzip as the client prefers, bytes made once per fill, and plain JSON otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/product' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/product', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    const identity = await t.app.inject({ method: 'GET', url: '/api/product', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('br;q=0, *;q=0.3')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0,gzip;q=0')).toBeUndefined();
  });
});

describe('the cached list follows stock moved by orders', () => {
  it('shows stock taken by an order and given back when the unpaid order is deleted', async () => {
    const product = await addTestProduct(t, { available: 20 });
    t.app.productCatalog.changed(); // the test inserted the row directly
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
