// The back office at scale: a PostgreSQL store with 1,000 and then 100,000 orders of 1 to 3 lines
// (and 10,000 customers) made by server-side generate_series, then at each size, p50/p99 of
// requests one after another:
//   - the overview (the budget in docs/decisions/0018 is 200 ms p99 at 100,000 orders), the admin
//     list's first page and its 20th (by cursor), the Paid filter, a search by a product name most
//     lines share and by one no line has, by e-mail, and one customer's orders (GET /api/order?email=): each should cost the same at both
//     sizes (O(page));
//   - CSV export: every order as CSV through GET /api/admin/order/export, streamed; the rows (one
//     per line) are counted against the database's count of lines.
// Figures only: nothing here fails on a slow machine. run.mjs calls measureOverview when
// DATABASE_URL is set; `DATABASE_URL=... node bench/lib/overview.mjs` runs it alone (after
// `npm run build -w @store/server`).
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshPostgresDatabase, percentile, signIn, startStore, demo } from '../../scripts/checks/lib/store-server.mjs';

const day = (d) => d.toISOString().slice(0, 10);

/**
 * `orders` more orders, numbered on from what is there, spread over the last 90 days in every
 * status but Pending (the store would expire those), each of 1 to 3 lines of the catalogue's
 * products, written as the store writes them: a header whose amounts add up, and its lines.
 */
async function seed(url, orders, customers) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into "user" (name, email, created_at)
       select 'Bench Customer ' || g, 'bench-customer-' || g || '@example.com', now() - ((g % 84) || ' days')::interval
       from generate_series(1, $1::int) as g
       on conflict (email) do nothing`,
      [customers],
    );
    const { rows: before } = await client.query('select count(*)::int as n from "order"');
    const first = before[0].n + 1;
    await client.query(
      `create temp table bench_gen as
       select g, gen_random_uuid() as id,
              (array['Paid','Shipped','Delivered','Delivered','Cancelled','Refunded','Paid'])[1 + g % 7] as status,
              now() - ((g % 90) || ' days')::interval - ((g % 1440) || ' minutes')::interval as placed
       from generate_series($1::int, $1::int + $2::int - 1) as g`,
      [first, orders],
    );
    await client.query(
      `insert into "order" (id, user_email, user_name, address, phone, currency, subtotal_amount, total_amount, status, payment_intent_id,
                            transaction_id, paid_at, shipped_at, delivered_at, cancelled_at, refunded_at, carrier, tracking_number, created_at)
       select gen.id, 'bench-customer-' || (1 + gen.g % $1::int) || '@example.com', 'Bench Customer ' || (1 + gen.g % $1::int),
              gen.g || ' Bench Road, Springfield', '+1 555 0100', 'USD', 0, 0, gen.status,
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
       from bench_gen gen`,
      [customers],
    );
    // Lines 1..(1 + g % 3) of different products; a refunded order refunded every unit.
    await client.query(
      `with prods as (select p.id, p.name, p.img, p.price_cents, v.id as variant_id, v.sku, (row_number() over (order by p.id)) - 1 as i, count(*) over () as n
                      from product p join lateral (select id, sku from product_variant where product_id = p.id order by position, id limit 1) v on true)
       insert into order_line (order_id, position, product_id, product_name, product_image, variant_id, sku, quantity, unit_price, line_total, refunded_quantity)
       select gen.id, pos, p.id, p.name, p.img, p.variant_id, p.sku, 1 + (gen.g + pos) % 4, p.price_cents, (1 + (gen.g + pos) % 4) * p.price_cents,
              case when gen.status = 'Refunded' then 1 + (gen.g + pos) % 4 else 0 end
       from bench_gen gen
       cross join lateral generate_series(1, 1 + gen.g % 3) as pos
       join prods p on p.i = abs(hashint4(gen.g * 3 + pos)) % p.n`,
    );
    await client.query(
      `update "order" o set subtotal_amount = s.total, total_amount = s.total
       from (select order_id, sum(line_total)::bigint as total from order_line l join bench_gen g on g.id = l.order_id group by order_id) s
       where o.id = s.order_id`,
    );
    await client.query('drop table bench_gen');
    // As autovacuum leaves a table that settled: statistics current, visibility map set (index-only scans).
    await client.query('vacuum analyze');
    const { rows } = await client.query('select (select count(*)::int from "order") as orders, (select count(*)::int from order_line) as lines');
    return rows[0];
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

/** p50 and p99 of `requests` requests one after another (after 10 to warm plans and pages). */
async function latency(url, token, requests) {
  for (let i = 0; i < 10; i++) await timed(url, token);
  const times = [];
  for (let i = 0; i < requests; i++) times.push(await timed(url, token));
  return { p50Ms: Number(percentile(times, 50).toFixed(1)), p99Ms: Number(percentile(times, 99).toFixed(1)) };
}

/** The admin list's URL of page `n` (1-based), following each page's `nextCursor`. */
async function deepPage(baseUrl, token, n) {
  let url = `${baseUrl}/api/admin/order?limit=25`;
  for (let page = 1; page < n; page++) {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const { nextCursor } = await res.json();
    if (!nextCursor) break;
    url = `${baseUrl}/api/admin/order?limit=25&cursor=${encodeURIComponent(nextCursor)}`;
  }
  return url;
}

/** The back office's reads at this many orders. */
async function reads(baseUrl, token, requests) {
  const base = `${baseUrl}/api/admin/order?limit=25`;
  return {
    overview: await latency(`${baseUrl}/api/admin/overview`, token, requests),
    listFirstPage: await latency(base, token, requests),
    listPage20: await latency(await deepPage(baseUrl, token, 20), token, requests),
    listPaidFirstPage: await latency(`${base}&status=Paid`, token, requests),
    searchProductName: await latency(`${base}&q=saw`, token, requests),
    // A name no line has: the newest orders are looked through, then the index over every line.
    searchNoMatch: await latency(`${base}&q=dovetail`, token, requests),
    searchEmail: await latency(`${base}&q=${encodeURIComponent('bench-customer-7@example.com')}`, token, requests),
    customerOrders: await latency(`${baseUrl}/api/order?email=${encodeURIComponent('bench-customer-7@example.com')}`, token, requests),
  };
}

/**
 * Seeds a fresh database on the PostgreSQL server of `baseUrl` and measures the back office's
 * reads on the built store (apps/server/dist) at each size in `sizes` (orders), then the export at
 * the largest. Returns the figures; drops the database.
 */
export async function measureOverview({ baseUrl, sizes = [1_000, 100_000], customers = 10_000, requests = 100, log = console.log } = {}) {
  const db = await freshPostgresDatabase(baseUrl, 'bench_overview');
  let store;
  try {
    store = await startStore({ database: { url: db.url }, env: { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' } });
    const token = await signIn(store.baseUrl, demo.admin);
    const bySize = [];
    let seeded = { orders: 0, lines: 0 };
    for (const size of sizes) {
      log(`orders: seeding up to ${size.toLocaleString('en-US')} orders`);
      seeded = await seed(db.url, size - seeded.orders, customers);
      log(`orders: timing the back office's reads at ${seeded.orders.toLocaleString('en-US')} orders`);
      bySize.push({ orders: seeded.orders, lines: seeded.lines, loadAverage: Number(os.loadavg()[0].toFixed(1)), ...(await reads(store.baseUrl, token, requests)) });
    }
    const from = day(new Date(Date.now() - 100 * 86_400_000));
    const to = day(new Date());
    log('orders: exporting every order as CSV');
    const csv = await exportRows(store.baseUrl, token, from, to);
    const largest = bySize.at(-1);
    return {
      orders: seeded.orders,
      requests,
      // The figures the summary has always shown: the overview at the largest size.
      p50Ms: largest.overview.p50Ms,
      p99Ms: largest.overview.p99Ms,
      /** The machine's 1-minute load average when measured: a shared machine's p99 says as much about it. */
      loadAverage: largest.loadAverage,
      bySize,
      // The CSV has a row per line.
      export: { ...csv, complete: csv.rows === seeded.lines },
    };
  } finally {
    await store?.stop();
    // BENCH_KEEP_DATABASE=true keeps it to look at the plans (EXPLAIN) afterwards.
    if (process.env.BENCH_KEEP_DATABASE === 'true') log(`orders: kept the database ${db.url}`);
    else await db.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.DATABASE_URL) {
    console.error('set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    process.exit(2);
  }
  console.log(JSON.stringify(await measureOverview({ baseUrl: process.env.DATABASE_URL }), null, 2));
}
