// The real store process (the server bundled as `npm start` runs it, made once per run by
// process/global-setup.ts) on a port the system picks, for tests about start-up, shutdown and the data dir.
// Its output is kept, so a failure shows why.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { unpackSnapshot } from '../pglite-snapshot';

export const serverDir = path.resolve(import.meta.dirname, '../..');

export interface StoreProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** The base URL once the store logs that it is ready; rejects with its output if it exits first. */
  ready: () => Promise<string>;
}

/**
 * A new data dir that already holds the run's migrated database (pglite-snapshot.ts), so a process
 * started on it skips PGlite's initdb (about 5 s of CPU each). Tests about a brand-new data dir use
 * an empty one instead.
 */
export function migratedDataDir(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-migrated-'))): string {
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) throw new Error('no PGlite snapshot: run the server tests through vitest.config.ts');
  unpackSnapshot(snapshot, dir);
  return dir;
}

/** Starts the store on the embedded database in `dataDir` (DATABASE_URL and Google settings removed). */
export function startStoreProcess(dataDir: string, extraEnv: Record<string, string> = {}): StoreProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.GOOGLE_CLIENT_ID;
  delete env.GOOGLE_CLIENT_SECRET;
  delete env.INIT_CWD;
  // After the removals: a test may set them itself (test/process/start-up.test.ts sets PORT).
  Object.assign(env, extraEnv);
  const bundle = inject('serverBundle');
  if (!bundle) throw new Error('no server bundle: run the server tests through vitest.config.ts');
  // --enable-source-maps: a stack in the output names the sources' lines.
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], { cwd: serverDir, env });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, ready: () => readyAt(child, exited, () => output) };
}

/** Resolves with the server's base URL when it logs "store is ready" (Fastify logs where it listens just before). */
function readyAt(child: ChildProcess, exited: Promise<unknown>, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const listening = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (listening && output().includes('store is ready')) {
        child.stdout!.off('data', check);
        resolve(listening[1]!);
      }
    };
    child.stdout!.on('data', check);
    check();
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${output()}`)));
  });
}
