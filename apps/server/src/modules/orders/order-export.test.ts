// The accounting export: every order placed in the range exactly once, across page boundaries and
// orders placed in the same microsecond, as CSV a spreadsheet cannot turn into formulas.
import type net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct } from '../../../test/order-fixtures';
import { exportOrders } from './order-export';

/** The app's database, but every query after the first `pages` fails as a lost connection would. */
function failingAfter(db: Db, pages: number): Db {
  let queries = 0;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'select') return Reflect.get(target, prop, receiver) as unknown;
      return (...args: Parameters<Db['select']>) => {
        if (++queries > pages) throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        return target.select(...args);
      };
    },
  });
}

let t: TestApp;
let admin: TestUser;
let productId: string;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({
    // The real export over a database that fails after two pages of 7, sent as the route sends it.
    routes: (app) =>
      app.get('/test/export-cut-midway', async (_request, reply) =>
        reply.type('text/csv; charset=utf-8').send((await exportOrders(failingAfter(t.db, 2), '2026-03-01', '2026-03-05', 7)) as unknown as string),
      ),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  admin = await createUser(t, { admin: true });
  productId = (await addTestProduct(t, { name: '=HYPERLINK("http://evil.example")', available: 100_000 })).id;
  // 2,500 orders on 2026-03-01..05, 500 a day, every 500 sharing one timestamp (ties in the keyset);
  // and some outside the range.
  await t.db.execute(sql`
    insert into "order" (user_email, user_name, address, phone, subtotal_amount, total_amount, status, created_at)
    select 'buyer' || i || '@example.com', case when i = 7 then '-2+3' else 'Buyer, ' || i end, 'Road "1"', '555', 1250, 1250, 'Pending',
      timestamptz '2026-03-01 12:00:00+00' + ((i / 500) || ' days')::interval
    from generate_series(0, 2499) as i`);
  await t.db.execute(sql`
    insert into "order" (user_email, user_name, address, phone, subtotal_amount, total_amount, status, created_at)
    values ('early@example.com', 'Early', 'a', '555', 100, 100, 'Pending', '2026-02-28 23:59:59.999999+00'),
           ('late@example.com', 'Late', 'a', '555', 100, 100, 'Pending', '2026-03-06 00:00:00+00')`);
  // Each its one line.
  await t.db.execute(sql`
    insert into order_line (order_id, position, product_id, product_name, product_image, variant_id, sku, quantity, unit_price, line_total)
    select o.id, 1, ${productId}, case when user_email like 'buyer%' then '=HYPERLINK("http://evil.example")' else 'Saw' end, '/x.svg', v.id, v.sku, 1, total_amount, total_amount
    from "order" o, (select id, sku from product_variant where product_id = ${productId}) v`);
});
afterAll(() => t.close());

const read = async (stream: NodeJS.ReadableStream) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

describe('GET /api/admin/order/export', () => {
  it('streams every order of the range once, oldest first, with a header line', async () => {
    const res = await t.app.inject({ url: '/api/admin/order/export?from=2026-03-01&to=2026-03-05', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-03-01-to-2026-03-05.csv"');
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(/^Order id,Order number,Placed at \(UTC\),Status,.*,Line,Product id,Product,Quantity,Refunded quantity,Currency,Unit price,Line total,Order total,/);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((r) => r.slice(0, 36))).size).toBe(2_500);
    expect(rows.some((r) => r.includes('early@') || r.includes('late@'))).toBe(false);
    // Formula-looking text stays text; quotes and commas are quoted.
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rows.find((r) => r.includes('buyer7@'))).toContain(",'-2+3,");
    expect(rows.find((r) => r.includes('buyer1@'))).toContain('"Buyer, 1"');
    expect(rows[0]).toContain(',1,0,USD,12.50,12.50,12.50,');
  });

  it('pages by (created_at, id): small pages give the same rows as one big one', async () => {
    const small = await read(await exportOrders(t.db, '2026-03-01', '2026-03-05', 7));
    const big = await read(await exportOrders(t.db, '2026-03-01', '2026-03-05', 10_000));
    expect(small).toBe(big);
  });

  it('takes every day to 9999-12-31, in the export and the order list alike', async () => {
    const res = await t.app.inject({ url: '/api/admin/order/export?from=2026-01-01&to=9999-12-31', headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split('\r\n').slice(1, -1)).toHaveLength(2_502);
    const list = await t.app.inject({ url: '/api/admin/order?from=0001-01-01&to=9999-12-31&limit=1', headers: admin.auth });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toHaveLength(1);
  });

  it('refuses a missing, reversed or impossible range with 400 before anything is sent', async () => {
    for (const q of ['', 'from=2026-03-01', 'from=2026-03-05&to=2026-03-01', 'from=x&to=y', 'from=0000-01-01&to=2026-01-01', 'from=2026-01-01&to=99999-12-31']) {
      const res = await t.app.inject({ url: `/api/admin/order/export?${q}`, headers: admin.auth });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code, q).toBe('bad_request');
      const list = await t.app.inject({ url: `/api/admin/order?${q}`, headers: admin.auth });
      if (q.includes('to=')) expect(list.statusCode, `list ${q}`).toBe(400);
    }
  });

  it('a query failing at once rejects before the answer starts (the usual error answer, not a 200)', async () => {
    await expect(exportOrders(failingAfter(t.db, 0), '2026-03-01', '2026-03-05')).rejects.toThrow(/terminating connection/);
  });

  it('a page failing midway cuts the transfer: the client never gets a short file that looks whole', async () => {
    // Unencoded, the headers went with the first page: the body then breaks off.
    const plain = await fetch(`${origin}/test/export-cut-midway`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    await expect(plain.arrayBuffer()).rejects.toThrow();
    // Compressed, the first pages may still sit in the compressor when the failure comes: then the
    // answer is an error status, or it breaks off like the other. Never a whole-looking 200.
    const gzipped = await fetch(`${origin}/test/export-cut-midway`, { headers: { 'accept-encoding': 'gzip' } });
    const readsWhole = gzipped.ok && (await gzipped.arrayBuffer().then(() => true, () => false));
    expect(readsWhole).toBe(false);
    // What a whole export of the same pages looks like, for contrast: it reads to its end.
    const whole = await fetch(`${origin}/api/admin/order/export?from=2026-03-01&to=2026-03-05`, { headers: { ...admin.auth, 'accept-encoding': 'gzip' } });
    expect(whole.headers.get('content-encoding')).toBe('gzip');
    expect((await whole.text()).split('\r\n')).toHaveLength(2_502);
  });
});
