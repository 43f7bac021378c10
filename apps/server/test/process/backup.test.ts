// npm run db:backup and db:restore on the embedded database, as a person runs them: data written
// through the running store, an archive taken while it runs (asked over its endpoint), restored into
// a new directory and found there; a restore over data refused; and a backup of a stopped store's
// directory, which the command opens itself.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { reviews, users } from '../../src/db/schema/index';
import { migratedDataDir, serverDir, startStoreProcess } from './store-process';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-'));
const dataDir = migratedDataDir(path.join(scratch, 'data'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const childEnv = (dir: string): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
  delete env.DATABASE_URL; // the embedded database
  delete env.INIT_CWD;
  return env;
};

/** Runs a command of apps/server/src/cli with `args`; resolves with its exit code and output. */
function runCommand(script: string, dir: string, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], { cwd: serverDir, env: childEnv(dir) });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** What the backup endpoint answers a request with `token`. */
function askWithToken(port: number, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${JSON.stringify({ token })}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (answer += d));
    socket.on('error', reject);
    socket.on('end', () => resolve(answer));
  });
}

/** Opens a restored directory as the store would and reads what the test wrote. */
async function readBack(dir: string) {
  const database = await openDatabase({ dataDir: dir });
  try {
    const [author] = await database.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'backup@example.com'));
    const texts = (await database.db.select({ content: reviews.content }).from(reviews)).map((r) => r.content);
    return { author, texts };
  } finally {
    await database.close();
  }
}

describe('backups of the embedded database', () => {
  it('backs up while the store runs, restores into an empty directory, and the data is there', async () => {
    const store = startStoreProcess(dataDir, { SEED_DEMO: 'false' });
    try {
      const base = await store.ready();
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bea Backup', email: 'backup@example.com', password: 'backup-pass-1' }),
      });
      const { token } = (await signUp.json()) as { token: string };
      const review = await fetch(`${base}/api/review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ratings: '5', reviewContent: 'Written before the backup' }),
      });
      expect(review.status).toBe(201);

      // Only whoever may read the store's files gets a backup: the endpoint wants the token in a file
      // of the store's user alone.
      const control = path.join(dataDir, 'control.json');
      expect(fs.statSync(control).mode & 0o777).toBe(0o600);
      const { port: backupPort } = JSON.parse(fs.readFileSync(control, 'utf8')) as { port: number };
      expect(await askWithToken(backupPort, 'f'.repeat(64))).toBe('{"ok":false,"error":"not allowed"}\n');

      const archive = path.join(scratch, 'running.tar.gz');
      const backup = await runCommand('backup', dataDir, [archive]);
      expect(backup.output).toMatch(/written from the running store to .*running\.tar\.gz/);
      expect(backup.code).toBe(0);
      expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
      // The store kept running and serving throughout.
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

      const restored = path.join(scratch, 'restored');
      const restore = await runCommand('restore', restored, [archive]);
      expect(restore.code, restore.output).toBe(0);
      // The restored directory is free to start on: no lock or endpoint of the store it came from.
      expect(fs.existsSync(path.join(restored, 'store.lock'))).toBe(false);
      expect(fs.existsSync(path.join(restored, 'control.json'))).toBe(false);
      const { author, texts } = await readBack(restored);
      expect(author?.name).toBe('Bea Backup');
      expect(texts).toContain('Written before the backup');

      // Never over existing data.
      const again = await runCommand('restore', restored, [archive]);
      expect(again.code).toBe(1);
      expect(again.output.trim()).toBe(`${restored} (DATA_DIR) is not empty: restore into a new or empty directory, never over a store's data.`);
    } finally {
      store.child.kill('SIGTERM');
      expect(await store.exited).toBe(0);
    }
  }, 240_000);

  it('backs up a stopped store’s directory by opening it itself', async () => {
    expect(fs.existsSync(path.join(dataDir, 'store.lock'))).toBe(false); // no store runs
    const archive = path.join(scratch, 'stopped.tar.gz');
    const backup = await runCommand('backup', dataDir, [archive]);
    expect(backup.output).toMatch(/written from the stopped data directory/);
    expect(backup.code).toBe(0);
    const restored = path.join(scratch, 'restored-stopped');
    expect((await runCommand('restore', restored, [archive])).code).toBe(0);
    expect((await readBack(restored)).texts).toContain('Written before the backup');
  }, 240_000);
});
