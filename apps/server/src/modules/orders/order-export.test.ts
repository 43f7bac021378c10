// The accounting export: every order placed in the range exactly once, across page boundaries and
// orders placed in the same microsecond, as CSV a spreadsheet cannot turn into formulas.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct } from '../../../test/order-fixtures';
import { exportOrders } from './order-export';

let t: TestApp;
let admin: TestUser;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true });
  productId = (await addTestProduct(t, { name: '=HYPERLINK("http://evil.example")', available: 100_000 })).id;
  // 2,500 orders on 2026-03-01..05, 500 a day, every 500 sharing one timestamp (ties in the keyset);
  // and some outside the range.
  await t.db.execute(sql`
    insert into "order" (user_email, user_name, product_id, product_name, product_image, address, phone, quantity, unit_price_cents, total_price_cents, status, created_at)
    select 'buyer' || i || '@example.com', case when i = 7 then '-2+3' else 'Buyer, ' || i end, ${productId}, '=HYPERLINK("http://evil.example")', '/x.svg', 'Road "1"', '555', 1, 1250, 1250, 'Pending',
      timestamptz '2026-03-01 12:00:00+00' + ((i / 500) || ' days')::interval
    from generate_series(0, 2499) as i`);
  await t.db.execute(sql`
    insert into "order" (user_email, user_name, product_id, product_name, product_image, address, phone, quantity, unit_price_cents, total_price_cents, status, created_at)
    values ('early@example.com', 'Early', ${productId}, 'Saw', '/x.svg', 'a', '555', 1, 100, 100, 'Pending', '2026-02-28 23:59:59.999999+00'),
           ('late@example.com', 'Late', ${productId}, 'Saw', '/x.svg', 'a', '555', 1, 100, 100, 'Pending', '2026-03-06 00:00:00+00')`);
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
    expect(lines[0]).toMatch(/^Order id,Placed at \(UTC\),Status,/);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((r) => r.slice(0, 36))).size).toBe(2_500);
    expect(rows.some((r) => r.includes('early@') || r.includes('late@'))).toBe(false);
    // Formula-looking text stays text; quotes and commas are quoted.
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rows.find((r) => r.includes('buyer7@'))).toContain(",'-2+3,");
    expect(rows.find((r) => r.includes('buyer1@'))).toContain('"Buyer, 1"');
    expect(rows[0]).toContain(',12.50,12.50,');
  });

  it('pages by (created_at, id): small pages give the same rows as one big one', async () => {
    const small = await read(exportOrders(t.db, '2026-03-01', '2026-03-05', 7));
    const big = await read(exportOrders(t.db, '2026-03-01', '2026-03-05', 10_000));
    expect(small).toBe(big);
  });

  it('refuses a missing or reversed range with 400', async () => {
    for (const q of ['', 'from=2026-03-01', 'from=2026-03-05&to=2026-03-01', 'from=x&to=y']) {
      const res = await t.app.inject({ url: `/api/admin/order/export?${q}`, headers: admin.auth });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
