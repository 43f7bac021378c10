import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import zlib from 'node:zlib';
import { productListSchema, productSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/users';
import { addTestProduct, placeTestOrder } from '../../../test/order-fixtures';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { preferredEncoding } from '../../http/prepared-json';
import { ProductListCache, STALE_GRACE_MS } from './product-list-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PRODUCT_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const list = async (url = '/api/product') => productListSchema.parse((await t.app.inject({ method: 'GET', url })).json());

/** A loader that counts its calls and answers what `value` holds when called. */
function counter(initial: number) {
  const state = { value: initial, calls: 0, gate: Promise.resolve() };
  return Object.assign(state, {
    load: async () => {
      state.calls++;
      const answer = state.value;
      await state.gate;
      return answer;
    },
  });
}

describe('ProductListCache', () => {
  it('answers from memory until changed(), then reads again', async () => {
    const cache = new ProductListCache<number>(5_000, () => 1_000);
    const source = counter(1);
    expect(await cache.get('k', source.load)).toBe(1);
    source.value = 2;
    expect(await cache.get('k', source.load)).toBe(1);
    expect(source.calls).toBe(1);
    cache.changed();
    expect(cache.peek('k', source.load)).toBeUndefined();
    expect(await cache.get('k', source.load)).toBe(2);
  });

  it('serves a stale page at once and refreshes it in the background (stale-while-revalidate)', async () => {
    let now = 1_000;
    const cache = new ProductListCache<number>(5_000, () => now);
    const source = counter(1);
    await cache.get('k', source.load);
    source.value = 2;
    now += 5_001; // expired: another instance may have written
    expect(cache.peek('k', source.load)).toBe(1); // no waiting...
    expect(source.calls).toBe(2); // ...but the refresh has started
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(cache.peek('k', source.load)).toBe(2);
    // Too stale to serve (the refresh kept failing): the request waits for a fresh read.
    now += 5_001 + STALE_GRACE_MS + 1;
    source.value = 3;
    expect(cache.peek('k', source.load)).toBeUndefined();
    expect(await cache.get('k', source.load)).toBe(3);
  });

  it('shares one query among concurrent misses of a page', async () => {
    const cache = new ProductListCache<number>(60_000);
    const source = counter(7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source.load)));
    expect(source.calls).toBe(1);
    expect(new Set(answers)).toEqual(new Set([7]));
  });

  it('never hands a request that comes after a write the answer of a query started before it', async () => {
    const cache = new ProductListCache<number>(60_000);
    const source = counter(1);
    let open!: () => void;
    source.gate = new Promise((r) => (open = r));
    const early = cache.get('k', source.load); // reads 1, still running
    source.value = 2;
    source.gate = Promise.resolve();
    cache.changed();
    const late = cache.get('k', source.load);
    open();
    expect(await early).toBe(1);
    expect(await late).toBe(2);
    expect(await cache.get('k', source.load)).toBe(2);
  });

  it('runs one query per page at a time: a read after a write starts when the running one ends', async () => {
    const cache = new ProductListCache<number>(60_000);
    let running = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const load = async () => {
      most = Math.max(most, ++running);
      await gate;
      running--;
      return most;
    };
    const first = cache.get('k', load);
    cache.changed();
    const second = cache.get('k', load);
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(1); // the second read has not started
    open();
    await Promise.all([first, second]);
    expect(most).toBe(1);
  });

  it('refreshes a hot page once per ttl counted from the end of its read, however slow the read', async () => {
    let now = 0;
    const cache = new ProductListCache<number>(2_000, () => now);
    const source = counter(1);
    await cache.get('k', source.load);
    now = 2_001; // expired: a refresh starts, slower than the ttl
    let open!: () => void;
    source.gate = new Promise((r) => (open = r));
    for (let i = 0; i < 50; i++) expect(cache.peek('k', source.load)).toBe(1);
    expect(source.calls).toBe(2);
    now = 6_000; // the refresh took 4 s
    open();
    await new Promise((r) => setImmediate(r));
    now = 7_999; // fresh until 8,000: every request in between is served without a read
    for (let i = 0; i < 50; i++) cache.peek('k', source.load);
    expect(source.calls).toBe(2);
    now = 8_001;
    cache.peek('k', source.load);
    expect(source.calls).toBe(3);
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const cache = new ProductListCache<string>(60_000, Date.now, 3);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    cache.peek('a', async () => 'x'); // a is used again: b is now the oldest
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(3);
    expect(cache.peek('b', async () => 'x')).toBeUndefined();
    expect(cache.peek('a', async () => 'x')).toBe('a');
  });

  it('belongs to one app: a change signalled to one catalogue never drops another’s pages', async () => {
    const mine = new ProductListCache<number>(60_000);
    const other = new ProductListCache<number>(60_000);
    await Promise.all([mine.get('k', async () => 1), other.get('k', async () => 1)]);
    mine.changed();
    expect(mine.peek('k', async () => 2)).toBeUndefined();
    expect(other.peek('k', async () => 2)).toBe(1);
    expect(t.app.productCatalog).toBeInstanceOf(ProductListCache);
  });
});

describe('GET /api/product with the cache on', () => {
  it('sends pages and single products in the contract shape, the same bytes as the uncached route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product?sort=newest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const all = productListSchema.parse(res.json());
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${all[0]!._id}` });
    const { options: _options, variants: _variants, ...summary } = productSchema.parse(one.json());
    expect(summary).toEqual(all[0]);
    const uncached = await createTestApp({ seed: true, env: { PRODUCT_CACHE_TTL_MS: '0' } });
    try {
      const plain = await uncached.app.inject({ method: 'GET', url: '/api/product?sort=newest' });
      const strip = (l: { _id?: string; category?: unknown }[]) => l.map(({ _id, category: _category, ...rest }) => rest);
      expect(strip(plain.json())).toEqual(strip(res.json()));
      expect(plain.headers['x-total-count']).toBe(res.headers['x-total-count']);
    } finally {
      await uncached.close();
    }
  });

  it('shows a product an admin adds at once', async () => {
    await list('/api/product?sort=newest'); // warm the cache
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
    expect((await list('/api/product?sort=newest'))[0]!._id).toBe(insertedId);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${insertedId}` })).statusCode).toBe(200);
  });

  it('counts a list once: its later pages and its other orders reuse the count until a change', async () => {
    t.app.productCatalog.changed(); // start from nothing kept
    const first = await t.app.inject({ method: 'GET', url: '/api/product?limit=5&sort=price-asc' });
    const counted = Number(first.headers['x-total-count']);
    expect(counted).toBeGreaterThan(5);
    await addTestProduct(t, { name: 'Counted Later' }); // behind the app's back: no changed()
    const next = /^<([^>]+)>/.exec(String(first.headers.link))![1]!;
    const second = await t.app.inject({ method: 'GET', url: next });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-total-count']).toBe(String(counted));
    const otherOrder = await t.app.inject({ method: 'GET', url: '/api/product?limit=7&sort=name' });
    expect(otherOrder.headers['x-total-count']).toBe(String(counted));
    t.app.productCatalog.changed();
    const after = await t.app.inject({ method: 'GET', url: '/api/product?limit=7&sort=name' });
    expect(after.headers['x-total-count']).toBe(String(counted + 1));
  });

  it("reads a search's corrected words once per search, until a change", async () => {
    t.app.productCatalog.changed(); // start from nothing kept
    const catalog = t.app.productCatalog;
    for (const limit of [1, 2]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product?q=circlar&limit=${limit}` });
      expect(res.statusCode).toBe(200);
      expect(productListSchema.parse(res.json()).map((p) => p.name)).toContain('Kerfline CS-185 Circular Saw');
    }
    expect(catalog.corrections.size).toBe(1);
    expect(await catalog.keptReads(t.db).correct('circlar')).toBe('circular');
    // The word becomes one some product has, behind the app's back: the kept correction stands…
    await addTestProduct(t, { name: 'Circlar Cutter' });
    expect(await catalog.keptReads(t.db).correct('circlar')).toBe('circular');
    // …until a change through this app (or its lifetime) drops it.
    catalog.changed();
    expect(await catalog.keptReads(t.db).correct('circlar')).toBe('circlar');
  });

  it('keeps a single product as sent until a change, and never keeps a 404', async () => {
    const row = await addTestProduct(t, { name: 'Kept Once' });
    const url = `/api/product/${row.id}`;
    expect((await t.app.inject({ method: 'GET', url })).json().name).toBe('Kept Once');
    await t.db.update(products).set({ name: 'Renamed Behind' }).where(eq(products.id, row.id)); // no changed()
    expect((await t.app.inject({ method: 'GET', url })).json().name).toBe('Kept Once');
    t.app.productCatalog.changed();
    const fresh = await t.app.inject({ method: 'GET', url });
    expect(fresh.headers['content-type']).toMatch(/^application\/json/);
    expect(productSchema.parse(fresh.json()).name).toBe('Renamed Behind');
    const unknown = '00000000-0000-4000-8000-0000000000aa';
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${unknown}` })).statusCode).toBe(404);
    await addTestProduct(t, { id: unknown, name: 'Arrived Later' });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${unknown}` })).statusCode).toBe(200);
  });

  it('reads single products straight from the database: one added by another instance shows at once', async () => {
    const row = await addTestProduct(t, { name: 'Elsewhere' });
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${row.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().name).toBe('Elsewhere');
    const missing = await t.app.inject({ method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('compression of the prepared pages', () => {
  it('sends brotli or gzip as the client prefers (compressed off the event loop), and plain JSON otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/product' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const url of ['/api/product', `/api/product?limit=2&cursor=${linkCursor(await t.app.inject({ url: '/api/product?limit=2' }))}`]) {
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
        ['br;q=0, gzip;q=0.5', 'gzip', zlib.gunzipSync],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        const reference = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        if (reference.body.length < 1024) continue; // small pages go as they are
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString()).toBe(reference.body);
      }
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

/** The cursor of a page's `Link: <…>; rel="next"`. */
function linkCursor(res: { headers: Record<string, unknown> }): string {
  const link = String(res.headers.link);
  return new URL(link.slice(1, link.indexOf('>')), 'http://x').searchParams.get('cursor')!;
}

describe('the cached list follows stock moved by orders', () => {
  it('shows stock taken by an order and given back when the unpaid order is deleted', async () => {
    const product = await addTestProduct(t, { available: 20 });
    t.app.productCatalog.changed(); // the test inserted the row directly
    const shopper = await createUser(t);
    const stock = async () => productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).json()).available;
    const inList = async () => (await list('/api/product?sort=newest')).find((p) => p._id === product.id)!.available;
    expect(await inList()).toBe(20);
    const orderId = await placeTestOrder(t, shopper, product.id, 3);
    expect(await stock()).toBe(17);
    expect(await inList()).toBe(17);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: shopper.auth });
    expect(del.statusCode).toBe(200);
    expect(await stock()).toBe(20);
    expect(await inList()).toBe(20);
  });
});
