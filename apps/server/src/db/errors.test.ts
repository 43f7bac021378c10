// What a database failure means, on real errors of both engines and of the pg driver: the SQLSTATE
// through drizzle's wrapper, and "unreachable" for a refused connection, a server that never
// answers (pg's connection timeout) and a closed PGlite.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, openPgliteCopy, type TestApp } from '../../test/test-app';
import { openDatabase } from './client';
import { isDatabaseUnavailable, sqlState } from './errors';

const failure = (p: Promise<unknown>) => p.then(() => expect.fail('expected the query to fail'), (err: unknown) => err);

describe('on the test database engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the SQLSTATE under drizzle’s wrapper, and does not call it unreachable', async () => {
    const err = await failure(t.db.execute(sql`select ${'not a number'}::int`));
    expect(sqlState(err)).toBe('22P02');
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(sqlState(await failure(t.db.execute(sql`select ${'a\u0000b'}::text`)))).toBe('22021');
  });

  it('is not fooled by a parameter that reads like a lost connection', async () => {
    const err = await failure(t.db.execute(sql`select ${'Connection terminated unexpectedly'}::int`));
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('an unreachable database', () => {
  it('a closed PGlite', async () => {
    const database = await openPgliteCopy();
    await database.close();
    const err = await failure(database.db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(sqlState(err)).toBeUndefined();
  });

  it('a PostgreSQL address where nothing listens (ECONNREFUSED)', async () => {
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((r) => server.close(r));
    const err = await failure(openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` }));
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('a PostgreSQL server that accepts and never answers: fails after the connection timeout, not never', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as net.AddressInfo;
    try {
      // pg's connection timeout (5 s) on a fake clock: once the connection is open, it is due.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const opening = failure(openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` }));
      await vi.waitFor(() => expect(sockets.size).toBe(1), { timeout: 15_000 });
      await vi.advanceTimersByTimeAsync(5_000);
      const err = await opening;
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      vi.useRealTimers();
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it('says nothing about errors that are not the database’s', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'EPIPE', severity: 'ERROR' }))).toBe(false);
    expect(sqlState(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBeUndefined();
  });
});
