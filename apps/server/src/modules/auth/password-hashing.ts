// Password hashing for better-auth's emailAndPassword.password option: the same scrypt parameters
// and "salt:key" hex format better-auth writes and verifies (N=16384, r=16, p=1, 64-byte key,
// NFKC-normalised password, 16-byte hex salt), so existing hashes keep working either way.
// Each hash takes ~32 MiB and a core for ~100 ms. By default a burst of sign-ins would run one per
// thread-pool thread, take every core and stall all other requests. Here hashes run on a few
// dedicated threads (one per spare core) that, on Linux, run at a lower priority than the event
// loop: when cores are short, requests go first and sign-ins wait (they are rate limited anyway).
import crypto from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

interface ScryptParams { N: number; r: number; p: number; dkLen: number; maxmem: number }
const params: ScryptParams = { N: 16384, r: 16, p: 1, dkLen: 64, maxmem: 128 * 16384 * 16 * 2 };

/**
 * `test`: N=1024, 16 times cheaper (~6 ms, 2 MiB). Only the test suites ask for it (config refuses it
 * outside NODE_ENV=test): they sign up hundreds of users, and at the real cost hashing was the
 * largest share of the server suite's CPU time. Its hashes verify only at the same cost.
 */
export type PasswordHashCost = 'standard' | 'test';
const costParams: Record<PasswordHashCost, ScryptParams> = {
  standard: params,
  test: { ...params, N: 1024 },
};

/** Nice value of the hashing threads (Linux; elsewhere setpriority would slow the whole process). */
const HASH_THREAD_NICE = 10;

// CommonJS run by the worker (eval: no extra file for the bundle to carry).
const workerSource = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
const os = require('node:os');
if (process.platform === 'linux') {
  try { os.setPriority(${HASH_THREAD_NICE}); } catch {}
}
parentPort.on('message', ({ password, salt, p }) => {
  try {
    const key = crypto.scryptSync(password, salt, p.dkLen, { N: p.N, r: p.r, p: p.p, maxmem: p.maxmem });
    parentPort.postMessage({ key });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
`;

/** Runs at most `limit` tasks at once, the rest in arrival order. */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** One hashing thread per spare core: on 2 cores, one hashes while the other serves everything else. */
export const defaultHashConcurrency = Math.max(1, os.availableParallelism() - 1);

/** Idle hashing threads, shared by every app in the process and made on first use. */
const idle: Worker[] = [];

function hashThread(): Worker {
  const reused = idle.pop();
  if (reused) return reused;
  return new Worker(workerSource, { eval: true });
}

function scryptOnThread(password: string, salt: string, p: ScryptParams): Promise<Buffer> {
  const worker = hashThread();
  worker.ref(); // a hash in flight keeps the process alive (e.g. the seed CLI); an idle thread does not
  return new Promise<Buffer>((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.unref();
    };
    const onMessage = (m: { key?: Uint8Array; error?: string }) => {
      done();
      idle.push(worker);
      if (m.key) resolve(Buffer.from(m.key));
      else reject(new Error(m.error ?? 'hashing failed'));
    };
    const onError = (err: Error) => {
      done(); // a broken thread is not reused
      reject(err);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage({ password: password.normalize('NFKC'), salt, p });
  });
}

export function createPasswordHasher(maxConcurrent = defaultHashConcurrency, cost: PasswordHashCost = 'standard') {
  const limit = createLimiter(maxConcurrent);
  const p = costParams[cost];
  const scrypt = (password: string, salt: string) => limit(() => scryptOnThread(password, salt, p));
  return {
    hash: async (password: string) => {
      const salt = crypto.randomBytes(16).toString('hex');
      return `${salt}:${(await scrypt(password, salt)).toString('hex')}`;
    },
    verify: async ({ hash, password }: { hash: string; password: string }) => {
      const [salt, key] = hash.split(':');
      if (!salt || !key) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await scrypt(password, salt);
      return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
    },
  };
}
