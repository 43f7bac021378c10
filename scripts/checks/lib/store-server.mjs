// Runs the real store as a child process for benchmarks and checks: the bundled server
// (apps/server/dist/main.js, what `npm start` runs) on loopback, on a private data dir or a fresh
// database on the PostgreSQL server. Every process started here is stopped by its own handle.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
export const demo = {
  shopper: { email: 'shopper@kerfline.test', password: 'shopper-demo-2026' },
  admin: { email: 'admin@kerfline.test', password: 'admin-demo-2026' },
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A TCP port nobody listens on right now (loopback only). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Builds the server bundle, and the web app unless WEB_DIST names a built one. */
export function buildStore({ web = true } = {}) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['run', 'build', '-w', '@store/server'], { cwd: root, stdio: 'inherit' });
  if (web && !process.env.WEB_DIST) execFileSync(npm, ['run', 'build', '-w', '@store/web'], { cwd: root, stdio: 'inherit' });
}

export function webDist() {
  return process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
}

export function tempDataDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `store-${label}-`));
}

/** A new, empty database on the PostgreSQL server of `baseUrl`; drop() removes it. */
export async function freshPostgresDatabase(baseUrl, label) {
  const name = `${label}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Polls until the store answers /api/health with 200; returns ms waited, or throws at the deadline. */
export async function waitForHealth(baseUrl, { timeoutMs = 60_000, intervalMs = 25, child } = {}) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`store exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`store at ${baseUrl} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the store. `database` is { dataDir } (PGlite) or { url } (PostgreSQL server).
 * `command` defaults to the bundled server; pass ['npm', 'start'] to measure what users run.
 */
export async function startStore({ port, database, env = {}, command, logFile, waitReady = true, processGroup = false }) {
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [cmd, ...args] = command ?? [process.execPath, serverEntry];
  const childEnv = {
    ...process.env,
    NODE_ENV: 'development', // demo accounts (sign-in load) are refused in production
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist(),
    SEED_DEMO: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir, DATABASE_URL: '' }),
    ...env,
  };
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  // processGroup: signals go to the whole group (npm start = npm + start.mjs; npm does not forward them).
  const child = spawn(cmd, args, { cwd: root, env: childEnv, stdio: ['ignore', out, out], detached: processGroup });
  const signal = (sig) => {
    try {
      if (processGroup) process.kill(-child.pid, sig);
      else child.kill(sig);
    } catch {
      // already gone
    }
  };
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const store = {
    child,
    port,
    baseUrl,
    exited,
    startedAt: performance.now(),
    /** SIGTERM, then SIGKILL if it has not gone after `graceMs`. */
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    /** SIGKILL: no drain, no clean close; what a crash or an OOM kill looks like. */
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      signal('SIGKILL');
      return exited;
    },
  };
  if (waitReady) {
    try {
      await waitForHealth(baseUrl, { child, timeoutMs: 120_000 });
    } catch (err) {
      await store.kill();
      throw err;
    }
  }
  return store;
}

/** Waits until no live process holds the data dir's lock (a stopping store may still be draining). */
export async function waitForDataDirRelease(dataDir, timeoutMs = 30_000) {
  const lock = path.join(dataDir, 'store.lock');
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    let text;
    try {
      text = fs.readFileSync(lock, 'utf8');
    } catch {
      return; // no lock
    }
    // The lock names its owner as JSON ({ store, pid, started }); older locks hold the pid alone.
    let pid;
    try {
      const owner = JSON.parse(text);
      pid = typeof owner === 'number' ? owner : owner?.pid;
    } catch {
      pid = Number.parseInt(text, 10);
    }
    if (!Number.isInteger(pid)) return;
    try {
      process.kill(pid, 0);
    } catch {
      return; // its holder is gone
    }
    await sleep(50);
  }
  throw new Error(`data dir ${dataDir} still locked after ${timeoutMs} ms`);
}

/** Signs in with e-mail and password; returns the bearer token. */
export async function signIn(baseUrl, { email, password }) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json().catch(() => ({}));
  const token = res.headers.get('set-auth-token') ?? body.token;
  if (!res.ok || !token) throw new Error(`sign-in as ${email} failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}

/** Signs up a new account (the sign-up limit must allow it); returns { email, password, token }. */
export async function signUp(baseUrl, label) {
  const email = `${label}-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const password = `pw-${crypto.randomBytes(8).toString('hex')}`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, name: `Check ${label}` }),
  });
  const body = await res.json().catch(() => ({}));
  const token = res.headers.get('set-auth-token') ?? body.token;
  if (!res.ok || !token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { email, password, token, name: `Check ${label}` };
}

/** Percentile of an unsorted list of numbers (nearest rank). */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values) => percentile(values, 50);
