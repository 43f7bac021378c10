// The back office at scale: a PostgreSQL store with 100,000 orders (and 10,000 customers) made by
// server-side generate_series, then
//   - overview p50/p99: GET /api/admin/overview asked one request after another (the budget in
//     docs/decisions/0018 is 200 ms p99 at 100,000 orders);
//   - CSV export: every order as CSV through GET /api/admin/order/export, streamed; the rows are
//     counted against the database's count.
// Figures only: nothing here fails on a slow machine. run.mjs calls measureOverview when
// DATABASE_URL is set; `DATABASE_URL=... node bench/lib/overview.mjs` runs it alone (after
// `npm run build -w @store/server`).
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshPostgresDatabase, percentile, signIn, startStore, demo } from '../../scripts/checks/lib/store-server.mjs';

const day = (d) => d.toISOString().slice(0, 10);

/** Orders spread over the last 90 days in every status but Pending (the store would expire those). */
async function seed(url, orders, customers) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into "user" (name, email, created_at)
       select 'Bench Customer ' || g, 'bench-customer-' || g || '@example.com', now() - ((g % 84) || ' days')::interval
       from generate_series(1, $1::int) as g`,
      [customers],
    );
    await client.query(
      `with prods as (
         select id, name, img, price_cents, (row_number() over (order by id)) - 1 as i, count(*) over () as n from product
       ), gen as (
         select g, (array['Paid','Shipped','Delivered','Delivered','Cancelled','Refunded','Paid'])[1 + g % 7] as status, 1 + g % 4 as q,
                now() - ((g % 90) || ' days')::interval - ((g % 1440) || ' minutes')::interval as placed
         from generate_series(1, $1::int) as g
       )
       insert into "order" (user_email, user_name, product_id, product_name, product_image, address, phone, quantity, unit_price_cents,
                            total_price_cents, subtotal_amount, total_amount, status, payment_intent_id, transaction_id, paid_at, shipped_at, delivered_at, cancelled_at,
                            refunded_at, carrier, tracking_number, created_at)
       select 'bench-customer-' || (1 + gen.g % $2::int) || '@example.com', 'Bench Customer ' || (1 + gen.g % $2::int), p.id, p.name, p.img,
              gen.g || ' Bench Road, Springfield', '+1 555 0100', gen.q, p.price_cents, gen.q * p.price_cents, gen.q * p.price_cents, gen.q * p.price_cents, gen.status,
              case when gen.status <> 'Cancelled' then 'pi_bench_' || gen.g end,
              case when gen.status <> 'Cancelled' then 'pi_bench_' || gen.g end,
              case when gen.status <> 'Cancelled' then gen.placed + interval '5 minutes' end,
              case when gen.status in ('Shipped', 'Delivered') then gen.placed + interval '1 day' end,
              case when gen.status = 'Delivered' then gen.placed + interval '3 days' end,
              case when gen.status = 'Cancelled' then gen.placed + interval '1 hour' end,
              case when gen.status = 'Refunded' then gen.placed + interval '2 days' end,
              case when gen.status in ('Shipped', 'Delivered') then 'UPS' end,
              case when gen.status in ('Shipped', 'Delivered') then '1Z' || lpad(gen.g::text, 16, '0') end,
              gen.placed
       from gen join prods p on p.i = gen.g % p.n`,
      [orders, customers],
    );
    // Each order's one line (what placing an order writes beside it).
    await client.query(
      `insert into order_line (order_id, position, product_id, product_name, product_image, quantity, unit_price, line_total)
       select id, 1, product_id, product_name, product_image, quantity, unit_price_cents, total_price_cents from "order"
       where user_email like 'bench-customer-%' and not exists (select 1 from order_line l where l.order_id = "order".id)`,
    );
    // As autovacuum leaves a table that settled: statistics current, visibility map set (index-only scans).
    await client.query('vacuum analyze');
    const { rows } = await client.query('select count(*)::int as n from "order"');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function timed(url, token) {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** Streams the CSV, counting its lines; never holds the whole file. */
async function exportRows(baseUrl, token, from, to) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/order/export?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  if (!res.ok) throw new Error(`export: ${res.status}`);
  let lines = 0;
  let bytes = 0;
  const decoder = new TextDecoder();
  // A record ends with CRLF; a chunk may end between the CR and the LF, so the last character carries over.
  let carry = '';
  for await (const chunk of res.body) {
    bytes += chunk.length;
    const text = carry + decoder.decode(chunk, { stream: true });
    lines += text.split('\r\n').length - 1;
    carry = text.endsWith('\r') ? '\r' : '';
  }
  return { rows: lines - 1, bytes, ms: Math.round(performance.now() - started) };
}

/**
 * Seeds a fresh database on the PostgreSQL server of `baseUrl` and measures the overview and the
 * export on the built store (apps/server/dist). Returns the figures; drops the database.
 */
export async function measureOverview({ baseUrl, orders = 100_000, customers = 10_000, requests = 300, log = console.log } = {}) {
  const db = await freshPostgresDatabase(baseUrl, 'bench_overview');
  let store;
  try {
    store = await startStore({ database: { url: db.url }, env: { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' } });
    log(`overview: seeding ${orders.toLocaleString('en-US')} orders`);
    const seeded = await seed(db.url, orders, customers);
    const token = await signIn(store.baseUrl, demo.admin);
    const url = `${store.baseUrl}/api/admin/overview`;
    for (let i = 0; i < 20; i++) await timed(url, token); // warm-up: plans cached, pages in memory
    const times = [];
    for (let i = 0; i < requests; i++) times.push(await timed(url, token));
    const from = day(new Date(Date.now() - 100 * 86_400_000));
    const to = day(new Date());
    log('overview: exporting every order as CSV');
    const csv = await exportRows(store.baseUrl, token, from, to);
    return {
      orders: seeded,
      requests,
      p50Ms: Number(percentile(times, 50).toFixed(1)),
      p99Ms: Number(percentile(times, 99).toFixed(1)),
      maxMs: Number(Math.max(...times).toFixed(1)),
      /** The machine's 1-minute load average when measured: a shared machine's p99 says as much about it. */
      loadAverage: Number(os.loadavg()[0].toFixed(1)),
      export: { ...csv, complete: csv.rows === seeded },
    };
  } finally {
    await store?.stop();
    await db.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.DATABASE_URL) {
    console.error('set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    process.exit(2);
  }
  console.log(JSON.stringify(await measureOverview({ baseUrl: process.env.DATABASE_URL }), null, 2));
}
