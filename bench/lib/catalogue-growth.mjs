// The catalogue growth measurement (npm run bench:catalogue, and npm run bench when DATABASE_URL
// is set): how the catalogue API behaves as the catalogue grows, on a PostgreSQL server. For each
// size a fresh database gets the demo data plus generated products (server-side generate_series:
// a 100,000-product catalogue loads in seconds), then the built store is measured:
//   - list p99: clients walk catalogue pages as a browser does (first page of a category or sort,
//     then `Link: rel="next"` a few pages deep, brotli accepted);
//   - search p99: clients search words, some misspelt, with and without a category;
//   - bytes per page: the default page (100 products), a 24-product page and the landing's 3;
//   - health p99: /api/health polled every 20 ms while the list clients run;
//   - RSS: the store's resident memory after the runs, and its peak (VmHWM);
//   - uncached pages: a second store with the page cache off, first and fifth pages of a list and
//     of a search for a word every product has, in interleaved rounds.
// Figures only: nothing here fails on a slow machine; the targets are shown as met or not.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { freshPostgresDatabase, sleep, startStore } from '../../scripts/checks/lib/store-server.mjs';

/** The targets at the largest size (100,000 products). */
export const growthTargets = { healthP99Ms: 50, rssMb: 400, searchP99Ms: 50, pageGrowth: 1.5 };

const categories = ['circular-saws', 'mitre-saws', 'jigsaws', 'table-saws', 'band-saws', 'reciprocating-saws', 'blades-and-accessories'];
const sorts = ['oldest', 'newest', 'price-asc', 'price-desc', 'name'];
const searches = ['circular', 'mitre saw', 'blade', 'circlar', 'bevel', 'jigsaw', 'band', 'cordless', 'walnut', 'bosch', 'tabel saw', '254'];

/**
 * Fills the catalogue up to `size` live products (the demo's included): names, descriptions and specs
 * varied enough that search and filters have something to sort out.
 */
async function loadProducts(url, size) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from product');
    const missing = size - rows[0].n;
    if (missing > 0) {
      await client.query(
        `insert into product (name, slug, description, img, images, specs, category_id, price_cents, available, min_order_quantity, created_at)
         select 'Kerfline ' || (array['Circular Saw','Mitre Saw','Jig Saw','Table Saw','Band Saw','Blade','Guide Rail','Dust Bag'])[1 + g % 8]
                  || ' ' || (array['CS','MS','JS','TS','BS','BL','GR','DB'])[1 + g % 8] || '-' || g,
                'bench-' || g,
                'A ' || (array['corded','cordless','compact','heavy-duty','jobsite','bench'])[1 + g % 6] || ' tool for '
                  || (array['oak','walnut','maple','birch','steel','laminate','plywood'])[1 + g % 7]
                  || '. Built, tested and shipped from our own plant; serial ' || md5(g::text) || '.',
                '/images/products/circular-saw.svg',
                array['/images/products/circular-saw.svg', '/images/products/framing-blade.svg'],
                jsonb_build_object('powerW', 500 + g % 1700, 'bladeDiameterMm', 150 + g % 200, 'weightKg', 1 + g % 30),
                (select id from category order by id offset (g % 7) limit 1),
                100 + (g * 7919) % 250000,
                g % 13,
                1,
                now() - interval '30 days' + g * interval '10 ms'
         from generate_series(1, $1::int) g`,
        [missing],
      );
    }
    if (missing < 0) {
      // Fewer than the demo's products: the newest go to the archive (out of every list).
      await client.query(
        'update product set archived_at = now() where id in (select id from product where archived_at is null order by created_at desc limit $1)',
        [-missing],
      );
    }
    if (missing > 0 && VARIANTS) await addVersions(client);
    if (missing > 0) await addGermanTexts(client);
    await client.query('vacuum analyze product, product_variant, product_option, product_option_value, product_variant_option_value, product_translation');
    return (await client.query('select count(*)::int as n from product where archived_at is null')).rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Every generated product in German too, as the owner would write it: German pages read these names
 * and search them in the german configuration (a word every product has: "Werkzeug").
 */
async function addGermanTexts(client) {
  await client.query(`insert into product_translation (product_id, language, name, slug, description)
    select p.id, 'de',
      'Kerfline ' || (array['Kreissäge','Kappsäge','Stichsäge','Tischkreissäge','Bandsäge','Sägeblatt','Führungsschiene','Staubbeutel'])[1 + g % 8] || ' ' || split_part(p.name, ' ', -1),
      'de-' || p.slug,
      'Ein ' || (array['kabelgebundenes','akkubetriebenes','kompaktes','robustes','Baustellen-','Werkbank-'])[1 + g % 6] || ' Werkzeug für '
        || (array['Eiche','Walnuss','Ahorn','Birke','Stahl','Laminat','Sperrholz'])[1 + g % 7] || '. Im eigenen Werk gebaut, geprüft und versandt.'
    from product p, lateral (select substring(p.slug from 7)::int as g) n
    where p.slug ~ '^bench-[0-9]+$'
    on conflict do nothing`);
}

/** Three versions per generated product unless BENCH_VARIANTS=1 (one default version, as before versions). */
const VARIANTS = process.env.BENCH_VARIANTS !== '1';

/**
 * Sells every generated product in three versions, as a corded saw is sold: options Voltage and
 * Plug, 120 V / US (the default version the insert made), 230 V / EU and 230 V / UK on one product
 * in a hundred, 230 V / AU on the others (a rare value for the option filter to find). Set-based, with
 * triggers off for the session (the bench connects as a superuser): through the store's triggers a
 * product costs ~25 ms, 40 minutes for 100,000. The summaries the triggers would keep (lowest and
 * highest price, units, orderable, option values) are then written in two statements, as the
 * migration that introduced them backfilled them.
 */
async function addVersions(client) {
  const bench = `p.slug like 'bench-%' and not exists (select 1 from product_option o where o.product_id = p.id)`;
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  await client.query(`create temporary table bench_new on commit drop as
    select p.id, substr(p.slug, 7)::int as g, p.slug, p.price_cents, p.available, p.created_at from product p where ${bench}`);
  await client.query('analyze bench_new');
  await client.query(`insert into product_option (product_id, position, name)
    select n.id, o.pos, o.name from bench_new n cross join (values (1, 'Voltage'), (2, 'Plug')) o(pos, name)`);
  await client.query(`insert into product_option_value (option_id, position, value)
    select o.id, v.pos, v.value from bench_new n join product_option o on o.product_id = n.id
    join (values ('Voltage', 1, '120 V'), ('Voltage', 2, '230 V'), ('Plug', 1, 'US'), ('Plug', 2, 'EU'), ('Plug', 3, 'UK'), ('Plug', 3, 'AU')) v(name, pos, value)
      on v.name = o.name and (v.value not in ('UK', 'AU') or v.value = case when n.g % 100 = 0 then 'UK' else 'AU' end)`);
  await client.query(`insert into product_variant (product_id, sku, price_cents, available, min_order_quantity, position, created_at)
    select n.id, upper(n.slug) || '-230-' || case when x.suffix = 'UK' and n.g % 100 <> 0 then 'AU' else x.suffix end,
           n.price_cents + x.extra, (n.available + x.pos * 5) % 13, 1, x.pos, n.created_at
    from bench_new n cross join (values (1, 'EU', 500), (2, 'UK', 700)) x(pos, suffix, extra)`);
  await client.query('analyze bench_new, product_option, product_option_value, product_variant');
  await client.query(`insert into product_variant_option_value (variant_id, option_id, value_id)
    select v.id, o.id, ov.id
    from bench_new n join product_variant v on v.product_id = n.id
    join (values (0, 'Voltage', '120 V'), (0, 'Plug', 'US'), (1, 'Voltage', '230 V'), (1, 'Plug', 'EU'), (2, 'Voltage', '230 V'), (2, 'Plug', 'UK')) m(pos, name, value)
      on m.pos = v.position
    join product_option o on o.product_id = n.id and o.name = m.name
    join product_option_value ov on ov.option_id = o.id
      and ov.value = case when m.value = 'UK' and n.g % 100 <> 0 then 'AU' else m.value end`);
  await client.query(`update product p set price_min_cents = s.lo, price_max_cents = s.hi, available_total = s.total, orderable = s.orderable,
      option_values = s.tokens
    from (select v.product_id, min(v.price_cents) as lo, max(v.price_cents) as hi, sum(v.available)::integer as total,
                 bool_or(v.available >= v.min_order_quantity) as orderable,
                 (select array_agg(distinct o.name || chr(31) || ov.value order by o.name || chr(31) || ov.value)
                  from product_variant_option_value vov join product_option o on o.id = vov.option_id
                  join product_option_value ov on ov.id = vov.value_id
                  join product_variant w on w.id = vov.variant_id and w.product_id = v.product_id) as tokens
          from bench_new n join product_variant v on v.product_id = n.id group by v.product_id) s
    where p.id = s.product_id`);
  await client.query('commit');
}

/** One GET over a kept-alive agent; the body is read in full (compressed as sent), never decoded. */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (d) => (bytes += d.length));
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, bytes, link: res.headers.link }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const p = (values, q) => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const nextOf = (base, link) => (link ? new URL(/^<([^>]+)>/.exec(link)[1], base).toString() : undefined);

/** `connections` clients, each running `session` in a loop until `ms` have passed; latencies of every request. */
async function clients(connections, ms, session) {
  const until = performance.now() + ms;
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; performance.now() < until; n++) {
        try {
          await session(agent, i * 1000 + n, (r) => {
            if (r.status !== 200) errors++;
            latencies.push(r.ms);
          });
        } catch {
          errors++;
        }
      }
      agent.destroy();
    }),
  );
  return { requests: latencies.length, p50: p(latencies, 0.5), p99: p(latencies, 0.99), errors };
}

/**
 * Polls a health path every 20 ms (one at a time, as a balancer does) until stopped. /api/health
 * asks the database (its wait for a pooled connection counts); /api/health/live only the event loop.
 */
function pollHealth(store, route = '/api/health') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const r = await get(agent, `${store.baseUrl}${route}`).catch(() => ({ ms: 5_000 }));
      latencies.push(r.ms);
      await sleep(20);
    }
    agent.destroy();
  })();
  return async () => {
    running = false;
    await done;
    return { polls: latencies.length, p50: p(latencies, 0.5), p99: p(latencies, 0.99), max: Math.max(...latencies) };
  };
}

function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

async function measureSize({ baseUrl, size, seconds, connections, log }) {
  const db = await freshPostgresDatabase(baseUrl, process.env.BENCH_DATABASE_LABEL ?? 'bench_catalogue');
  let store;
  try {
    // The store makes the schema and the demo data; the generated products come after.
    store = await startStore({ database: { url: db.url }, env: { LOG_LEVEL: 'warn' } });
    const loadStarted = performance.now();
    const products = await loadProducts(db.url, size);
    log(`${size} products loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
    await sleep(2_500); // the page cache's lifetime: rows were written behind the store's back
    const base = store.baseUrl;
    const agent = new http.Agent({ keepAlive: true });
    const identity = (url) =>
      new Promise((resolve, reject) =>
        http.get(url, { agent }, (res) => {
          let bytes = 0;
          res.on('data', (d) => (bytes += d.length));
          res.on('end', () => resolve({ bytes, total: res.headers['x-total-count'] }));
        }).on('error', reject),
      );
    const page100 = await identity(`${base}/api/product`);
    const page100br = await get(agent, `${base}/api/product`);
    const page24 = await identity(`${base}/api/product?limit=24`);
    const landing = await identity(`${base}/api/product?limit=3`);
    agent.destroy();

    const stopHealth = pollHealth(store);
    const stopLive = pollHealth(store, '/api/health/live');
    const list = await clients(connections, seconds * 1000, async (a, n, record) => {
      // A browser: a first page of some category or sort, then up to four pages more by `next`.
      const params = new URLSearchParams({ limit: '24', sort: sorts[n % sorts.length] });
      if (n % 3 === 0) params.set('category', categories[n % categories.length]);
      let url = `${base}/api/product?${params}`;
      for (let depth = 0; url && depth < 5; depth++) {
        const r = await get(a, url);
        record(r);
        url = nextOf(base, r.link);
      }
    });
    const health = await stopHealth();
    const live = await stopLive();
    const search = await clients(connections, seconds * 1000, async (a, n, record) => {
      const params = new URLSearchParams({ q: searches[n % searches.length], limit: '24' });
      if (n % 4 === 0) params.set('category', categories[n % categories.length]);
      record(await get(a, `${base}/api/product?${params}`));
    });
    const mem = memory(store.child.pid);
    const uncached = await measureUncachedPages({ databaseUrl: db.url, seconds, connections, log });
    // The machine's 1-minute load average at the end: latency figures mean little when it exceeds the cores.
    const loadAverage = os.loadavg()[0];
    return {
      products,
      totalHeader: page100.total,
      listP99Ms: list.p99,
      listP50Ms: list.p50,
      listRequests: list.requests,
      searchP99Ms: search.p99,
      searchP50Ms: search.p50,
      searchRequests: search.requests,
      errors: list.errors + search.errors,
      bytesPage100: page100.bytes,
      bytesPage100Brotli: page100br.bytes,
      bytesPage24: page24.bytes,
      bytesLanding: landing.bytes,
      healthP99Ms: health.p99,
      healthMaxMs: health.max,
      healthPolls: health.polls,
      liveP99Ms: live.p99,
      liveMaxMs: live.max,
      ...mem,
      loadAverage,
      uncached,
    };
  } finally {
    await store?.stop();
    await db.drop();
  }
}

/** The uncached reads compared across sizes: first and fifth pages of a list, of a word every product has, and of a market's list. */
const uncachedRows = [
  { name: 'list page 1', url: '/api/product?limit=6&sort=price-asc', depth: 0 },
  { name: 'list page 5 (cursor)', url: '/api/product?limit=6&sort=price-asc', depth: 4 },
  { name: 'option Voltage:230 V, in stock, page 3 (cursor)', url: '/api/product?limit=2&inStock=true&option=Voltage%3A230%20V', depth: 2 },
  { name: 'option Plug:UK (rare), page 1', url: '/api/product?limit=6&option=Plug%3AUK', depth: 0 },
  { name: 'search "kerfline" page 1', url: '/api/product?q=kerfline&limit=6', depth: 0 },
  { name: 'search "kerfline" page 5', url: '/api/product?q=kerfline&limit=6', depth: 4 },
  // The same on a German page: the German candidates (german configuration) beside the English ones.
  { name: 'search "Werkzeug" in German page 1', url: '/api/product?q=Werkzeug&limit=6&lang=de', depth: 0 },
  { name: 'search "Werkzeug" in German page 5', url: '/api/product?q=Werkzeug&limit=6&lang=de', depth: 4 },
  // A market's page: the same list priced in euros (one price read a page, whatever the catalogue).
  { name: 'list page 1 in euros (country=DE)', url: '/api/product?limit=6&sort=price-asc&country=DE', depth: 0 },
  { name: 'list page 5 in euros (country=DE, cursor)', url: '/api/product?limit=6&sort=price-asc&country=DE', depth: 4 },
];
const UNCACHED_ROUNDS = Number(process.env.BENCH_UNCACHED_ROUNDS ?? 3);

/**
 * A second store on the same database with the page cache off (PRODUCT_CACHE_TTL_MS=0): each row's
 * URL (page 5 found by following `next` four times) asked by `connections` clients for a share of
 * `seconds`, rows interleaved round by round so a change in the machine's load hits them all;
 * p50 and p99 of each round kept (min / median / max across rounds are reported).
 */
async function measureUncachedPages({ databaseUrl, seconds, connections, log }) {
  const store = await startStore({ database: { url: databaseUrl }, env: { LOG_LEVEL: 'warn', PRODUCT_CACHE_TTL_MS: '0' } });
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const urls = [];
    for (const row of uncachedRows) {
      let url = `${store.baseUrl}${row.url}`;
      for (let d = 0; d < row.depth && url; d++) {
        const r = await get(agent, url);
        url = nextOf(store.baseUrl, r.link);
        if (!url) log(`${row.name}: page ${d + 1} answered ${r.status} without a next link`);
      }
      urls.push(url);
    }
    agent.destroy();
    const rounds = uncachedRows.map(() => []);
    const perRun = Math.max(2, seconds / 2) * 1000;
    for (let r = 0; r < UNCACHED_ROUNDS; r++) {
      for (const [i, url] of urls.entries()) {
        if (!url) continue;
        const run = await clients(connections, perRun, async (a, _n, record) => record(await get(a, url)));
        rounds[i].push(run);
      }
      log(`uncached pages: round ${r + 1} of ${UNCACHED_ROUNDS}`);
    }
    return uncachedRows.map((row, i) => ({
      name: row.name,
      reached: Boolean(urls[i]),
      p50Ms: spreadOf(rounds[i].map((x) => x.p50)),
      p99Ms: spreadOf(rounds[i].map((x) => x.p99)),
      requests: rounds[i].reduce((n, x) => n + x.requests, 0),
      errors: rounds[i].reduce((n, x) => n + x.errors, 0),
    }));
  } finally {
    await store.stop();
  }
}

/** Minimum, median and maximum. */
function spreadOf(values) {
  const v = values.filter((x) => x !== null).sort((a, b) => a - b);
  if (v.length === 0) return null;
  return { min: v[0], median: v[Math.floor((v.length - 1) / 2)], max: v.at(-1) };
}

/**
 * Measures each catalogue size in turn on the PostgreSQL server at `databaseUrl` (a fresh database
 * per size, dropped afterwards). Needs the server bundle built (apps/server/dist).
 */
export async function measureCatalogueGrowth({ databaseUrl, sizes = [10, 10_000, 100_000], seconds = 10, connections = 10, log = console.log }) {
  const results = [];
  for (const size of sizes) {
    log(`catalogue of ${size.toLocaleString('en-US')} products`);
    results.push({ size, ...(await measureSize({ baseUrl: databaseUrl, size, seconds, connections, log })) });
  }
  return { when: new Date().toISOString(), seconds, connections, results };
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ms = (v) => (v === null || v === undefined ? '-' : `${v.toFixed(1)} ms`);

/** The growth table in Markdown, and the targets at the largest size measured. */
export function renderCatalogueGrowth(growth) {
  const lines = [
    '| products | list p50 / p99 | search p50 / p99 | page of 100 (brotli) | page of 24 | landing API (3) | /api/health p99 (max) | /api/health/live p99 | RSS (peak) | errors | load average |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of growth.results) {
    lines.push(
      `| ${r.products.toLocaleString('en-US')} | ${ms(r.listP50Ms)} / ${ms(r.listP99Ms)} | ${ms(r.searchP50Ms)} / ${ms(r.searchP99Ms)} | ${kb(r.bytesPage100)} (${kb(r.bytesPage100Brotli)}) | ${kb(r.bytesPage24)} | ${kb(r.bytesLanding)} | ${ms(r.healthP99Ms)} (${ms(r.healthMaxMs)}) | ${ms(r.liveP99Ms)} | ${r.rssMb} MB (${r.peakRssMb} MB) | ${r.errors} | ${r.loadAverage?.toFixed(1) ?? '-'} |`,
    );
  }
  const withUncached = growth.results.filter((r) => r.uncached);
  if (withUncached.length > 0) {
    const range = (x) => (x ? `${x.min.toFixed(1)} / **${x.median.toFixed(1)}** / ${x.max.toFixed(1)}` : '-');
    lines.push(
      '',
      'Uncached (`PRODUCT_CACHE_TTL_MS=0`), rounds interleaved; ms as min / **median** / max over the rounds:',
      '',
      '| products | read | p50 | p99 | requests | errors |',
      '|---:|---|---:|---:|---:|---:|',
    );
    for (const r of withUncached) {
      for (const u of r.uncached) {
        lines.push(`| ${r.products.toLocaleString('en-US')} | ${u.name}${u.reached ? '' : ' (not reached)'} | ${range(u.p50Ms)} | ${range(u.p99Ms)} | ${u.requests} | ${u.errors} |`);
      }
    }
  }
  const largest = growth.results.at(-1);
  if (largest) {
    const met = (ok) => (ok ? '**met**' : '**NOT met**');
    const at = `at ${largest.products.toLocaleString('en-US')} products`;
    lines.push(
      '',
      `- /api/health p99 during list traffic < ${growthTargets.healthP99Ms} ms ${at}: ${ms(largest.healthP99Ms)} ${met(largest.healthP99Ms < growthTargets.healthP99Ms)}`,
      `- RSS < ${growthTargets.rssMb} MB ${at}: ${largest.peakRssMb} MB peak ${met(largest.peakRssMb < growthTargets.rssMb)}`,
    );
    for (const u of (largest.uncached ?? []).filter((x) => x.name.startsWith('search'))) {
      const p99 = u.p99Ms?.median;
      lines.push(`- ${u.name}, uncached, p99 ≤ ${growthTargets.searchP99Ms} ms ${at}: ${ms(p99)} (median of rounds) ${met(p99 !== undefined && p99 <= growthTargets.searchP99Ms)}`);
    }
    const smallest = growth.results[0];
    if (smallest !== largest && smallest.uncached && largest.uncached) {
      for (const [i, u] of largest.uncached.entries()) {
        if (u.name.startsWith('search')) continue;
        const ratio = u.p50Ms && smallest.uncached[i]?.p50Ms ? u.p50Ms.median / smallest.uncached[i].p50Ms.median : null;
        lines.push(
          `- ${u.name}, uncached, p50 ${at} within ${growthTargets.pageGrowth}× of ${smallest.products.toLocaleString('en-US')}: ${ratio === null ? '-' : `${ratio.toFixed(2)}×`} ${met(ratio !== null && ratio <= growthTargets.pageGrowth)}`,
        );
      }
    }
  }
  lines.push(
    '',
    `${growth.connections} clients, ${growth.seconds} s per run, /api/health polled every 20 ms; ${os.cpus().length} cores. ` +
      'When the load average exceeds the cores, the latencies measure the wait for a core (see /api/health/live, which does nothing).',
  );
  return lines.join('\n');
}
