// npm run check:durability: while shoppers place and pay orders in a loop, the store is killed with
// SIGKILL (no drain, no clean close) KILLS times and restarted. Afterwards every order the store
// acknowledged (201) must exist, every payment it acknowledged (200) must be recorded, and the
// product's stock plus the units in orders must equal the starting stock. Runs on PGlite, and on
// the PostgreSQL server when DATABASE_URL is set. Reads the truth straight from the database.
//
// Settings: KILLS (default 20), SHOPPERS (default 4), DATABASE_URL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import {
  demo,
  freePort,
  freshPostgresDatabase,
  signIn,
  sleep,
  startStore,
  tempDataDir,
  buildStore,
} from './lib/store-server.mjs';
import { addProduct, Shopper } from './lib/shop-client.mjs';

const kills = Number(process.env.KILLS ?? 20);
const shoppers = Number(process.env.SHOPPERS ?? 4);
const startingStock = 1_000_000;
// The check places far more orders per minute from one address than a person would.
const storeEnv = {
  LOG_LEVEL: 'warn',
  // As in production: sessions outlive a restart (without it, a PostgreSQL store picks a new
  // secret per process and every shopper is signed out by each kill).
  BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
  SIGN_UP_RATE_LIMIT_PER_MINUTE: '100000',
  ORDER_RATE_LIMIT_PER_MINUTE: '100000',
  PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
};

/** Shoppers ordering and paying until told to stop; records what the store acknowledged. */
function runTraffic(baseUrl, accounts, productId) {
  const ledger = { ordersAcked: new Map(), paymentsAcked: new Map(), failedCalls: 0, otherStatuses: new Map() };
  let running = true;
  // A restarting store's starting listener answers 503 "The store is starting" (Retry-After: 1,
  // nothing acknowledged: docs/operations.md, "Starting and restarting"); kept apart from any other 5xx.
  const note = (res) => {
    const key = res?.status === 503 && /is starting/.test(res.body?.error?.message ?? '') ? 'starting' : res?.status;
    ledger.otherStatuses.set(key, (ledger.otherStatuses.get(key) ?? 0) + 1);
  };
  const loops = accounts.map(async (account) => {
    const shopper = new Shopper(baseUrl, account);
    while (running) {
      try {
        const quantity = 1 + Math.floor(Math.random() * 5);
        const order = await shopper.placeOrder(productId, quantity);
        if (!order.id) {
          note(order);
          continue;
        }
        ledger.ordersAcked.set(order.id, quantity);
        // Pay most orders; leave some unpaid (they hold stock too).
        if (Math.random() < 0.75) {
          const payment = await shopper.pay(order.id);
          if (payment.paid) ledger.paymentsAcked.set(order.id, payment.transactionId);
          else note(payment.steps.at(-1));
        }
      } catch {
        // The store is down (killed): nothing was acknowledged; wait for it to come back.
        ledger.failedCalls++;
        await sleep(50);
      }
    }
  });
  return {
    ledger,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function readTruth(database, productId) {
  const sqlText = {
    product: 'select available from product where id = $1',
    orders: 'select o.id, l.quantity, o.status, o.transaction_id from "order" o join order_line l on l.order_id = o.id where l.product_id = $1',
  };
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const [product] = (await client.query(sqlText.product, [productId])).rows;
      const orders = (await client.query(sqlText.orders, [productId])).rows;
      return { available: product.available, orders };
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(database.dataDir);
  try {
    const [product] = (await client.query(sqlText.product, [productId])).rows;
    const orders = (await client.query(sqlText.orders, [productId])).rows;
    return { available: product.available, orders };
  } finally {
    await client.close();
  }
}

async function checkEngine(label, database) {
  const port = await freePort();
  const log = (msg) => console.log(`[${label}] ${msg}`);
  let store = await startStore({ port, database, env: storeEnv });
  const adminToken = await signIn(store.baseUrl, demo.admin);
  const productId = await addProduct(store.baseUrl, adminToken, { name: `Durability Saw ${Date.now()}`, available: startingStock });
  const accounts = [];
  for (let i = 0; i < shoppers; i++) accounts.push((await Shopper.create(store.baseUrl, `durability-${i}`)).account);
  log(`product ${productId} with stock ${startingStock}; ${shoppers} shoppers ordering and paying; ${kills} SIGKILLs`);

  const traffic = runTraffic(store.baseUrl, accounts, productId);
  const started = performance.now();
  let restarts = 0;
  for (let k = 1; k <= kills; k++) {
    await sleep(400 + Math.random() * 1600); // let orders and payments be in flight
    await store.kill();
    store = await startStore({ port, database, env: storeEnv });
    restarts++;
    if (k % 5 === 0) log(`${k} kills; ${traffic.ledger.ordersAcked.size} orders and ${traffic.ledger.paymentsAcked.size} payments acknowledged so far`);
  }
  await sleep(1000);
  await traffic.stop();
  const { code, signal } = await store.stop();
  const seconds = (performance.now() - started) / 1000;

  const truth = await readTruth(database, productId);
  const stored = new Map(truth.orders.map((o) => [o.id, o]));
  const unitsInOrders = truth.orders.reduce((sum, o) => sum + o.quantity, 0);
  const lostOrders = [...traffic.ledger.ordersAcked.keys()].filter((id) => !stored.has(id));
  const lostPayments = [...traffic.ledger.paymentsAcked.entries()].filter(
    ([id, tx]) => stored.get(id)?.status !== 'Paid' || stored.get(id)?.transaction_id !== tx,
  );
  // Only the starting listener's 503 is expected; any other 5xx (a running store's 503 included) is a fault.
  const serverErrors = [...traffic.ledger.otherStatuses.entries()].filter(([status]) => typeof status === 'number' && status >= 500);
  const wrongQuantity = [...traffic.ledger.ordersAcked.entries()].filter(([id, q]) => stored.has(id) && stored.get(id).quantity !== q);
  const stockBalances = truth.available + unitsInOrders === startingStock;

  const findings = [
    [lostOrders.length === 0, `acknowledged orders all stored: ${traffic.ledger.ordersAcked.size - lostOrders.length}/${traffic.ledger.ordersAcked.size}`],
    [lostPayments.length === 0, `acknowledged payments all recorded as Paid: ${traffic.ledger.paymentsAcked.size - lostPayments.length}/${traffic.ledger.paymentsAcked.size}`],
    [wrongQuantity.length === 0, 'stored quantities match what was ordered'],
    [serverErrors.length === 0, `no 5xx answers but a starting store's 503${serverErrors.length ? `: ${JSON.stringify(Object.fromEntries(serverErrors))}` : ''}`],
    [stockBalances, `stock ${truth.available} + units in orders ${unitsInOrders} = ${truth.available + unitsInOrders} (starting stock ${startingStock})`],
    [restarts === kills, `${restarts} SIGKILLs and restarts, each answering again`],
    [code === 0 || signal === 'SIGTERM', `clean stop after the last restart (code ${code}, signal ${signal})`],
  ];
  log(
    `${seconds.toFixed(0)} s; ${truth.orders.length} orders stored (${truth.orders.filter((o) => o.status === 'Paid').length} paid); ` +
      `${traffic.ledger.failedCalls} calls cut off by kills; other answers ${JSON.stringify(Object.fromEntries(traffic.ledger.otherStatuses))}`,
  );
  for (const [ok, what] of findings) log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (lostOrders.length) log(`lost orders: ${lostOrders.slice(0, 10).join(', ')}`);
  if (lostPayments.length) log(`lost payments: ${lostPayments.slice(0, 10).map(([id]) => id).join(', ')}`);
  return findings;
}

async function main() {
  // Only the server bundle: these checks talk to the API (the web app is optional for it).
  if (!process.env.SKIP_BUILD) buildStore({ web: false });
  const results = [];
  const dataDir = tempDataDir('durability');
  try {
    results.push(...(await checkEngine('PGlite', { dataDir })));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const db = await freshPostgresDatabase(process.env.DATABASE_URL, 'durability');
    try {
      results.push(...(await checkEngine('PostgreSQL', { url: db.url })));
    } finally {
      await db.drop();
    }
  } else {
    console.log('[PostgreSQL] skipped: set DATABASE_URL to check the PostgreSQL server too');
  }
  const failed = results.filter(([ok]) => !ok).length;
  console.log(`check:durability: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
