// Upgrading a store that ran the previous release (migrations up to 0009_order_number) loses nothing:
// its single orders and cart checkouts (pending, paid, shipped, refunded), their events, audit
// entries, mails and payment intents are all there after the order-lines migration, every order has
// its line and header amounts, and every customer's My Orders and the admin's list answer as before.
// On PGlite, or on the PostgreSQL server of DATABASE_URL (a database of its own, dropped afterwards).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromMajorNumber, type AdminOrder, type Order } from '@store/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { pgliteExtensions } from '../src/db/pglite-extensions';
import { migrationsFolder } from '../src/paths';
import { adminQuery, databaseUrl } from './postgres-admin';
import { testConfig } from './test-app';

const previousRelease = '0009_order_number';

/** The migrations folder as the previous release shipped it: its journal ends at `previousRelease`. */
function previousMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-previous-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === previousRelease);
  if (last < 0) throw new Error(`no migration ${previousRelease}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

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

/** Every table the previous release kept about orders, every column it had, in a fixed order. */
const previousState = {
  orders: `select id, number, user_id, user_email, user_name, product_id, product_name, product_image, address, phone, quantity, unit_price_cents, total_price_cents,
                  status, payment_intent_id, transaction_id, paid_at, checkout_id, shipping, created_at, shipped_at, delivered_at, cancelled_at, refunded_at,
                  carrier, tracking_number, refund_id from "order" order by number`,
  checkouts: 'select * from checkout order by id',
  events: 'select * from order_event order by order_id, created_at, id',
  audit: 'select * from audit_entry order by entity_id, id',
  mails: 'select id, recipient, kind, data from mail_outbox order by id',
  intents: 'select id, client_secret, order_id, checkout_id, amount_cents, currency, status from sandbox_payment_intent order by id',
  addresses: 'select * from saved_address order by user_id',
};
type Rows = Record<string, unknown>[];
type State = Record<keyof typeof previousState, Rows>;

/** Rows as the database writes them in JSON, so both drivers read them alike (timestamps, jsonb, bigint). */
const asJson = (text: string) => `select coalesce(json_agg(t), '[]'::json) as rows from (${text}) t`;

async function readState(query: (text: string) => Promise<Rows>): Promise<State> {
  const state = {} as State;
  for (const [name, text] of Object.entries(previousState)) state[name as keyof State] = (await query(asJson(text)))[0]!.rows as Rows;
  return state;
}

const plain = (state: unknown) => JSON.parse(JSON.stringify(state)) as unknown;

/** The previous release's database, migrated and filled; returns its state and opens it upgraded. */
async function previousReleaseDatabase(): Promise<{ before: State; open(): Promise<Database>; drop(): Promise<void> }> {
  const folder = previousMigrations();
  try {
    const baseUrl = process.env.DATABASE_URL;
    if (baseUrl) {
      const { default: pg } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const name = `test_upgrade_${crypto.randomBytes(6).toString('hex')}`;
      await adminQuery(baseUrl, `create database ${name}`);
      const url = databaseUrl(baseUrl, name);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migrate(drizzle({ client }), { migrationsFolder: folder });
        await client.query(previousReleaseData);
        const before = await readState(async (text) => (await client.query(text)).rows as Rows);
        return { before, open: () => openDatabase({ url }), drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`) };
      } finally {
        await client.end();
      }
    }
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await migrate(drizzle({ client }), { migrationsFolder: folder });
      await client.exec(previousReleaseData);
      const before = await readState(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      const dump = await client.dumpDataDir('none');
      return { before, open: () => openDatabase({ dataDir: 'memory://', loadDataDir: dump }), drop: async () => {} };
    } finally {
      await client.close();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('upgrading from the previous release to order lines', () => {
  let before: State;
  let database: Database;
  let drop: () => Promise<void>;
  let after: State;
  let lines: Rows;
  let headers: Rows;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));

  beforeAll(async () => {
    const previous = await previousReleaseDatabase();
    before = previous.before;
    drop = previous.drop;
    database = await previous.open(); // applies the new migrations
    // Db's execute is typed for either driver; both answer { rows }.
    const query = async (text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Rows }).rows;
    after = await readState(query);
    lines = (await query(asJson('select o.number, l.position, l.product_id, l.product_name, l.product_image, l.quantity, l.unit_price, l.line_total from order_line l join "order" o on o.id = l.order_id order by o.number, l.position')))[0]!.rows as Rows;
    headers = (await query(asJson('select number, currency, subtotal_amount, shipping_amount, tax_amount, discount_amount, total_amount from "order" order by number')))[0]!.rows as Rows;
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every order, checkout, event, audit entry, mail, intent and saved address as it was', () => {
    expect(before.orders).toHaveLength(8);
    expect(before.events.length).toBeGreaterThanOrEqual(7);
    expect(plain(after)).toEqual(plain(before));
  });

  it('gives every order its one line and header amounts equal to what it charged, in US dollars', () => {
    const orders = plain(before.orders) as { number: number; product_id: string; product_name: string; product_image: string; quantity: number; unit_price_cents: number; total_price_cents: number }[];
    expect(plain(lines)).toEqual(
      orders.map((o) => ({
        number: o.number,
        position: 1,
        product_id: o.product_id,
        product_name: o.product_name,
        product_image: o.product_image,
        quantity: o.quantity,
        unit_price: o.unit_price_cents,
        line_total: o.total_price_cents,
      })),
    );
    expect(plain(headers)).toEqual(
      orders.map((o) => ({
        number: o.number,
        currency: 'USD',
        subtotal_amount: o.total_price_cents,
        shipping_amount: 0,
        tax_amount: 0,
        discount_amount: 0,
        total_amount: o.total_price_cents,
      })),
    );
  });

  it("answers every customer's orders and the admin's list as the previous release's data says", async () => {
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, ORDER_TTL_MINUTES: '600' }), database });
    try {
      await app.ready();
      const { internalAdapter } = await app.auth.$context;
      const as = async (userId: string) => ({ authorization: `Bearer ${(await internalAdapter.createSession(userId)).token}` });
      const rows = plain(before.orders) as { id: string; number: number; user_id: string; product_id: string; product_name: string; quantity: number; total_price_cents: number; status: string; transaction_id: string | null; checkout_id: string | null; address: string; created_at: string; carrier: string | null; tracking_number: string | null }[];
      const expected = (r: (typeof rows)[number]) => ({
        _id: r.id,
        number: r.number,
        productId: r.product_id,
        productName: r.product_name,
        totalQuantity: r.quantity,
        totalCents: r.total_price_cents,
        status: r.status,
        transactionId: r.transaction_id,
        checkoutId: r.checkout_id,
        address: r.address,
        createdAt: new Date(r.created_at).toISOString(),
      });
      const seen = (o: Order) => ({
        _id: o._id,
        number: o.number,
        productId: o.productId,
        productName: o.productName,
        totalQuantity: o.totalQuantity,
        totalCents: fromMajorNumber(o.totalPrice, 'USD'),
        status: o.status,
        transactionId: o.transactionId,
        checkoutId: o.checkoutId,
        address: o.address,
        createdAt: o.createdAt,
      });
      const newestFirst = (a: { createdAt: string; number: number }, b: { createdAt: string; number: number }) =>
        b.createdAt.localeCompare(a.createdAt) || b.number - a.number;

      for (const customer of [alice, bob]) {
        const res = await app.inject({ method: 'GET', url: '/api/order', headers: await as(customer.id) });
        expect(res.statusCode).toBe(200);
        const mine = rows.filter((r) => r.user_id === customer.id).map(expected).sort(newestFirst);
        expect((res.json() as { data: Order[] }).data.map(seen).sort(newestFirst)).toEqual(mine);
      }

      const list = await app.inject({ method: 'GET', url: '/api/admin/order?limit=100', headers: await as(admin.id) });
      expect(list.statusCode).toBe(200);
      const all = (list.json() as { data: AdminOrder[] }).data;
      expect(all.map((o) => ({ ...seen(o), carrier: o.carrier, trackingNumber: o.trackingNumber })).sort(newestFirst)).toEqual(
        rows.map((r) => ({ ...expected(r), carrier: r.carrier, trackingNumber: r.tracking_number })).sort(newestFirst),
      );
    } finally {
      await app.close();
    }
  });
});
