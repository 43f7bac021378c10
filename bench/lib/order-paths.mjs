// The order paths' server cost: a shopper places orders (one line, and a cart of three lines),
// pays them (intent, sandbox card, PATCH) and reads them back, `count` times each at
// `concurrency` at once. Per step: requests per second, p50/p99 latency and the store's CPU time
// per request (from /proc, as the throughput rows). The sandbox card provider runs inside the
// store, so its confirmation step is the store's work too. Figures only.
// `node bench/lib/order-paths.mjs` runs it alone on PGlite (after `npm run build -w @store/server`);
// with DATABASE_URL, on a fresh database of that PostgreSQL server.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addProduct, call, Shopper } from '../../scripts/checks/lib/shop-client.mjs';
import { demo, freshPostgresDatabase, percentile, signIn, startStore, tempDataDir } from '../../scripts/checks/lib/store-server.mjs';
import { withCpu } from './cpu.mjs';

const storeEnv = {
  LOG_LEVEL: 'warn',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000',
  ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
  PAYMENT_RATE_LIMIT_PER_MINUTE: '1000000',
};
const shipping = { line1: '1 Bench Road', line2: '', city: 'Springfield', postalCode: '62701', country: 'US' };

/** Runs `one(i)` for i in 0..count-1, `concurrency` at a time; each must answer `expect`. */
async function step(pid, count, concurrency, expect, one) {
  const times = [];
  const results = new Array(count);
  const started = performance.now();
  const measured = await withCpu(pid, async () => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const i = next++;
          const res = await one(i);
          if (res.status !== expect) throw new Error(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          times.push(res.ms);
          results[i] = res;
        }
      }),
    );
    return { requests: count };
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    figures: {
      requests: count,
      reqPerSec: Number((count / seconds).toFixed(1)),
      p50Ms: Number(percentile(times, 50).toFixed(1)),
      p99Ms: Number(percentile(times, 99).toFixed(1)),
      cpuUsPerRequest: measured.cpuUsPerRequest === undefined ? undefined : Math.round(measured.cpuUsPerRequest),
    },
    results,
  };
}

/** The figures of every order path on a store started on `database`. */
export async function measureOrderPaths({ database, count = 300, concurrency = 5, log = console.log }) {
  const store = await startStore({ database, env: storeEnv });
  try {
    const pid = store.child.pid;
    const base = store.baseUrl;
    const adminToken = await signIn(base, demo.admin);
    const shopper = await Shopper.signIn(base, demo.shopper);
    const products = [];
    for (const name of ['Bench Saw', 'Bench Blade', 'Bench Guide']) products.push(await addProduct(base, adminToken, { name, available: 1_000_000, priceDollars: 49.99 }));
    const out = {};
    const run = async (name, expect, one) => {
      const { figures, results } = await step(pid, count, concurrency, expect, one);
      out[name] = figures;
      log(`order paths: ${name} ${figures.reqPerSec} req/s, p99 ${figures.p99Ms} ms, ${figures.cpuUsPerRequest} µs CPU/request`);
      return results;
    };

    const placed = await run('placeOrder', 201, () => shopper.placeOrder(products[0], 2));
    const ids = placed.map((r) => r.body.insertedId);
    const intents = await run('createPaymentIntent', 200, (i) => shopper.request('POST', '/api/create-payment-intent', { orderId: ids[i] }));
    const cards = await run('confirmCard', 200, (i) =>
      shopper.request('POST', '/api/sandbox/confirm-payment', {
        clientSecret: intents[i].body.clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
        billingDetails: { name: 'Bench Shopper', email: demo.shopper.email },
      }),
    );
    await run('confirmPayment', 200, (i) => shopper.request('PATCH', `/api/order/${ids[i]}`, { transactionId: cards[i].body.paymentIntent.id }));
    await run('getOrder', 200, (i) => shopper.request('GET', `/api/order/${ids[i]}`));

    // A cart of three lines, one checkout at a time per shopper (a checkout empties the cart):
    // concurrency 1, the cart filled before each timed checkout.
    const checkoutTimes = [];
    const checkout = await withCpu(pid, async () => {
      for (let i = 0; i < count; i++) {
        for (const productId of products) {
          const put = await shopper.request('PUT', `/api/cart/lines/${productId}`, { quantity: 1 + (i % 3) });
          if (put.status !== 200) throw new Error(`cart: ${put.status} ${JSON.stringify(put.body)}`);
        }
        const res = await shopper.request('POST', '/api/checkout', { phone: '+1 555 0100', shipping });
        if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
        checkoutTimes.push(res.ms);
      }
      return { requests: count * 4 };
    });
    out.cartAndCheckout = {
      requests: count * 4,
      note: 'three cart PUTs and one POST /api/checkout per order, one after another; CPU per request is over all four',
      checkoutP50Ms: Number(percentile(checkoutTimes, 50).toFixed(1)),
      checkoutP99Ms: Number(percentile(checkoutTimes, 99).toFixed(1)),
      cpuUsPerRequest: checkout.cpuUsPerRequest === undefined ? undefined : Math.round(checkout.cpuUsPerRequest),
    };
    log(`order paths: cart and checkout p99 ${out.cartAndCheckout.checkoutP99Ms} ms, ${out.cartAndCheckout.cpuUsPerRequest} µs CPU/request`);

    // My Orders now holds 2 × count orders of this shopper: SPEC's list is every order of the customer.
    await run('listOwnOrders', 200, () => shopper.request('GET', '/api/order'));
    out.ownOrders = (await call(base, 'GET', '/api/order', { token: shopper.account.token })).body.data.length;
    return { count, concurrency, ...out };
  } finally {
    await store.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.env.BENCH_ORDER_COUNT ?? 300);
  if (process.env.DATABASE_URL) {
    const db = await freshPostgresDatabase(process.env.DATABASE_URL, 'bench_orders');
    try {
      console.log(JSON.stringify(await measureOrderPaths({ database: { url: db.url }, count }), null, 2));
    } finally {
      await db.drop();
    }
  } else {
    const dataDir = tempDataDir('bench-orders');
    try {
      console.log(JSON.stringify(await measureOrderPaths({ database: { dataDir }, count }), null, 2));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
