// npm run bench: speed of the whole store on this machine, side by side with a bare node:http
// server sending the same bytes. Writes bench/results.json and bench/summary.md and prints the
// summary. Benchmarks print figures; nothing here fails a build on a slow machine.
//
// Settings (environment):
//   BENCH_SECONDS      seconds per throughput run (default 10; each measurement also has a 2 s warm-up)
//   BENCH_ROUNDS       store/bare pairs per throughput measurement (default 5; the median ratio
//                      counts, minimum and maximum are reported beside it)
//   BENCH_CONNECTIONS  concurrent connections of the load generator (default 10)
//   BENCH_BURST_SECONDS  length of the sign-in burst (default 20)
//   BENCH_FIRST_VIEW_RUNS  page loads per first-view profile (default 5; the median counts)
//   BENCH_ORDER_COUNT  orders placed, paid and read per step of the order paths (default 300)
//   DATABASE_URL       also measure on this PostgreSQL server (a fresh database is made and dropped),
//                      and the catalogue growth table (bench/lib/catalogue-growth.mjs)
// The load generator asks for `br, gzip` as a browser does; the store's CPU time per request
// (from /proc) is reported beside its req/s.
//   WEB_DIST           use this built web app instead of building apps/web/dist
//   BENCH_START_COMMAND  what start-up time measures (default "npm start")
//   BENCH_ENGINES_ONLY=true  only the paired store/bare rows (bench/results-engines.json)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  buildStore,
  demo,
  freePort,
  freshPostgresDatabase,
  root,
  startStore,
  tempDataDir,
} from '../scripts/checks/lib/store-server.mjs';
import { autocannon } from './lib/autocannon.mjs';
import { measureCatalogueGrowth } from './lib/catalogue-growth.mjs';
import { withCpu } from './lib/cpu.mjs';
import { measureFirstView, slow4g, spread } from './lib/first-view.mjs';
import { measureOrderPaths } from './lib/order-paths.mjs';
import { measureOverview } from './lib/overview.mjs';
import { measureStartup } from './lib/startup.mjs';
import { renderSummary } from './lib/summary.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const burstSeconds = Number(process.env.BENCH_BURST_SECONDS ?? 20);
const firstViewRuns = Number(process.env.BENCH_FIRST_VIEW_RUNS ?? 5);
const orderCount = Number(process.env.BENCH_ORDER_COUNT ?? 300);
const benchDir = path.join(root, 'bench');
const began = performance.now();
const log = (msg) => console.log(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(3)} s] ${msg}`);

/** The bench raises the per-address sign-in limit: all its sign-ins come from 127.0.0.1. */
const storeEnv = { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' };

/** The bare node:http server; set once it runs, used by every paired measurement. */
let bare;

const byRate = (runs) => [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor((runs.length - 1) / 2)];

/**
 * Store and bare server measured in alternation (bare, store, bare, store...), so a change in the
 * machine's load between runs hits both; the figure is the median of the per-pair ratios, with
 * the minimum and maximum beside it. Each run carries its server's CPU time per request.
 */
async function paired(store, storePath, barePath) {
  const storeUrl = `${store.baseUrl}${storePath}`;
  const bareUrl = `${bare.baseUrl}${barePath}`;
  await autocannon(bareUrl, { connections, seconds: 2 });
  await autocannon(storeUrl, { connections, seconds: 2 });
  const pairs = [];
  for (let r = 0; r < rounds; r++) {
    const b = await withCpu(bare.pid, () => autocannon(bareUrl, { connections, seconds }));
    const st = await withCpu(store.child.pid, () => autocannon(storeUrl, { connections, seconds }));
    pairs.push({ bare: b, store: st, ratio: st.reqPerSec / b.reqPerSec });
  }
  const ratios = pairs.map((p) => p.ratio).sort((a, b) => a - b);
  return {
    ...byRate(pairs.map((p) => p.store)),
    bare: byRate(pairs.map((p) => p.bare)),
    ratio: ratios[Math.floor((ratios.length - 1) / 2)],
    ratios,
    spread: {
      ratio: spread(ratios),
      reqPerSec: spread(pairs.map((p) => p.store.reqPerSec)),
      bareReqPerSec: spread(pairs.map((p) => p.bare.reqPerSec)),
      cpuUsPerRequest: spread(pairs.map((p) => p.store.cpuUsPerRequest)),
      bareCpuUsPerRequest: spread(pairs.map((p) => p.bare.cpuUsPerRequest)),
    },
  };
}

/** Log bytes over the number of requests they speak of (lines carrying a request id). */
function logBytesPerRequest(file) {
  const text = fs.readFileSync(file, 'utf8');
  const ids = new Set();
  for (const m of text.matchAll(/"reqId":"([^"]+)"/g)) ids.add(m[1]);
  return ids.size ? Buffer.byteLength(text) / ids.size : 0;
}

async function throughput(store, { landing = false } = {}) {
  const list = await paired(store, '/api/product', '/list');
  const firstId = (await (await fetch(`${store.baseUrl}/api/product`)).json())[0]._id;
  const one = await paired(store, `/api/product/${firstId}`, '/one');
  return { list, one, ...(landing && { landing: await paired(store, '/', '/landing') }) };
}

/**
 * The product list at a fixed rate, idle and then while another process signs in as fast as it
 * can: shows whether password hashing stalls other requests. Long enough for thousands of list
 * requests and hundreds of sign-ins in each half, so p99 is not one or two stragglers.
 */
async function signInBurst(store, rate) {
  const url = `${store.baseUrl}/api/product`;
  await autocannon(url, { connections, seconds: 2, rate });
  const idle = await autocannon(url, { connections, seconds: burstSeconds, rate });
  const signIns = autocannon(`${store.baseUrl}/api/auth/sign-in/email`, {
    connections: 8,
    seconds: burstSeconds + 1,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: store.baseUrl },
    body: JSON.stringify(demo.shopper),
  });
  await new Promise((r) => setTimeout(r, 500)); // the burst is under way before sampling starts
  const during = await autocannon(url, { connections, seconds: burstSeconds, rate });
  const burst = await signIns;
  return { rate, seconds: burstSeconds, idle, during, signIns: burst, p99Ratio: during.latencyMs.p99 / idle.latencyMs.p99 };
}

async function startBare(captures) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  for (const [name, capture] of Object.entries(captures)) fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(capture));
  const port = await freePort();
  const child = fork(path.join(benchDir, 'bare-server.mjs'), [String(port), dir], { stdio: 'ignore' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The store's exact answer (headers and body) as autocannon gets it: asking for `br, gzip`. */
function capture(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const headers = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i];
            if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(name)) headers[name] = res.rawHeaders[i + 1];
          }
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

async function captureBodies(store) {
  const list = await capture(`${store.baseUrl}/api/product`);
  const firstId = (await (await fetch(`${store.baseUrl}/api/product`)).json())[0]._id;
  const one = await capture(`${store.baseUrl}/api/product/${firstId}`);
  const landing = await capture(`${store.baseUrl}/`);
  for (const [name, c] of Object.entries({ list, one, landing })) if (c.status !== 200) throw new Error(`${name}: status ${c.status}`);
  if (!landing.headers['content-encoding']) throw new Error('the landing page was sent uncompressed');
  return { list, one, landing };
}

async function measureEngine(label, database) {
  const out = { engine: label };
  log(`${label}: starting the store (cached product list)`);
  let store = await startStore({ database, env: storeEnv });
  try {
    out.cached = await throughput(store, { landing: label === 'PGlite' });
    log(`${label}: cached list ${out.cached.list.reqPerSec.toFixed(0)} req/s (ratio ${out.cached.list.ratio.toFixed(2)})`);
    if (out.cached.landing) log(`${label}: landing page ${out.cached.landing.reqPerSec.toFixed(0)} req/s (ratio ${out.cached.landing.ratio.toFixed(2)})`);
    // A fixed rate well below capacity, so latency shows stalls rather than queueing.
    const rate = Math.max(50, Math.round(out.cached.list.reqPerSec * 0.25));
    log(`${label}: sign-in burst at ${rate} req/s of product list`);
    out.signInBurst = await signInBurst(store, rate);
  } finally {
    await store.stop();
  }
  if (label === 'PGlite') {
    // Same, with the default LOG_LEVEL=info (one JSON line per request), its log kept in a file to
    // report the log bytes per request (bytes written / distinct request ids).
    log(`${label}: cached list with request logging (LOG_LEVEL=info)`);
    const logFile = path.join(os.tmpdir(), `bench-request-log-${process.pid}.jsonl`);
    fs.rmSync(logFile, { force: true });
    store = await startStore({ database, env: { ...storeEnv, LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, logFile });
    try {
      out.cachedWithRequestLogs = { list: await paired(store, '/api/product', '/list') };
    } finally {
      await store.stop();
    }
    out.cachedWithRequestLogs.logBytesPerRequest = logBytesPerRequest(logFile);
    fs.rmSync(logFile, { force: true });
    log(`${label}: ${out.cachedWithRequestLogs.logBytesPerRequest.toFixed(0)} log bytes per request`);
  }
  log(`${label}: starting the store with PRODUCT_CACHE_TTL_MS=0 (uncached)`);
  store = await startStore({ database, env: { ...storeEnv, PRODUCT_CACHE_TTL_MS: '0' } });
  try {
    out.uncached = await throughput(store);
    log(`${label}: uncached list ${out.uncached.list.reqPerSec.toFixed(0)} req/s (ratio ${out.uncached.list.ratio.toFixed(2)})`);
  } finally {
    await store.stop();
  }
  return out;
}

async function main() {
  log('building the server bundle and the web app');
  buildStore();
  const results = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverageAtStart: os.loadavg() },
    settings: { seconds, rounds, connections, burstSeconds, firstViewRuns, acceptEncoding: 'br, gzip', logLevel: storeEnv.LOG_LEVEL },
  };

  // Baseline: the store's own bytes from a bare node:http server.
  const dataDir = tempDataDir('bench');
  try {
    const probe = await startStore({ database: { dataDir }, env: storeEnv });
    const bodies = await captureBodies(probe);
    await probe.stop();
    bare = await startBare(bodies);
    try {
      const size = (c) => Buffer.from(c.body, 'base64').length;
      results.bare = {
        bytes: { list: size(bodies.list), one: size(bodies.one), landing: size(bodies.landing) },
        headers: { list: bodies.list.headers, landing: bodies.landing.headers },
      };
      results.pglite = await measureEngine('PGlite', { dataDir });
      if (process.env.DATABASE_URL) {
        const db = await freshPostgresDatabase(process.env.DATABASE_URL, 'bench');
        try {
          results.postgres = await measureEngine('PostgreSQL', { url: db.url });
        } finally {
          await db.drop();
        }
      }
    } finally {
      await bare.stop();
    }
    if (process.env.BENCH_ENGINES_ONLY === 'true') {
      // The paired throughput rows alone (a quick look on a shared machine): no summary, no targets.
      fs.writeFileSync(path.join(benchDir, 'results-engines.json'), `${JSON.stringify(results, null, 2)}\n`);
      console.log(JSON.stringify(results, null, 2));
      return;
    }

    log('order paths: place, pay and read orders (PGlite)');
    results.orderPaths = { PGlite: await measureOrderPaths({ database: { dataDir }, count: orderCount, log }) };
    if (process.env.DATABASE_URL) {
      const db = await freshPostgresDatabase(process.env.DATABASE_URL, 'bench_orders');
      try {
        log('order paths: place, pay and read orders (PostgreSQL)');
        results.orderPaths.PostgreSQL = await measureOrderPaths({ database: { url: db.url }, count: orderCount, log });
      } finally {
        await db.drop();
      }
    }

    log('first view in Chromium (phone profile: CPU 4x slower, slow 4G)');
    const store = await startStore({ database: { dataDir }, env: storeEnv });
    try {
      results.firstView = {
        landing: await measureFirstView(store.baseUrl, '/', { runs: firstViewRuns, cpuThrottle: 4, network: slow4g }),
        landingLoopback: await measureFirstView(store.baseUrl, '/', { runs: firstViewRuns }),
      };
    } finally {
      await store.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.env.DATABASE_URL) {
    log('catalogue growth on PostgreSQL (10, 10,000 and 100,000 products)');
    results.catalogueGrowth = await measureCatalogueGrowth({ databaseUrl: process.env.DATABASE_URL, seconds, connections, log });
    log('back office at 1,000 and 100,000 orders (PostgreSQL)');
    results.overview = await measureOverview({ baseUrl: process.env.DATABASE_URL, log });
  }

  log('start-up time');
  const startCommand = process.env.BENCH_START_COMMAND?.split(' ').filter(Boolean);
  results.startup = await measureStartup(startCommand ? { command: startCommand } : {});
  results.durationSeconds = Math.round((performance.now() - began) / 1000);

  fs.writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const summary = renderSummary(results);
  fs.writeFileSync(path.join(benchDir, 'summary.md'), summary);
  console.log(`\n${summary}`);
  log('wrote bench/results.json and bench/summary.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
