// GET /api/admin/product: admins' catalogue list (archived filter, low stock, search, keyset pages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductPageSchema, errorBodySchema, insertedIdSchema, type AdminProductPage } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { LOW_STOCK_THRESHOLD: '3' } });
  shopper = await createUser(t);
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const list = async (query: string): Promise<AdminProductPage> => {
  const res = await call('GET', `/api/admin/product${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminProductPageSchema.parse(res.json());
};

async function addSaw(name: string, available: number): Promise<string> {
  const res = await call('POST', '/api/product', {
    name,
    description: 'A saw for the admin list.',
    price: 100,
    available,
    minOrderQuantity: 1,
    img: 'https://cdn.example.com/saw.png',
  });
  expect(res.statusCode, res.body).toBe(201);
  return insertedIdSchema.parse(res.json()).insertedId;
}

describe('GET /api/admin/product', () => {
  it('is for admins only: 401 for a visitor, 403 for a shopper', async () => {
    expect((await call('GET', '/api/admin/product', undefined, {})).statusCode).toBe(401);
    const res = await call('GET', '/api/admin/product', undefined, shopper.auth);
    expect(res.statusCode).toBe(403);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('forbidden');
  });

  it('pages through every live product newest first, without repeats, with the total', async () => {
    const first = await list('?limit=7');
    expect(first.products).toHaveLength(7);
    expect(first.next).toBeDefined();
    expect(first.lowStockThreshold).toBe(3);
    const seen = [...first.products];
    let next = first.next;
    while (next) {
      const page = await list(`?limit=7&cursor=${encodeURIComponent(next)}`);
      seen.push(...page.products);
      next = page.next;
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((p) => p._id)).size).toBe(seen.length);
    expect(seen.every((p) => p.archivedAt === null)).toBe(true);
    expect(seen.filter((p) => p.lowStock).every((p) => p.available <= 3)).toBe(true);
    expect(seen.filter((p) => !p.lowStock).every((p) => p.available > 3)).toBe(true);
  });

  it('searches by name (a typo too) and shows archived products only under status=archived', async () => {
    const id = await addSaw('Kerfline Archivable Mitre Saw', 10);
    expect((await list('?q=archivable')).products.map((p) => p._id)).toEqual([id]);
    expect((await list('?q=archivabel')).products.map((p) => p._id)).toContain(id);
    expect((await call('DELETE', `/api/product/${id}`)).statusCode).toBe(200);
    expect((await list('?q=archivable')).products).toEqual([]);
    const archived = await list('?status=archived');
    const row = archived.products.find((p) => p._id === id);
    expect(row?.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(row?.lowStock).toBe(false);
    expect((await list('?status=archived&q=archivable')).products.map((p) => p._id)).toEqual([id]);
  });

  it('lowStock=true lists live products at or under the threshold, fewest units first', async () => {
    const two = await addSaw('Kerfline Two Left Saw', 2);
    const one = await addSaw('Kerfline One Left Saw', 1);
    const plenty = await addSaw('Kerfline Plenty Saw', 50);
    const page = await list('?lowStock=true');
    const ids = page.products.map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([two, one]));
    expect(ids).not.toContain(plenty);
    expect(page.products.every((p) => p.lowStock && p.available <= 3)).toBe(true);
    const stock = page.products.map((p) => p.available);
    expect(stock).toEqual([...stock].sort((a, b) => a - b));
    const paged = await list('?lowStock=true&limit=1');
    expect(paged.products[0]!.available).toBe(Math.min(...stock));
    const second = await list(`?lowStock=true&limit=1&cursor=${encodeURIComponent(paged.next!)}`);
    expect(second.products[0]!._id).not.toBe(paged.products[0]!._id);
  });

  it('refuses a bad status, limit or a cursor from another order with 400 naming it', async () => {
    for (const [query, field] of [
      ['?status=gone', 'status'],
      ['?limit=51', 'limit'],
      ['?limit=0', 'limit'],
    ] as const) {
      const res = await call('GET', `/api/admin/product${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty(field);
    }
    const { next } = await list('?limit=1');
    const res = await call('GET', `/api/admin/product?lowStock=true&cursor=${encodeURIComponent(next!)}`);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('cursor');
  });
});
