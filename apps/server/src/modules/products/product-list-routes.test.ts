// GET /api/product as a catalogue grows: limit, keyset cursor, sorts, search, category, inStock,
// Link and X-Total-Count; on PGlite or PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, isOutOfStock, productListSchema, type Product } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addBulkProducts } from '../../../test/catalogue-fixtures';
import { addTestProduct } from '../../../test/order-fixtures';
import { demoProducts } from '../../db/demo-data';

let t: TestApp;
let bulk: string[];
const BULK = 230;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PRODUCT_CACHE_TTL_MS: '60000' } });
  bulk = await addBulkProducts(t, BULK);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const page = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { res, list: productListSchema.parse(res.json()) };
};

/** The URL of the `Link: <…>; rel="next"` header, or undefined on the last page. */
function nextLink(headers: Record<string, unknown>): string | undefined {
  const link = headers.link as string | undefined;
  if (!link) return undefined;
  const m = /^<([^>]+)>; rel="next"$/.exec(link);
  expect(m, link).not.toBeNull();
  return m![1];
}

/** Every product of a list, following `next` links page by page. */
async function walk(url: string): Promise<{ items: Product[]; pages: number }> {
  const items: Product[] = [];
  let pages = 0;
  for (let next: string | undefined = url; next; pages++) {
    const { res, list } = await page(next);
    items.push(...list);
    next = nextLink(res.headers);
    expect(pages).toBeLessThan(100);
  }
  return { items, pages };
}

const total = demoProducts.length + BULK;

describe('limit, Link and X-Total-Count', () => {
  it('a call without limit gets at most 100 products, oldest first, with a next link and the total', async () => {
    const { res, list } = await page('/api/product');
    expect(list).toHaveLength(100);
    expect(list.slice(0, demoProducts.length).map((p) => p.name)).toEqual(demoProducts.map((p) => p.name));
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(nextLink(res.headers)).toMatch(/^\/api\/product\?limit=100&sort=oldest&cursor=[\w-]+$/);
  });

  it('limit=3 answers the three oldest (what the landing page shows)', async () => {
    const { res, list } = await page('/api/product?limit=3');
    expect(list.map((p) => p.name)).toEqual(demoProducts.slice(0, 3).map((p) => p.name));
    expect(res.headers['x-total-count']).toBe(String(total));
  });

  it('the last page carries no next link', async () => {
    const { res, list } = await page('/api/product?category=jigsaws');
    expect(list.length).toBeGreaterThan(0);
    expect(res.headers.link).toBeUndefined();
    expect(res.headers['x-total-count']).toBe(String(list.length));
  });

  it.each(['0', '101', '2.5', 'ten', '-1'])('refuses limit=%s with 400 naming the field', async (limit) => {
    const res = await get(`/api/product?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('limit');
  });

  it.each([
    ['sort', 'sort=cheapest'],
    ['category', 'category=Not%20A%20Slug'],
    ['inStock', 'inStock=yes'],
    ['q', 'q=%20%20'],
    ['q', 'q=saw%07'],
    ['cursor', 'cursor=not-a-cursor'],
  ])('refuses a bad %s with 400 in the error shape (%s)', async (field, query) => {
    const res = await get(`/api/product?${query}`);
    expect(res.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(res.json());
    expect(error.code).toBe('bad_request');
    expect(error.fields).toHaveProperty(field);
  });

  it('refuses a cursor made for another sort', async () => {
    const { res } = await page('/api/product?limit=5&sort=newest');
    const cursor = new URL(nextLink(res.headers)!, 'http://x').searchParams.get('cursor')!;
    const other = await get(`/api/product?limit=5&sort=price-asc&cursor=${cursor}`);
    expect(other.statusCode).toBe(400);
    expect(errorBodySchema.parse(other.json()).error.fields).toHaveProperty('cursor');
  });
});

describe('keyset paging in every sort order', () => {
  const cmp = {
    oldest: () => 0, // checked against the full oldest-first list below
    newest: () => 0,
    'price-asc': (a: Product, b: Product) => a.price - b.price || (a._id < b._id ? -1 : 1),
    'price-desc': (a: Product, b: Product) => b.price - a.price || (a._id < b._id ? 1 : -1),
  };

  it.each(Object.keys(cmp) as (keyof typeof cmp)[])('sort=%s walks every product exactly once, in order', async (sort) => {
    const { items, pages } = await walk(`/api/product?limit=37&sort=${sort}`);
    expect(pages).toBe(Math.ceil(total / 37));
    expect(new Set(items.map((p) => p._id)).size).toBe(total);
    if (sort === 'oldest') expect(items.slice(demoProducts.length).map((p) => p._id)).toEqual(bulk);
    else if (sort === 'newest') expect(items.slice(0, BULK).map((p) => p._id)).toEqual([...bulk].reverse());
    else expect(items).toEqual([...items].sort(cmp[sort]));
  });

  it('sort=name walks every product once, in the database’s name order', async () => {
    const { items } = await walk('/api/product?limit=50&sort=name&category=bulk');
    expect(items).toHaveLength(BULK);
    const names = items.map((p) => p.name);
    // Bulk names differ only in letters and digits, which every collation orders alike.
    expect(names).toEqual([...names].sort());
  });

  it('is stable while products are added: no page repeats or skips a product', async () => {
    const first = await page('/api/product?limit=20&sort=newest&category=bulk');
    const added = await addTestProduct(t, { name: 'Bulk added meanwhile' });
    t.app.productCatalog.changed();
    const { items } = await walk(nextLink(first.res.headers)!);
    const seen = [...first.list, ...items].map((p) => p._id);
    expect(seen).toEqual([...bulk].reverse());
    expect(seen).not.toContain(added.id);
  });
});

describe('filters and search', () => {
  it('category keeps one category; inStock drops sold-out products', async () => {
    const { list } = await page('/api/product?category=jigsaws');
    expect(list.map((p) => p.name).sort()).toEqual(demoProducts.filter((p) => p.category === 'jigsaws').map((p) => p.name).sort());
    expect(list.every((p) => p.category?.slug === 'jigsaws')).toBe(true);
    const inStock = await page('/api/product?category=jigsaws&inStock=true');
    expect(inStock.list.length).toBe(list.filter((p) => !isOutOfStock(p)).length);
    expect(inStock.list.length).toBeLessThan(list.length);
    const bulkInStock = await page('/api/product?category=bulk&inStock=true&limit=1');
    expect(bulkInStock.res.headers['x-total-count']).toBe(String(BULK - Math.ceil(BULK / 10)));
  });

  it('an unknown category matches nothing', async () => {
    const { res, list } = await page('/api/product?category=chainsaws');
    expect(list).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('finds words in names first, then in descriptions and specifications', async () => {
    const { list } = await page('/api/product?q=mitre');
    const names = list.map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(4);
    // Every name match ranks above the products whose description only mentions a mitre saw.
    const nameHits = names.filter((n) => /mitre/i.test(n));
    expect(names.slice(0, nameHits.length)).toEqual(nameHits);
    expect(names.length).toBeGreaterThan(nameHits.length);
    // Stemming: 'resawing' in a description matches 'resaw'.
    expect((await page('/api/product?q=resaw')).list.map((p) => p.name)).toContain('Kerfline BS-500 Floor Band Saw');
    // A specification value: the 14 inch band saw's 152 mm cutting height.
    expect((await page('/api/product?q=152')).list.map((p) => p.name)).toContain('Kerfline BS-350 Benchtop Band Saw');
  });

  it('tolerates a typo in a name', async () => {
    const { list } = await page('/api/product?q=circlar');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => /circular/i.test(p.name))).toBe(true);
    // Ranked by the corrected words, as the same search typed right is.
    const typed = (await page('/api/product?q=floor%20band%20saw')).list.map((p) => p.name);
    expect((await page('/api/product?q=flor%20band%20saw')).list.map((p) => p.name)).toEqual(typed);
    expect(typed[0]).toBe('Kerfline BS-500 Floor Band Saw');
  });

  it('puts a product named exactly as searched first, typed in any case', async () => {
    for (const q of ['Kerfline BS-350 Benchtop Band Saw', 'kerfline bs-350 benchtop band saw']) {
      const { list } = await page(`/api/product?q=${encodeURIComponent(q)}`);
      expect(list[0]?.name, q).toBe('Kerfline BS-350 Benchtop Band Saw');
    }
  });

  it('combines search with category, inStock and an explicit sort, and pages through matches', async () => {
    const { list } = await page('/api/product?q=saw&category=circular-saws&sort=price-asc');
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((p) => p.category?.slug === 'circular-saws')).toBe(true);
    expect(list.map((p) => p.price)).toEqual([...list.map((p) => p.price)].sort((a, b) => a - b));
    const all = await walk('/api/product?q=walnut&limit=7');
    const everyBulk = (await walk('/api/product?category=bulk')).items;
    expect(all.items).toHaveLength(everyBulk.filter((p) => /walnut/.test(p.name) || /walnut/.test(p.description)).length);
    expect(new Set(all.items.map((p) => p._id)).size).toBe(all.items.length);
    expect(all.items.every((p) => /walnut/.test(p.name) || /walnut/.test(p.description))).toBe(true);
  });

  it('inStock also drops a product whose minimum order no longer fits (the shop shows it sold out)', async () => {
    await addTestProduct(t, { name: 'Stock rule fits', available: 4, minOrderQuantity: 4 });
    await addTestProduct(t, { name: 'Stock rule short', available: 3, minOrderQuantity: 4 });
    t.app.productCatalog.changed();
    const names = async (url: string) => (await page(url)).list.map((p) => p.name).sort();
    expect(await names('/api/product?q=stock%20rule')).toEqual(['Stock rule fits', 'Stock rule short']);
    expect(await names('/api/product?q=stock%20rule&inStock=true')).toEqual(['Stock rule fits']);
  });
});
