// The order-number migration carries existing orders: they are numbered from 1001 in the order they
// were placed, and the next order placed after it goes on from there.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/paths';
import { openEmptyPglite } from './test-app';

const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort();
const numbering = files.findIndex((f) => f.endsWith('_order_number.sql'));

async function apply(client: PGlite, file: string) {
  for (const statement of fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}

const insertOrder = (placedAt: string) =>
  `insert into "order" (user_email, user_name, product_id, product_name, product_image, address, phone, quantity, unit_price_cents, total_price_cents, created_at)
   select 'a@example.com', 'A', id, 'Saw', 'x.png', 'Road 1', '123456', 1, 100, 100, '${placedAt}' from product`;
// An order as the current schema has it: a header with its amounts (its lines are another table).
const insertLaterOrder = (placedAt: string) =>
  `insert into "order" (user_email, user_name, address, phone, subtotal_amount, total_amount, created_at)
   values ('a@example.com', 'A', 'Road 1', '123456', 100, 100, '${placedAt}')`;

describe('the order number migration', () => {
  it('numbers existing orders as they were placed, and new ones after them', async () => {
    expect(numbering).toBeGreaterThan(0);
    const client = await openEmptyPglite();
    try {
      for (const file of files.slice(0, numbering)) await apply(client, file);
      await client.exec(`insert into product (name, slug, description, img, price_cents, available) values ('Saw', 'saw', 'A saw', 'x.png', 100, 10)`);
      // Inserted out of order: the numbers follow created_at, not the rows' physical order.
      for (const at of ['2026-03-01', '2026-01-01', '2026-02-01']) await client.exec(insertOrder(at));
      await apply(client, files[numbering]!);
      for (const file of files.slice(numbering + 1)) await apply(client, file);

      const { rows } = await client.query<{ number: number; placed: string }>(`select number, to_char(created_at, 'YYYY-MM') as placed from "order" order by number`);
      expect(rows).toEqual([
        { number: 1001, placed: '2026-01' },
        { number: 1002, placed: '2026-02' },
        { number: 1003, placed: '2026-03' },
      ]);
      await client.exec(insertLaterOrder('2026-04-01'));
      const next = await client.query<{ number: number }>(`select max(number) as number from "order"`);
      expect(next.rows[0]!.number).toBe(1004);
    } finally {
      await client.close();
    }
  });
});
