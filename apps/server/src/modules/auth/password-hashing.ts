// Password hashing for better-auth's emailAndPassword.password option: the same scrypt parameters
// and "salt:key" hex format better-auth writes and verifies (N=16384, r=16, p=1, 64-byte key,
// NFKC-normalised password, 16-byte hex salt), computed by node:crypto on libuv's thread pool,
// but at most `maxConcurrent` at a time. Each hash takes ~64 MiB and a core for ~100 ms; a burst
// of sign-ins would otherwise take every core (and every thread-pool thread that file reads and
// gzip also need) and stall all other requests. Excess sign-ins wait in line instead.
import crypto from 'node:crypto';
import os from 'node:os';

const params = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;

function scrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(
      password.normalize('NFKC'),
      salt,
      params.dkLen,
      { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

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

/** One hash at a time per spare core: on 2 cores, one hashes while the other serves everything else. */
export const defaultHashConcurrency = Math.max(1, os.availableParallelism() - 1);

export function createPasswordHasher(maxConcurrent = defaultHashConcurrency) {
  const limit = createLimiter(maxConcurrent);
  return {
    hash: (password: string) =>
      limit(async () => {
        const salt = crypto.randomBytes(16).toString('hex');
        return `${salt}:${(await scrypt(password, salt)).toString('hex')}`;
      }),
    verify: ({ hash, password }: { hash: string; password: string }) =>
      limit(async () => {
        const [salt, key] = hash.split(':');
        if (!salt || !key) return false;
        const expected = Buffer.from(key, 'hex');
        const actual = await scrypt(password, salt);
        return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
      }),
  };
}
