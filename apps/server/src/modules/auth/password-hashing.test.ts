import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createLimiter, createPasswordHasher } from './password-hashing';

describe('password hashing', () => {
  const hasher = createPasswordHasher(1);

  it('writes hashes better-auth verifies, and verifies better-auth\'s own hashes', async () => {
    const ours = await hasher.hash('correct horse ☃');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'correct horse ☃' })).toBe(true);
    const theirs = await hashPassword('shopper-demo-2026');
    expect(await hasher.verify({ hash: theirs, password: 'shopper-demo-2026' })).toBe(true);
  });

  it('refuses a wrong password and a malformed hash', async () => {
    const hash = await hasher.hash('right-password');
    expect(await hasher.verify({ hash, password: 'wrong-password' })).toBe(false);
    expect(await hasher.verify({ hash: 'not-a-hash', password: 'right-password' })).toBe(false);
    expect(await hasher.verify({ hash: `${hash.split(':')[0]}:abcd`, password: 'right-password' })).toBe(false);
  });

  it('normalises the password (NFKC) as better-auth does', async () => {
    const hash = await hasher.hash('\u0041\u030a'); // A + combining ring
    expect(await hasher.verify({ hash, password: '\u00c5' })).toBe(true);
  });

  it('at the test cost, hashes only the test cost verifies: a real hash never meets it', async () => {
    const cheap = createPasswordHasher(1, 'test');
    const hash = await cheap.hash('right-password');
    expect(await cheap.verify({ hash, password: 'right-password' })).toBe(true);
    expect(await hasher.verify({ hash, password: 'right-password' })).toBe(false);
    expect(await verifyPassword({ hash, password: 'right-password' })).toBe(false);
  });
});

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once and every task to completion, in order of arrival', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    // Each task runs until the test lets it finish, so overlap comes from the limiter, not from timing.
    const began = Array.from({ length: 7 }, () => deferred());
    const finish = Array.from({ length: 7 }, () => deferred());
    const all = Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limit(async () => {
          started.push(i);
          running++;
          peak = Math.max(peak, running);
          began[i]!.resolve();
          await finish[i]!.promise;
          running--;
          return i * 10;
        }),
      ),
    );
    // Task i ends only once task i+1 runs beside it: two at a time all along.
    for (let i = 0; i < 7; i++) {
      await began[i]!.promise;
      if (i + 1 < 7) await began[i + 1]!.promise;
      finish[i]!.resolve();
    }
    const results = await all;
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('frees its slot when a task fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'after')).resolves.toBe('after');
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
