// The real store process (`src/main.ts`, as `npm start` runs it) on a port the system picks, for
// tests about start-up, shutdown and the data dir. Its output is kept, so a failure shows why.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '..');

export interface StoreProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** The base URL once the store logs that it is ready; rejects with its output if it exits first. */
  ready: () => Promise<string>;
}

/** Starts the store on the embedded database in `dataDir` (DATABASE_URL and Google settings removed). */
export function startStoreProcess(dataDir: string, extraEnv: Record<string, string> = {}): StoreProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.GOOGLE_CLIENT_ID;
  delete env.GOOGLE_CLIENT_SECRET;
  delete env.INIT_CWD;
  // After the removals: a test may set them itself (test/start-up.test.ts names a database server).
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
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
