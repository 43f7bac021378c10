// The back office's search by product name, on both sides of how it is looked up: a name most of
// the newest orders share is found among them (a page costs a page), and one only an older order
// has is found through the index over every line, with the same pages and order either way.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminOrderPageSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct, generousLimits, getOrderRow, placeTestOrder } from '../../../test/order-fixtures';

let t: TestApp;
let admin: TestUser;
let oldId: string;
let oldNumber: number;
/** More than the newest orders a search looks through first. */
const NEWER = 1_100;

beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  admin = await createUser(t, { admin: true });
  const ann = await createUser(t, { name: 'Ann Buyer' });
  const rare = await addTestProduct(t, { name: 'Kerfline Dovetail Jig', available: 10 });
  oldId = await placeTestOrder(t, ann, rare.id, 1);
  oldNumber = (await getOrderRow(t, oldId))!.number;
  const common = await addTestProduct(t, { name: 'Kerfline Common Saw', priceCents: 1_000 });
  // Newer paid orders of one line each, a second apart, straight in the database.
  await t.db.execute(sql`
    with placed as (
      insert into "order" (user_email, user_name, address, phone, subtotal_amount, total_amount, status, transaction_id, paid_at, created_at)
      select 'bulk@example.com', 'Bulk Buyer', '1 Bulk Road', '5550100', 1000, 1000, 'Paid', 'pi_bulk_' || g, now(), now() + (g || ' seconds')::interval
      from generate_series(1, ${NEWER}::int) as g
      returning id
    )
    insert into order_line (order_id, position, product_id, product_name, product_image, variant_id, sku, quantity, unit_price, line_total)
    select placed.id, 1, ${common.id}, 'Kerfline Common Saw', '/images/products/circular-saw.svg', v.id, v.sku, 1, 1000, 1000
    from placed, (select id, sku from product_variant where product_id = ${common.id}) v`);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/order?${query}`, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderPageSchema.parse(res.json());
};

it('a name the newest orders share: pages of the newest matches, newest first, none twice', async () => {
  const first = await list('q=common%20saw&limit=25');
  expect(first.data).toHaveLength(25);
  expect(first.nextCursor).not.toBeNull();
  const second = await list(`q=common%20saw&limit=25&cursor=${encodeURIComponent(first.nextCursor!)}`);
  expect(second.data).toHaveLength(25);
  const all = [...first.data, ...second.data];
  expect(new Set(all.map((o) => o._id)).size).toBe(50);
  expect(all.every((o) => o.lines.some((l) => l.productName === 'Kerfline Common Saw'))).toBe(true);
  const placed = all.map((o) => o.createdAt);
  expect(placed).toEqual([...placed].sort().reverse());
  // The newest of all first: the last bulk order.
  expect(first.data[0]!.transactionId).toBe(`pi_bulk_${NEWER}`);
});

it('a name only an order older than the newest thousand has is still found, alone', async () => {
  const page = await list('q=dovetail&limit=25');
  expect(page.data.map((o) => o._id)).toEqual([oldId]);
  expect(page.nextCursor).toBeNull();
  expect((await list(`q=%23${oldNumber}`)).data.map((o) => o._id)).toEqual([oldId]);
  expect((await list(`q=pi_bulk_7`)).data.map((o) => o.transactionId)).toEqual(['pi_bulk_7']);
});

it('an empty search is no search: every order, newest first', async () => {
  const page = await list('q=&limit=3');
  expect(page.data.map((o) => o.transactionId)).toEqual([`pi_bulk_${NEWER}`, `pi_bulk_${NEWER - 1}`, `pi_bulk_${NEWER - 2}`]);
});

it('a name nobody bought, and a filter that leaves fewer orders than the newest thousand', async () => {
  expect(await list('q=zzz-no-such-saw')).toEqual({ data: [], nextCursor: null });
  expect((await list('status=Pending&q=dovetail')).data.map((o) => o._id)).toEqual([oldId]);
  expect(await list('status=Pending&q=common')).toEqual({ data: [], nextCursor: null });
});
