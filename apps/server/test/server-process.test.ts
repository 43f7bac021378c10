// The real process, as `npm start` runs it: start-up on an embedded data dir, the guard against a
// second process on the same files, SIGTERM draining in-flight requests, and data surviving.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' };
  delete env.DATABASE_URL; // this is about the embedded database
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

const port = 3900 + Math.floor(Math.random() * 50);

describe('the server process on an embedded data dir', () => {
  let firstIds: string[] = [];

  it('starts, refuses a second process on the same data dir, and drains on SIGTERM', async () => {
    const first = startServer(port);
    await waitForHealth(port, first.child);
    firstIds = ((await (await fetch(`http://127.0.0.1:${port}/api/product`)).json()) as { _id: string }[]).map((p: { _id: string }) => p._id);
    expect(firstIds.length).toBeGreaterThanOrEqual(8);

    const second = startServer(port + 100);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another store process/);

    const inFlight = Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/product`).then((r) => r.status));
    first.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/stopped cleanly/);
    expect(fs.existsSync(path.join(dataDir, 'store.lock'))).toBe(false);
  }, 120_000);

  it('finds its data again after a restart and does not seed twice', async () => {
    const again = startServer(port);
    await waitForHealth(port, again.child);
    const ids = ((await (await fetch(`http://127.0.0.1:${port}/api/product`)).json()) as { _id: string }[]).map((p: { _id: string }) => p._id);
    expect(ids).toEqual(firstIds);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
