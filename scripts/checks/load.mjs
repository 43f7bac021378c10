// npm run check:load: LOAD_SECONDS (default 60) of mixed traffic at a fixed rate (LOAD_RATE
// operations per second, default 40): visitors browsing, shoppers signing in, ordering and paying.
// Prints throughput, p99 latency and errors; fails on any 5xx, any network error, or any
// acknowledged order or payment missing afterwards. Runs on PGlite, and on the PostgreSQL server
// when DATABASE_URL is set.
//
// The store runs as behind a load balancer (TRUST_PROXY=true) and each virtual shopper sends its
// own X-Forwarded-For, so the real per-address and per-user rate limits stay on at their defaults;
// the mix is sized to stay under them (about 3 sign-ins and 7 orders per shopper per minute).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { buildStore, demo, freshPostgresDatabase, percentile, signIn, sleep, startStore, tempDataDir } from './lib/store-server.mjs';
import { addProduct, call } from './lib/shop-client.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const rate = Number(process.env.LOAD_RATE ?? 40);
const shopperCount = Number(process.env.LOAD_SHOPPERS ?? 40);
const maxInFlight = 200;
const startingStock = 1_000_000;
const mix = [
  ['browse', 0.7],
  ['signIn', 0.05],
  ['order', 0.125],
  ['pay', 0.125],
];

const ipOf = (i) => `198.51.100.${i + 1}`; // documentation range: only ever a header value here

async function request(baseUrl, method, path, { token, body, ip } = {}) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' ? { origin: baseUrl } : {}), // as browsers send on same-origin writes
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json;
  try {
    json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json, headers: res.headers, ms: performance.now() - started };
}

async function setUp(store) {
  const adminToken = await signIn(store.baseUrl, demo.admin);
  const productId = await addProduct(store.baseUrl, adminToken, { name: `Load Saw ${Date.now()}`, available: startingStock });
  const shoppers = [];
  for (let i = 0; i < shopperCount; i++) {
    const email = `load-${i}-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = `pw-${crypto.randomBytes(8).toString('hex')}`;
    const res = await request(store.baseUrl, 'POST', '/api/auth/sign-up/email', {
      body: { email, password, name: `Load Shopper ${i}` },
      ip: ipOf(i),
    });
    const token = res.headers.get('set-auth-token') ?? res.body?.token;
    if (res.status !== 200 || !token) throw new Error(`sign-up ${i} failed: ${res.status} ${JSON.stringify(res.body)}`);
    shoppers.push({ i, email, password, name: `Load Shopper ${i}`, token, ip: ipOf(i), unpaid: [], busy: false });
  }
  const products = (await request(store.baseUrl, 'GET', '/api/product')).body;
  const html = await request(store.baseUrl, 'GET', '/');
  return { productId, shoppers, productIds: products.map((p) => p._id), hasWebApp: html.status === 200 };
}

function pickOperation() {
  let r = Math.random();
  for (const [name, share] of mix) {
    if ((r -= share) < 0) return name;
  }
  return 'browse';
}

async function runLoad(store, setup) {
  const stats = {
    requests: 0,
    byOperation: Object.fromEntries(mix.map(([n]) => [n, { done: 0, ms: [] }])),
    statuses: new Map(),
    networkErrors: 0,
    skipped: 0,
    ordersAcked: new Map(), // id -> { shopper, quantity }
    paymentsAcked: new Map(), // id -> transactionId
  };
  const count = (res) => {
    stats.requests++;
    stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
    return res;
  };
  const base = store.baseUrl;
  const shopperFor = () => setup.shoppers[Math.floor(Math.random() * setup.shoppers.length)];

  const operations = {
    async browse() {
      const s = shopperFor();
      const choices = [
        ['/api/product', null],
        ['/api/product?sort=newest', null],
        [`/api/product/${setup.productIds[Math.floor(Math.random() * setup.productIds.length)]}`, null],
        ['/api/review', null],
        ...(setup.hasWebApp ? [['/', null]] : []),
        ['/api/order', s.token],
      ];
      const [path, token] = choices[Math.floor(Math.random() * choices.length)];
      count(await request(base, 'GET', path, { token, ip: s.ip }));
    },
    async signIn() {
      const s = shopperFor();
      const res = count(await request(base, 'POST', '/api/auth/sign-in/email', { body: { email: s.email, password: s.password }, ip: s.ip }));
      const token = res.headers.get('set-auth-token') ?? res.body?.token;
      if (res.status === 200 && token) s.token = token;
    },
    async order() {
      const s = shopperFor();
      const quantity = 1 + Math.floor(Math.random() * 3);
      const res = count(
        await request(base, 'POST', '/api/order', {
          token: s.token,
          ip: s.ip,
          body: { productId: setup.productId, totalQuantity: quantity, address: '9 Load Street', phone: '+1 555 0142', userEmail: s.email, userName: s.name },
        }),
      );
      if (res.status === 201) {
        stats.ordersAcked.set(res.body.insertedId, { shopper: s, quantity });
        s.unpaid.push(res.body.insertedId);
      }
    },
    async pay() {
      const s = setup.shoppers.find((x) => x.unpaid.length && !x.busy);
      if (!s) return operations.browse();
      s.busy = true;
      try {
        const orderId = s.unpaid.shift();
        const intent = count(await request(base, 'POST', '/api/create-payment-intent', { token: s.token, ip: s.ip, body: { orderId } }));
        if (intent.status !== 200) return;
        const confirm = count(
          await request(base, 'POST', '/api/sandbox/confirm-payment', {
            token: s.token,
            ip: s.ip,
            body: { clientSecret: intent.body.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } },
          }),
        );
        if (confirm.status !== 200) return;
        const transactionId = confirm.body.paymentIntent.id;
        const patch = count(await request(base, 'PATCH', `/api/order/${orderId}`, { token: s.token, ip: s.ip, body: { transactionId } }));
        if (patch.status === 200) stats.paymentsAcked.set(orderId, transactionId);
      } finally {
        s.busy = false;
      }
    },
  };

  let inFlight = 0;
  const pending = new Set();
  const started = performance.now();
  const total = Math.round(seconds * rate);
  for (let n = 0; n < total; n++) {
    // Open loop: operation n starts at its own time whether or not earlier ones have finished.
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (inFlight >= maxInFlight) {
      stats.skipped++;
      continue;
    }
    const name = pickOperation();
    inFlight++;
    const opStarted = performance.now();
    const p = operations[name]()
      .then(() => {
        const op = stats.byOperation[name];
        op.done++;
        op.ms.push(performance.now() - opStarted);
      })
      .catch(() => {
        stats.networkErrors++;
      })
      .finally(() => {
        inFlight--;
        pending.delete(p);
      });
    pending.add(p);
  }
  await Promise.all(pending);
  stats.elapsed = (performance.now() - started) / 1000;
  return stats;
}

/** Reads every shopper's orders back through the API: nothing acknowledged may be missing. */
async function verify(store, setup, stats) {
  const found = new Map();
  for (const s of setup.shoppers) {
    const res = await request(store.baseUrl, 'GET', '/api/order', { token: s.token, ip: s.ip });
    if (res.status !== 200) throw new Error(`listing orders of shopper ${s.i} failed: ${res.status}`);
    const list = Array.isArray(res.body) ? res.body : res.body?.data;
    for (const o of list) found.set(o._id, o);
  }
  const product = (await call(store.baseUrl, 'GET', `/api/product/${setup.productId}`)).body;
  const unitsInOrders = [...found.values()].filter((o) => o.productId === setup.productId).reduce((sum, o) => sum + o.totalQuantity, 0);
  const lostOrders = [...stats.ordersAcked.keys()].filter((id) => !found.has(id));
  const lostPayments = [...stats.paymentsAcked.keys()].filter((id) => !found.get(id)?.paid);
  return { found: found.size, lostOrders, lostPayments, stockBalances: product.available + unitsInOrders === startingStock, product, unitsInOrders };
}

function report(label, stats, check) {
  const all = Object.values(stats.byOperation).flatMap((o) => o.ms);
  const serverErrors = [...stats.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const log = (msg) => console.log(`[${label}] ${msg}`);
  log(`${seconds} s at ${rate} operations/s (${shopperCount} shoppers): ${stats.requests} requests in ${stats.elapsed.toFixed(1)} s = ${(stats.requests / stats.elapsed).toFixed(1)} req/s`);
  for (const [name, op] of Object.entries(stats.byOperation)) {
    log(`  ${name.padEnd(7)} ${String(op.done).padStart(5)} done, p50 ${percentile(op.ms, 50)?.toFixed(0)} ms, p99 ${percentile(op.ms, 99)?.toFixed(0)} ms`);
  }
  log(`  all operations p99 ${percentile(all, 99)?.toFixed(0)} ms; statuses ${JSON.stringify(Object.fromEntries([...stats.statuses].sort((a, b) => a[0] - b[0])))}`);
  log(`  ${stats.ordersAcked.size} orders and ${stats.paymentsAcked.size} payments acknowledged; ${stats.networkErrors} network errors; ${stats.skipped} operations skipped (over ${maxInFlight} in flight)`);
  const findings = [
    [serverErrors === 0, `no 5xx answers (${serverErrors})`],
    [stats.networkErrors === 0, `no network errors or timeouts (${stats.networkErrors})`],
    [stats.skipped === 0, `the store kept up with the rate (${stats.skipped} operations skipped)`],
    [check.lostOrders.length === 0, `no lost orders: ${stats.ordersAcked.size - check.lostOrders.length}/${stats.ordersAcked.size} acknowledged orders found`],
    [check.lostPayments.length === 0, `no lost payments: ${stats.paymentsAcked.size - check.lostPayments.length}/${stats.paymentsAcked.size} acknowledged payments shown as paid`],
    [check.stockBalances, `stock ${check.product.available} + units in orders ${check.unitsInOrders} = starting stock ${startingStock}`],
  ];
  for (const [ok, what] of findings) log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  return findings;
}

async function checkEngine(label, database) {
  const store = await startStore({
    database,
    env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'true', BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex') },
  });
  try {
    const setup = await setUp(store);
    const stats = await runLoad(store, setup);
    const check = await verify(store, setup, stats);
    return report(label, stats, check);
  } finally {
    await store.stop();
  }
}

async function main() {
  if (!process.env.SKIP_BUILD) buildStore({ web: false });
  const results = [];
  const dataDir = tempDataDir('load');
  try {
    results.push(...(await checkEngine('PGlite', { dataDir })));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const db = await freshPostgresDatabase(process.env.DATABASE_URL, 'load');
    try {
      results.push(...(await checkEngine('PostgreSQL', { url: db.url })));
    } finally {
      await db.drop();
    }
  } else {
    console.log('[PostgreSQL] skipped: set DATABASE_URL to load the PostgreSQL server too');
  }
  const failed = results.filter(([ok]) => !ok).length;
  console.log(`check:load: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
