// Upgrading a store that ran the previous release (migrations up to 0010_order_lines: single orders
// with one line each, cart checkouts of one order per product) loses nothing: each checkout's orders
// that are in the same state become one order of several lines (docs/decisions/0026), the others
// stay as they were; every amount, status, transaction id, event, audit entry, mail, intent and
// saved address is kept, every old order id still finds its order, and every customer's orders and
// the admin's list hold the same goods, money and states. On PGlite, or on the PostgreSQL server of
// DATABASE_URL (a database of its own, dropped afterwards).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminOrder, Order } from '@store/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { previousReleaseDatabase, type Rows } from './previous-release';
import { testConfig } from './test-app';

const previousRelease = '0010_order_lines';

const id = () => crypto.randomUUID();
const alice = { id: id(), email: 'alice@example.com', name: 'Alice' };
const bob = { id: id(), email: 'bob@example.com', name: 'Bob' };
const admin = { id: id(), email: 'admin@example.com', name: 'Admin' };
const saw = id();
const blade = id();
const guide = id();
const aliceCheckout = id();
const bobCheckout = id();

/**
 * What the previous release wrote for a store's life: a single order paid, one shipped, one refunded,
 * one pending; a checkout of two orders paid by one intent, another still pending with its sandbox
 * intent; their events, audit entries, mails and saved address.
 */
const previousReleaseData = `
insert into "user" (id, name, email, role) values
  ('${alice.id}', 'Alice', 'alice@example.com', 'user'), ('${bob.id}', 'Bob', 'bob@example.com', 'user'), ('${admin.id}', 'Admin', 'admin@example.com', 'admin');
insert into product (id, name, slug, description, img, price_cents, available) values
  ('${saw}', 'Track Saw', 'track-saw', 'A saw', '/media/saw.webp', 153637, 10),
  ('${blade}', 'Blade', 'blade', 'A blade', '/media/blade.webp', 4999, 100),
  ('${guide}', 'Guide Rail', 'guide-rail', 'A rail', '/media/rail.webp', 12000, 5);
insert into checkout (id, user_id, payment_intent_id, intent_amount_cents, created_at) values
  ('${aliceCheckout}', '${alice.id}', 'pi_checkout_alice', 174634, now() - interval '3 days'),
  ('${bobCheckout}', '${bob.id}', 'sb_pi_bob', 21998, now() - interval '1 minute');
-- (The previous release wrote the header amounts with each order; set here after the rows.)
alter table "order" alter column subtotal_amount set default 0, alter column total_amount set default 0;
insert into "order" (id, user_id, user_email, user_name, product_id, product_name, product_image, address, phone, quantity, unit_price_cents, total_price_cents,
                     status, payment_intent_id, transaction_id, paid_at, checkout_id, shipping, created_at, shipped_at, delivered_at, refunded_at, carrier, tracking_number, refund_id) values
  ('${id()}', '${alice.id}', 'alice@example.com', 'Alice', '${saw}', 'Track Saw', '/media/saw.webp', '1 Saw Street, Springfield', '5550100', 1, 153637, 153637,
   'Paid', 'pi_single_1', 'pi_single_1', now() - interval '10 days', null, null, now() - interval '10 days', null, null, null, null, null, null),
  ('${id()}', '${alice.id}', 'alice@example.com', 'Alice', '${blade}', 'Blade (old name)', '/media/blade-old.webp', '1 Saw Street, Springfield', '5550100', 3, 4500, 13500,
   'Shipped', 'pi_single_2', 'pi_single_2', now() - interval '9 days', null, null, now() - interval '9 days', now() - interval '8 days', null, null, 'UPS', '1Z999', null),
  ('${id()}', '${alice.id}', 'alice@example.com', 'Alice', '${saw}', 'Track Saw', '/media/saw.webp', 'Line 1, 10115 Berlin, DE', '5550100', 1, 153637, 153637,
   'Paid', null, 'pi_checkout_alice', now() - interval '3 days', '${aliceCheckout}', '{"line1":"Line 1","line2":"","city":"Berlin","postalCode":"10115","country":"DE"}', now() - interval '3 days', null, null, null, null, null, null),
  ('${id()}', '${alice.id}', 'alice@example.com', 'Alice', '${guide}', 'Guide Rail', '/media/rail.webp', 'Line 1, 10115 Berlin, DE', '5550100', 2, 10498, 20996,
   'Delivered', null, 'pi_checkout_alice', now() - interval '3 days', '${aliceCheckout}', '{"line1":"Line 1","line2":"","city":"Berlin","postalCode":"10115","country":"DE"}', now() - interval '3 days', now() - interval '2 days', now() - interval '1 day', null, 'DHL', 'JD0001', null),
  ('${id()}', '${alice.id}', 'alice@example.com', 'Alice', '${blade}', 'Blade', '/media/blade.webp', '1 Saw Street, Springfield', '5550100', 2, 4999, 9998,
   'Pending', null, null, null, null, null, now() - interval '1 minute', null, null, null, null, null, null),
  ('${id()}', '${bob.id}', 'bob@example.com', 'Bob', '${guide}', 'Guide Rail', '/media/rail.webp', '2 Rail Road', '5550199', 1, 12000, 12000,
   'Refunded', 'pi_single_3', 'pi_single_3', now() - interval '5 days', null, null, now() - interval '5 days', null, null, now() - interval '4 days', null, null, 're_1'),
  ('${id()}', '${bob.id}', 'bob@example.com', 'Bob', '${blade}', 'Blade', '/media/blade.webp', '2 Rail Road, 12345 Town, US', '5550199', 2, 4999, 9998,
   'Pending', null, null, null, '${bobCheckout}', '{"line1":"2 Rail Road","line2":"","city":"Town","postalCode":"12345","country":"US"}', now() - interval '1 minute', null, null, null, null, null, null),
  ('${id()}', '${bob.id}', 'bob@example.com', 'Bob', '${guide}', 'Guide Rail', '/media/rail.webp', '2 Rail Road, 12345 Town, US', '5550199', 1, 12000, 12000,
   'Pending', null, null, null, '${bobCheckout}', '{"line1":"2 Rail Road","line2":"","city":"Town","postalCode":"12345","country":"US"}', now() - interval '1 minute', null, null, null, null, null, null);
update "order" set subtotal_amount = total_price_cents, total_amount = total_price_cents;
alter table "order" alter column subtotal_amount drop default, alter column total_amount drop default;
insert into order_line (order_id, position, product_id, product_name, product_image, quantity, unit_price, line_total)
  select id, 1, product_id, product_name, product_image, quantity, unit_price_cents, total_price_cents from "order";
insert into sandbox_payment_intent (id, client_secret, checkout_id, amount_cents) values ('sb_pi_bob', 'sb_pi_bob_secret', '${bobCheckout}', 21998);
insert into order_event (order_id, from_status, to_status, actor_id, actor_email, note, created_at)
  select id, 'Pending', 'Paid', null, null, null, paid_at from "order" where paid_at is not null;
insert into order_event (order_id, from_status, to_status, actor_id, actor_email, note, created_at)
  select id, 'Paid', 'Shipped', '${admin.id}', 'admin@example.com', carrier || ' ' || tracking_number, shipped_at from "order" where shipped_at is not null;
insert into order_event (order_id, from_status, to_status, actor_id, actor_email, note, created_at)
  select id, 'Shipped', 'Delivered', '${admin.id}', 'admin@example.com', null, delivered_at from "order" where delivered_at is not null;
insert into order_event (order_id, from_status, to_status, actor_id, actor_email, note, created_at)
  select id, 'Paid', 'Refunded', '${admin.id}', 'admin@example.com', refund_id, refunded_at from "order" where refunded_at is not null;
insert into audit_entry (actor_id, actor_email, action, entity_type, entity_id, before, after)
  select '${admin.id}', 'admin@example.com', 'order.' || lower(status), 'order', id::text, '{"status":"Paid"}', json_build_object('status', status) from "order" where status in ('Shipped', 'Delivered', 'Refunded');
insert into mail_outbox (recipient, kind, data) select user_email, 'payment-received', json_build_object('orderId', id, 'number', number) from "order" where paid_at is not null;
insert into saved_address (user_id, shipping, phone) values ('${alice.id}', '{"line1":"Line 1","line2":"","city":"Berlin","postalCode":"10115","country":"DE"}', '5550100');
`;

/** What the previous release kept about orders, in a fixed order (read before and after). */
const previousState = {
  orders: `select id, number, user_id, user_email, user_name, address, phone, status, payment_intent_id, transaction_id, paid_at, checkout_id, shipping,
                  created_at, shipped_at, delivered_at, cancelled_at, refunded_at, carrier, tracking_number, refund_id, currency, total_amount from "order" order by number`,
  lines: `select l.order_id, l.position, l.product_id, l.product_name, l.product_image, l.quantity, l.unit_price, l.line_total from order_line l
          join "order" o on o.id = l.order_id order by o.number, l.position`,
  events: 'select id, from_status, to_status, actor_id, actor_email, note, created_at from order_event order by id',
  eventOrders: 'select id, order_id from order_event order by id',
  audit: 'select * from audit_entry order by entity_id, id',
  mails: 'select id, recipient, kind, data from mail_outbox order by id',
  intents: 'select id, client_secret, order_id, amount_cents, currency, status from sandbox_payment_intent order by id',
  addresses: 'select * from saved_address order by user_id',
};
type State = Record<keyof typeof previousState, Rows>;

/** Rows as the database writes them in JSON, so both drivers read them alike (timestamps, jsonb, bigint). */
const asJson = (text: string) => `select coalesce(json_agg(t), '[]'::json) as rows from (${text}) t`;

async function readState(query: (text: string) => Promise<Rows>): Promise<State> {
  const state = {} as State;
  for (const [name, text] of Object.entries(previousState)) state[name as keyof State] = (await query(asJson(text)))[0]!.rows as Rows;
  return state;
}

const plain = <T = Rows>(rows: unknown) => JSON.parse(JSON.stringify(rows)) as T;
type OrderRow = { id: string; number: number; user_id: string; status: string; transaction_id: string | null; checkout_id: string | null; total_amount: number; payment_intent_id: string | null };
type LineRow = { order_id: string; position: number; product_id: string; product_name: string; quantity: number; unit_price: number; line_total: number };
describe('upgrading from the previous release: a checkout becomes one order of several lines', () => {
  let before: State;
  let database: Database;
  let drop: () => Promise<void>;
  let after: State;
  let legacy: Rows;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));

  beforeAll(async () => {
    const previous = await previousReleaseDatabase(previousRelease, async (query) => {
      await query(previousReleaseData);
      return readState(query);
    });
    before = previous.before;
    drop = previous.drop;
    database = await previous.open(); // applies the new migrations
    // Db's execute is typed for either driver; both answer { rows }.
    const query = async (text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Rows }).rows;
    after = await readState(query);
    legacy = (await query(asJson('select legacy_order_id, order_id, position from order_line where legacy_order_id is not null')))[0]!.rows as Rows;
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ordersBefore = () => plain<OrderRow[]>(before.orders);
  const ordersAfter = () => plain<OrderRow[]>(after.orders);
  const byId = (rows: OrderRow[]) => new Map(rows.map((r) => [r.id, r]));

  it('folds the pending checkout into one order of two lines holding its intent; the checkout that went two ways stays two orders', () => {
    expect(ordersBefore()).toHaveLength(8);
    expect(ordersAfter()).toHaveLength(7);
    const bobs = ordersBefore().filter((o) => o.checkout_id === bobCheckout);
    const survivor = ordersAfter().find((o) => o.checkout_id === bobCheckout)!;
    expect(survivor).toMatchObject({ id: bobs[0]!.id, number: bobs[0]!.number, status: 'Pending', payment_intent_id: 'sb_pi_bob', total_amount: 21_998 });
    const lines = plain<LineRow[]>(after.lines).filter((l) => l.order_id === survivor.id);
    expect(lines.map((l) => [l.position, l.product_name, l.quantity, l.line_total])).toEqual([
      [1, 'Blade', 2, 9_998],
      [2, 'Guide Rail', 1, 12_000],
    ]);
    expect(plain(legacy)).toEqual([{ legacy_order_id: bobs[1]!.id, order_id: survivor.id, position: 2 }]);
    // The sandbox intent of the checkout now pays that order.
    expect(plain<{ id: string; order_id: string }[]>(after.intents).find((i) => i.id === 'sb_pi_bob')?.order_id).toBe(survivor.id);
    // Alice's checkout: one order Paid, one Delivered: two orders still, each as it was.
    const alices = ordersBefore().filter((o) => o.checkout_id === aliceCheckout);
    expect(ordersAfter().filter((o) => o.checkout_id === aliceCheckout)).toEqual(alices);
  });

  it('keeps every other order, every line bought, every event, audit entry, mail and saved address', () => {
    const folded = new Set(plain<{ legacy_order_id: string }[]>(legacy).map((l) => l.legacy_order_id));
    const kept = byId(ordersAfter());
    for (const order of ordersBefore()) {
      if (folded.has(order.id)) continue;
      const now = kept.get(order.id)!;
      // The folded order's total and intent are checked above.
      expect(now.checkout_id === bobCheckout ? { ...now, total_amount: order.total_amount, payment_intent_id: order.payment_intent_id } : now).toEqual(order);
    }
    // The same goods at the same prices, each now on the order it belongs to.
    const goods = (rows: LineRow[]) => rows.map((l) => [l.product_id, l.product_name, l.quantity, l.unit_price, l.line_total].join()).sort();
    expect(goods(plain<LineRow[]>(after.lines))).toEqual(goods(plain<LineRow[]>(before.lines)));
    // Every event kept; a folded order's events now belong to its survivor.
    expect(plain(after.events)).toEqual(plain(before.events));
    expect(after.eventOrders.every((e) => kept.has(e.order_id as string))).toBe(true);
    expect(plain(after.audit)).toEqual(plain(before.audit));
    expect(plain(after.mails)).toEqual(plain(before.mails));
    expect(plain(after.addresses)).toEqual(plain(before.addresses));
    // Money: every customer's total is what it was.
    const money = (rows: OrderRow[], user: string) => rows.filter((o) => o.user_id === user).reduce((sum, o) => sum + o.total_amount, 0);
    for (const customer of [alice, bob]) expect(money(ordersAfter(), customer.id)).toBe(money(ordersBefore(), customer.id));
  });

  it("answers every customer's orders, old ids, old checkout links and the admin's list with the same goods and states", async () => {
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, ORDER_TTL_MINUTES: '600' }), database });
    try {
      await app.ready();
      const { internalAdapter } = await app.auth.$context;
      const as = async (userId: string) => ({ authorization: `Bearer ${(await internalAdapter.createSession(userId)).token}` });
      const linesBefore = plain<LineRow[]>(before.lines);
      const statusOf = byId(ordersBefore());
      /** What a customer bought, line by line, with the state and payment of the order it was on. */
      const boughtBefore = (user: string) =>
        linesBefore
          .filter((l) => statusOf.get(l.order_id)!.user_id === user)
          .map((l) => [l.product_id, l.quantity, l.line_total, statusOf.get(l.order_id)!.status, statusOf.get(l.order_id)!.transaction_id].join())
          .sort();
      const boughtNow = (orders: Order[]) =>
        orders.flatMap((o) => o.lines.map((l) => [l.productId, l.quantity, l.lineTotalMoney.amount, o.status, o.transactionId].join())).sort();

      for (const customer of [alice, bob]) {
        const res = await app.inject({ method: 'GET', url: '/api/order', headers: await as(customer.id) });
        expect(res.statusCode).toBe(200);
        const orders = (res.json() as { data: Order[] }).data;
        expect(boughtNow(orders)).toEqual(boughtBefore(customer.id));
        // SPEC's fields are the first line's.
        for (const o of orders) expect([o.productId, o.totalQuantity]).toEqual([o.lines[0]!.productId, o.lines[0]!.quantity]);
      }
      // Every old order id still opens the order it is part of now.
      for (const order of ordersBefore()) {
        const res = await app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: await as(order.user_id) });
        expect(res.statusCode, res.body).toBe(200);
        const now = (res.json() as { data: Order }).data;
        expect(now.lines.some((l) => linesBefore.some((b) => b.order_id === order.id && b.product_id === l.productId))).toBe(true);
      }
      // The pending checkout's old link leads to its order; nobody else's.
      const link = await app.inject({ method: 'GET', url: `/api/checkout/${bobCheckout}`, headers: await as(bob.id) });
      expect(link.json()).toEqual({ orderId: ordersBefore().find((o) => o.checkout_id === bobCheckout)!.id });
      expect((await app.inject({ method: 'GET', url: `/api/checkout/${bobCheckout}`, headers: await as(alice.id) })).statusCode).toBe(404);

      const list = await app.inject({ method: 'GET', url: '/api/admin/order?limit=100', headers: await as(admin.id) });
      expect(list.statusCode).toBe(200);
      const all = (list.json() as { data: AdminOrder[] }).data;
      expect(all).toHaveLength(7);
      expect(boughtNow(all)).toEqual([...boughtBefore(alice.id), ...boughtBefore(bob.id)].sort());
    } finally {
      await app.close();
    }
  });
});
