// npm run check:scale-out: three instances of the store on one PostgreSQL database behind a real load
// balancer, on loopback, set up as README's "Running several instances" says (deploy/haproxy.cfg;
// deploy/nginx.conf for the client-address step). It shows that:
//   1. three instances started at once on an empty database all become ready, with the demo data
//      loaded exactly once;
//   2. the sign-in limit holds through haproxy and through nginx when every attempt forges its own
//      X-Forwarded-For;
//   3. a session made on one instance is honoured by the others, and signing out on any instance
//      ends it on all of them;
//   4. 50 buyers of the last unit, spread over the instances, make exactly one sale;
//   5. a rolling restart (SIGTERM one instance at a time under traffic) loses no request;
//   6. a database outage answers 503 with Retry-After through the balancer, and the store serves
//      again within seconds of the database coming back.
// The instances reach PostgreSQL through a TCP relay the check can cut (lib/tcp-proxy.mjs).
// Prints what it saw and a summary; exits non-zero on any failure.
//
// Needs haproxy and nginx (Debian packages) and a PostgreSQL server: DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) is used only to create and drop a database of its own.
// SKIP_BUILD=1 reuses apps/server/dist. tsx runs it (it reads the demo data from the server's sources).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startHaproxy, startNginx } from './lib/balancers.mjs';
import { addProduct } from './lib/shop-client.mjs';
import { buildStore, demo, freePort, freshPostgresDatabase, signIn, signUp, sleep, startStore } from './lib/store-server.mjs';
import { startTcpProxy } from './lib/tcp-proxy.mjs';

const { demoAccounts, demoProducts, demoReviews } = await import('../../apps/server/src/db/demo-data.ts');

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const INSTANCES = 3;
const SIGN_IN_LIMIT = 10; // the store's default, left in place: step 2 counts against it
const BUYERS = 50;

const findings = [];
function note(ok, what) {
  findings.push({ ok, what });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  return ok;
}
const step = (title) => console.log(`\n== ${title}`);
const until = async (what, timeoutMs, poll) => {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const value = await poll();
    if (value !== undefined) return { value, ms: performance.now() - started };
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
};
const tally = (items) => items.reduce((m, k) => ((m[k] = (m[k] ?? 0) + 1), m), {});

// One HTTP call through a balancer (or to an instance), on node:http so a call can come from another
// loopback address (step 2). Never throws: a network failure is status 0 with its message.
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });
function send(port, method, urlPath, { token, body, headers = {}, localAddress, fresh = false } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        localAddress,
        agent: localAddress || fresh ? false : keepAlive,
        timeout: 15_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('error', (err) => resolve({ status: 0, error: err.message }));
        res.on('end', () => {
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, body: json, instance: res.headers['x-instance'] });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', (err) => resolve({ status: 0, error: err.message }));
    req.end(payload);
  });
}

const orderBody = (account, productId) => ({
  productId,
  totalQuantity: 1,
  address: '1 Scale-Out Street, Testville',
  phone: '+1 555 0123',
  userEmail: account.email,
  userName: account.name,
});

async function query(dbUrl, text, params = []) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

// 1 ─────────────────────────────────────────────────────────────────────────────────────────────
async function startTogether(ctx) {
  step(`1. ${INSTANCES} instances started at once on an empty database`);
  const started = performance.now();
  const results = await Promise.allSettled(ctx.ports.map((port, i) => ctx.startInstance(i, port)));
  const failed = results.filter((r) => r.status === 'rejected');
  note(failed.length === 0, `${INSTANCES - failed.length}/${INSTANCES} instances ready (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (failed.length) {
    for (const r of failed) console.log(`     ${String(r.reason?.message ?? r.reason).split('\n')[0]}`);
    return false;
  }

  const products = await query(ctx.db.url, 'select name, count(*)::int as n from product group by name');
  const productCopies = new Map(products.map((r) => [r.name, r.n]));
  const productsOnce = products.length === demoProducts.length && demoProducts.every((p) => productCopies.get(p.name) === 1);
  note(productsOnce, `demo products: ${demoProducts.length} names, each stored ${productsOnce ? 'once' : `as ${JSON.stringify(Object.fromEntries(productCopies))}`}`);

  const reviews = await query(ctx.db.url, 'select name, content, count(*)::int as n from review group by name, content');
  const reviewCopies = new Map(reviews.map((r) => [`${r.name}\n${r.content}`, r.n]));
  const reviewsOnce = reviews.length === demoReviews.length && demoReviews.every((r) => reviewCopies.get(`${r.name}\n${r.content}`) === 1);
  note(reviewsOnce, `demo reviews: ${demoReviews.length}, each stored ${reviewsOnce ? 'once' : `${reviews.reduce((s, r) => s + r.n, 0)} rows in all`}`);

  const users = await query(ctx.db.url, 'select email, role from "user" order by email');
  const expected = Object.entries(demoAccounts)
    .map(([kind, a]) => ({ email: a.email, role: kind === 'admin' ? 'admin' : 'user' }))
    .sort((a, b) => a.email.localeCompare(b.email));
  note(JSON.stringify(users) === JSON.stringify(expected), `demo accounts: ${users.map((u) => `${u.email} (${u.role})`).join(', ')}`);
  return true;
}

// 2 ─────────────────────────────────────────────────────────────────────────────────────────────
async function forgedForwardedFor(ctx, balancer, port, localAddress) {
  const attempts = 40;
  const statuses = [];
  for (let i = 0; i < attempts; i++) {
    const forged = Array.from({ length: 4 }, () => crypto.randomInt(1, 255)).join('.');
    const res = await send(port, 'POST', '/api/auth/sign-in/email', {
      localAddress,
      headers: { 'x-forwarded-for': forged, origin: ctx.publicUrl },
      body: { email: demo.shopper.email, password: 'not-the-password' },
    });
    statuses.push(res.status === 429 && !res.headers['retry-after'] ? '429 without Retry-After' : res.status);
  }
  const through = statuses.filter((s) => s !== 429).length;
  note(
    through === SIGN_IN_LIMIT && statuses.slice(0, SIGN_IN_LIMIT).every((s) => s === 401),
    `${balancer}: ${attempts} sign-ins from ${localAddress}, each with a forged X-Forwarded-For: ${through} got through (limit ${SIGN_IN_LIMIT}), the rest 429 ${JSON.stringify(tally(statuses))}`,
  );
}

// 3 ─────────────────────────────────────────────────────────────────────────────────────────────
/** Calls until every instance has answered (at most 30 calls); returns each answer. */
async function untilEveryInstance(call) {
  const answers = [];
  const seen = new Set();
  while (seen.size < INSTANCES && answers.length < 30) {
    const res = await call();
    answers.push(res);
    if (res.instance) seen.add(res.instance);
  }
  return { answers, seen: [...seen].sort() };
}

async function sessions(ctx) {
  step('3. one session, every instance');
  const signedIn = await send(ctx.lbPort, 'POST', '/api/auth/sign-in/email', {
    headers: { origin: ctx.publicUrl },
    body: demo.shopper,
  });
  const token = signedIn.headers?.['set-auth-token'];
  if (!note(signedIn.status === 200 && Boolean(token), `signed in through haproxy on ${signedIn.instance} (${signedIn.status})`)) return;

  const mine = () => send(ctx.lbPort, 'GET', '/api/order', { token });
  const during = await untilEveryInstance(mine);
  note(
    during.seen.length === INSTANCES && during.answers.every((r) => r.status === 200),
    `signed in on every instance: ${JSON.stringify(tally(during.answers.map((r) => `${r.instance} ${r.status}`)))}`,
  );

  const out = await send(ctx.lbPort, 'POST', '/api/auth/sign-out', { token, headers: { origin: ctx.publicUrl } });
  note(out.status === 200, `signed out on ${out.instance} (${out.status})`);
  const after = await untilEveryInstance(mine);
  note(
    after.seen.length === INSTANCES && after.answers.every((r) => r.status === 401),
    `signed out on every instance: ${JSON.stringify(tally(after.answers.map((r) => `${r.instance} ${r.status}`)))}`,
  );
}

// 4 ─────────────────────────────────────────────────────────────────────────────────────────────
async function lastUnit(ctx) {
  step(`4. ${BUYERS} buyers, one unit left`);
  ctx.adminToken = await signIn(ctx.lbUrl, demo.admin);
  const productId = await addProduct(ctx.lbUrl, ctx.adminToken, { name: `Last Unit Saw ${Date.now()}`, available: 1 });
  ctx.buyers = [];
  for (let i = 0; i < BUYERS; i += 10) {
    ctx.buyers.push(...(await Promise.all(Array.from({ length: Math.min(10, BUYERS - i) }, (_, j) => signUp(ctx.lbUrl, `buyer-${i + j}`)))));
  }
  const answers = await Promise.all(
    ctx.buyers.map((b) => send(ctx.lbPort, 'POST', '/api/order', { token: b.token, body: orderBody(b, productId), fresh: true })),
  );
  const statuses = tally(answers.map((r) => r.status));
  const perInstance = tally(answers.map((r) => r.instance ?? 'none'));
  const refusals = answers.filter((r) => r.status === 409);
  note(
    statuses[201] === 1 && statuses[409] === BUYERS - 1 && refusals.every((r) => r.body?.error?.code === 'conflict'),
    `one sale, ${BUYERS - 1} told it is sold out: ${JSON.stringify(statuses)}`,
  );
  note(Object.keys(perInstance).filter((k) => k !== 'none').length === INSTANCES, `the buyers were spread over the instances: ${JSON.stringify(perInstance)}`);
  const [stock] = await query(ctx.db.url, 'select available from product where id = $1', [productId]);
  const [orders] = await query(ctx.db.url, 'select count(distinct order_id)::int as n from order_line where product_id = $1', [productId]);
  note(stock.available === 0 && orders.n === 1, `in the database: stock ${stock.available}, ${orders.n} order`);
}

// 5 ─────────────────────────────────────────────────────────────────────────────────────────────
function startTraffic(ctx, productId) {
  const record = { answers: 0, statuses: {}, instances: {}, failures: [] };
  let running = true;
  const workers = ctx.buyers.slice(0, 6).map(async (buyer, w) => {
    const calls = [
      () => send(ctx.lbPort, 'GET', '/api/product'),
      () => send(ctx.lbPort, 'GET', `/api/product/${productId}`),
      () => send(ctx.lbPort, 'GET', '/api/order', { token: buyer.token }),
      () => send(ctx.lbPort, 'POST', '/api/order', { token: buyer.token, body: orderBody(buyer, productId) }),
      () => send(ctx.lbPort, 'GET', '/api/review'),
    ];
    for (let i = w; running; i++) {
      const res = await calls[i % calls.length]();
      record.answers++;
      record.statuses[res.status] = (record.statuses[res.status] ?? 0) + 1;
      if (res.instance) record.instances[res.instance] = (record.instances[res.instance] ?? 0) + 1;
      if (res.status === 0 || res.status >= 500) record.failures.push(`${res.status} ${res.error ?? JSON.stringify(res.body)}`);
      await sleep(25); // a steady stream, not a flood: the instances must still get the CPU to restart
    }
  });
  return {
    record,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function rollingRestart(ctx) {
  step('5. rolling restart under traffic');
  const productId = await addProduct(ctx.lbUrl, ctx.adminToken, { name: `Rolling Saw ${Date.now()}`, available: 1_000_000 });
  const traffic = startTraffic(ctx, productId);
  try {
    for (let i = 0; i < INSTANCES; i++) {
      const name = `store${i + 1}`;
      const before = traffic.record.answers;
      const started = performance.now();
      const { code, signal } = await ctx.stores[i].stop();
      const stoppedMs = performance.now() - started;
      await ctx.startInstance(i, ctx.ports[i]);
      // Back in rotation: the balancer sends it requests again.
      await until(`${name} back behind haproxy`, 20_000, async () => {
        const res = await send(ctx.lbPort, 'GET', '/api/product');
        return res.instance === name ? true : undefined;
      });
      note(
        code === 0 && signal === null,
        `${name}: SIGTERM → drained and exited ${code ?? signal} in ${(stoppedMs / 1000).toFixed(1)} s, ready and back in rotation ${((performance.now() - started) / 1000).toFixed(1)} s after the signal; ${traffic.record.answers - before} requests answered meanwhile`,
      );
    }
  } finally {
    await traffic.stop();
  }
  const { record } = traffic;
  note(
    record.failures.length === 0 && record.answers >= 100,
    `${record.answers} requests during the restarts, none failed or 5xx: ${JSON.stringify(record.statuses)} by instance ${JSON.stringify(record.instances)}` +
      (record.failures.length ? `; failures: ${record.failures.slice(0, 5).join(' | ')}` : ''),
  );
}

// 6 ─────────────────────────────────────────────────────────────────────────────────────────────
async function databaseOutage(ctx) {
  step('6. database outage');
  const buyer = ctx.buyers[0];
  const mine = () => send(ctx.lbPort, 'GET', '/api/order', { token: buyer.token });
  const before = await mine();
  note(before.status === 200, `before: GET /api/order ${before.status}`);

  ctx.relay.cut();
  const cutAt = performance.now();
  const answers = [];
  let liveness;
  let readiness;
  // Until haproxy answers itself (no instance left in rotation); every answer must be a 503 with Retry-After.
  await until('haproxy taking every instance out', 20_000, async () => {
    const res = await mine();
    answers.push(res);
    if (!liveness) {
      liveness = await send(ctx.ports[0], 'GET', '/api/health/live', { fresh: true });
      readiness = await send(ctx.ports[0], 'GET', '/api/health/ready', { fresh: true });
    }
    return res.status === 503 && !res.instance ? true : undefined;
  }).then(
    ({ ms }) => note(true, `haproxy took every instance out ${(ms / 1000).toFixed(1)} s after the cut`),
    (err) => note(false, err.message),
  );
  const label = (r) => `${r.status}${r.status === 503 && r.headers['retry-after'] ? ' Retry-After' : ''} from ${r.instance ?? 'haproxy'}`;
  note(
    answers.length > 0 && answers.every((r) => r.status === 503 && r.headers['retry-after']),
    `during the outage every answer was 503 with Retry-After: ${JSON.stringify(tally(answers.map(label)))}`,
  );
  note(
    liveness?.status === 200 && readiness?.status === 503,
    `store1 during the outage: /api/health/live ${liveness?.status} (an orchestrator leaves it running), /api/health/ready ${readiness?.status}`,
  );

  ctx.relay.restore();
  const restoredAt = performance.now();
  await until('GET /api/order answering 200 again', 30_000, async () => ((await mine()).status === 200 ? true : undefined)).then(
    ({ ms }) => note(true, `database back: 200 again ${(ms / 1000).toFixed(1)} s after it returned (outage lasted ${((restoredAt - cutAt) / 1000).toFixed(1)} s)`),
    (err) => note(false, err.message),
  );
}

// ───────────────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const started = performance.now();
  if (!process.env.SKIP_BUILD) buildStore({ web: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-scale-out-'));
  const db = await freshPostgresDatabase(baseUrl, 'scale');
  const server = new URL(baseUrl);
  const relay = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const proxied = new URL(db.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(relay.port);

  const ports = [];
  for (let i = 0; i < INSTANCES; i++) ports.push(await freePort());
  const lbPort = await freePort();
  const nginxPort = await freePort();
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const ctx = { db, relay, ports, lbPort, lbUrl, publicUrl: lbUrl, stores: [], buyers: [] };
  // As README's "Running several instances" says: one secret, the balancer's address as PUBLIC_URL,
  // TRUST_PROXY naming the balancer, a drain longer than haproxy needs to notice, a pool budget.
  const storeEnv = {
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    PUBLIC_URL: lbUrl,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DELAY_MS: '2000',
    DATABASE_POOL_SIZE: '5',
    // 50 buyers sign up from one address, and the traffic places many orders per buyer.
    SIGN_UP_RATE_LIMIT_PER_MINUTE: '1000',
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
  };
  ctx.startInstance = async (i, port) => {
    ctx.stores[i] = await startStore({ port, database: { url: proxied.toString() }, env: storeEnv, logFile: path.join(dir, `store${i + 1}.log`) });
    return ctx.stores[i];
  };

  const balancers = [];
  try {
    if (await startTogether(ctx)) {
      balancers.push(await startHaproxy({ port: lbPort, stores: ctx.stores, dir }));
      balancers.push(await startNginx({ port: nginxPort, stores: ctx.stores, dir }));
      await until('haproxy seeing every instance ready', 20_000, async () => {
        const { seen } = await untilEveryInstance(() => send(lbPort, 'GET', '/api/health/ready'));
        return seen.length === INSTANCES ? true : undefined;
      });

      step('2. the sign-in limit against forged X-Forwarded-For');
      await forgedForwardedFor(ctx, 'haproxy', lbPort, '127.0.0.2');
      await forgedForwardedFor(ctx, 'nginx', nginxPort, '127.0.0.3');
      await sessions(ctx);
      await lastUnit(ctx);
      await rollingRestart(ctx);
      await databaseOutage(ctx);
    }
  } catch (err) {
    note(false, `stopped early: ${err.message}`);
  } finally {
    keepAlive.destroy();
    for (const b of balancers) await b.stop();
    await Promise.all(ctx.stores.map((s) => s?.stop()));
    await relay.close();
    await db.drop();
    if (findings.some((f) => !f.ok)) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.log'))) {
        const tail = fs.readFileSync(path.join(dir, file), 'utf8').trim().split('\n').slice(-8).join('\n     ');
        if (tail) console.log(`\n-- last lines of ${file}:\n     ${tail}`);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const failed = findings.filter((f) => !f.ok).length;
  console.log(`\ncheck:scale-out: ${findings.length - failed} passed, ${failed} failed (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
