// The real process, as `npm start` runs it: start-up on an embedded data dir, the guard against a
// second process on the same files, SIGTERM draining in-flight requests, data surviving, and what
// it says about a damaged data dir or a stale lock.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStoreProcess } from './store-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-process-'));
const copies: string[] = [];
afterAll(() => [dataDir, ...copies].forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A copy of the (stopped) store's data dir, to damage or lock without touching the original. */
function copyOfDataDir(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'store-copy-'));
  copies.push(copy);
  fs.cpSync(dataDir, copy, { recursive: true });
  return copy;
}

/** The real server on a port the system picks (embedded database in `dir`). */
const startServer = (extraEnv: Record<string, string> = {}, dir = dataDir) => startStoreProcess(dir, extraEnv);

describe('the server process on an embedded data dir', () => {
  let firstIds: string[] = [];

  it('starts, refuses a second process on the same data dir, and drains on SIGTERM', async () => {
    const first = startServer();
    const url = await first.ready();
    expect((await fetch(`${url}/api/health`)).ok).toBe(true);
    firstIds = ((await (await fetch(`${url}/api/product`)).json()) as { _id: string }[]).map((p: { _id: string }) => p._id);
    expect(firstIds.length).toBeGreaterThanOrEqual(8);
    // The settings Google sign-in needs are named for the operator once, at start-up, and nowhere else.
    expect(first.output().match(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/g)).toHaveLength(1);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another store process/);

    const inFlight = Array.from({ length: 20 }, () => fetch(`${url}/api/product`).then((r) => r.status));
    first.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/stopped cleanly/);
    expect(fs.existsSync(path.join(dataDir, 'store.lock'))).toBe(false);
    // "store is ready" is the last line of start-up: the demo accounts are confirmed, so no
    // verification mail is written for them after it (nor at all).
    expect(first.output()).not.toMatch(/mail written/);
    expect(fs.existsSync(path.join(dataDir, 'outbox')) ? fs.readdirSync(path.join(dataDir, 'outbox')) : []).toEqual([]);
  }, 120_000);

  it('finds its data again after a restart and does not seed twice', async () => {
    // Draining is the first test's business: this one's SIGTERM only ends it.
    const again = startServer({ SHUTDOWN_DELAY_MS: '0' });
    const url = await again.ready();
    expect((await fetch(`${url}/api/health`)).ok).toBe(true);
    const ids = ((await (await fetch(`${url}/api/product`)).json()) as { _id: string }[]).map((p: { _id: string }) => p._id);
    expect(ids).toEqual(firstIds);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('on a damaged data dir says which directory and what to do, in one sentence, and exits 1', async () => {
    for (const damage of [
      (dir: string) => fs.truncateSync(path.join(dir, 'global', 'pg_control'), 100),
      (dir: string) => fs.writeFileSync(path.join(dir, 'global', '1262'), Buffer.alloc(8192, 0x5a)),
    ]) {
      const dir = copyOfDataDir();
      damage(dir);
      const broken = startServer({}, dir);
      expect(await broken.exited).toBe(1);
      const output = broken.output().trim();
      expect(output.startsWith(`The data directory ${dir} (DATA_DIR) holds a database that cannot be opened`), output).toBe(true);
      expect(output).toMatch(/Restore a backup .*npm run db:restore.* or move this directory aside/);
      expect(output).not.toMatch(/RuntimeError|Aborted|wasm|\n\s+at /);
      expect(output.split('\n')).toHaveLength(1);
      expect(fs.existsSync(path.join(dir, 'store.lock'))).toBe(false); // and it did not leave its lock behind
    }
  }, 120_000);

  it('starts although the lock names a live process that is not a store (a reused pid)', async () => {
    const other = spawn('sleep', ['60']);
    try {
      const dir = copyOfDataDir();
      // A lock as a store wrote it before locks recorded start times: the pid alone.
      fs.writeFileSync(path.join(dir, 'store.lock'), String(other.pid));
      const store = startServer({ SHUTDOWN_DELAY_MS: '0' }, dir);
      await store.ready();
      store.child.kill('SIGTERM');
      expect(await store.exited).toBe(0);
    } finally {
      other.kill('SIGKILL');
    }
  }, 120_000);
});
