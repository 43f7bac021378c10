// Starts the store the way the README says (npm start) on a new data dir, waits for it to answer,
// checks the API and the web app, stops it with SIGTERM and expects a clean exit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = 3200 + Math.floor(Math.random() * 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-smoke-'));
// Its own process group, so the stop below reaches npm and the store as a terminal's Ctrl+C would.
const child = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let log = '';
child.stdout.on('data', (d) => (log += d));
const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 180_000;
let failures = 0;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures++;
};

async function waitReady() {
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

try {
  check(await waitReady(), 'npm start answers /api/health');
  const products = await (await fetch(`${base}/api/product`)).json();
  check(Array.isArray(products) && products.length >= 8, `demo catalogue has ${products.length} products`);
  const page = await fetch(`${base}/all-product`);
  check(page.ok && (await page.text()).includes('<div id="root">'), 'web app served with history fallback');
} finally {
  // The store holds stdout until it has really exited (npm itself may die first).
  const storeClosed = new Promise((resolve) => child.stdout.once('close', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const stopped = await Promise.race([storeClosed.then(() => true), new Promise((r) => setTimeout(() => r(false), 30_000))]);
  if (!stopped) process.kill(-child.pid, 'SIGKILL');
  if (!/stopped cleanly/.test(log)) console.log(log.split("\n").slice(-6).join("\n"));
  check(stopped && /stopped cleanly/.test(log), 'SIGTERM drained and closed the database ("stopped cleanly")');
  check(!fs.existsSync(path.join(dataDir, 'store.lock')), 'the data-dir lock was released');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`start-smoke: ${5 - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
