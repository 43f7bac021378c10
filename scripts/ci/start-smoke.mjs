// Starts the store the way the README says (npm start) on a new data dir, waits for it to answer,
// checks the API and the web app, stops it with SIGTERM and expects a clean exit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = 3200 + Math.floor(Math.random() * 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-smoke-'));
const child = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: false,
});
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
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // npm forwards SIGTERM to the store, which drains and exits.
  child.kill('SIGTERM');
  const { code, signal } = await exited;
  check(code === 0 || signal === 'SIGTERM', `stopped on SIGTERM (code ${code}, signal ${signal})`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`start-smoke: ${3 + 1 - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
