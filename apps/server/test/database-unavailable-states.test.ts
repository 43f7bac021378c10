// Every kind of database unavailability is a 503 with Retry-After, never a 500: whatever SQLSTATE
// or driver error says the database does not take work now, on the route and in the session lookup
// that runs before it (a bearer token or a cookie is looked up in the database first). On the
// PostgreSQL server each family is made for real on the test's own database (connections barred,
// backends terminated, a role's connection limit, a pool with no free connection) or, where only a
// crash or a restart of the server would make it, by a proxy answering with the server's own
// protocol message; and each time the store comes back by itself. database-outage.test.ts covers
// every route while the database is unreachable.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { createTestApp, usingPostgres, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';
import { adminQuery, databaseUrl, fatalErrorMessage, terminateBackends } from './postgres-admin';

function expectUnavailable(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
  expect(errorBodySchema.parse(res.json()).error.code).toBe('unavailable');
  expect(Number(res.headers['retry-after']), what).toBeGreaterThan(0);
}

/** Calls that look up the caller first, then read: the original app's order list (bearer) and the cart (cookie). */
async function expectEveryCallUnavailable(t: TestApp, user: TestUser, cookie: string, times = 3) {
  for (let i = 0; i < times; i++) {
    expectUnavailable(await t.app.inject({ url: `/api/order?email=${user.email}`, headers: user.auth }), 'orders, bearer token');
    expectUnavailable(await t.app.inject({ url: '/api/cart', headers: { cookie } }), 'cart, session cookie');
    expectUnavailable(await t.app.inject({ url: '/api/review' }), 'reviews, no caller');
  }
}

async function expectBackToNormal(t: TestApp, user: TestUser, cookie: string) {
  expect((await t.app.inject({ url: `/api/order?email=${user.email}`, headers: user.auth })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/cart', headers: { cookie } })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/review' })).statusCode).toBe(200);
}

async function signedIn(t: TestApp) {
  const user = await createUser(t, { password: 'states-pass-7T3x' });
  const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  return { user, cookie };
}

describe('an error saying the database does not take work, wherever the driver puts it', () => {
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
  /** As drizzle wraps a failed query, and better-auth wraps drizzle's (the session lookup). */
  const wrapped = (cause: Error) => {
    const query = Object.assign(new Error('Failed query: select 1\nparams: x'), { cause, params: ['x'] });
    return Object.assign(new Error('Failed to get session'), { statusCode: 500, cause: query });
  };
  const failures: Record<string, Error> = {
    '08006 connection failure': pgError('08006', 'connection failure'),
    '08P01 protocol violation': pgError('08P01', 'invalid startup packet'),
    '53300 too many connections': pgError('53300', 'too many connections for role "store"'),
    '55000 connections not allowed': pgError('55000', 'database "store" is not currently accepting connections'),
    '57P01 terminated by an administrator': pgError('57P01', 'terminating connection due to administrator command'),
    '57P02 crash shutdown': pgError('57P02', 'terminating connection because of crash of another server process'),
    '57P03 cannot connect now': pgError('57P03', 'the database system is in recovery mode'),
    '57P05 idle-session timeout': pgError('57P05', 'terminating connection due to idle-session timeout'),
    'pool timeout': new Error('timeout exceeded when trying to connect'),
    'connection timeout': new Error('Connection terminated due to connection timeout'),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      routes: (app) => {
        app.get('/test/fail/:kind', async (request) => {
          throw wrapped(failures[(request.params as { kind: string }).kind]!);
        });
      },
    });
  });
  afterAll(() => t.close());

  it.each(Object.keys(failures))('%s: 503 with Retry-After', async (kind) => {
    expectUnavailable(await t.app.inject({ url: `/test/fail/${encodeURIComponent(kind)}` }), kind);
  });
});

if (usingPostgres) {
  const baseUrl = process.env.DATABASE_URL!;

  describe('on the PostgreSQL server, made for real', () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    it('55000 and 57P01: the database barred and its connections terminated (a maintenance window); back by itself', async () => {
      t = await createTestApp();
      const { user, cookie } = await signedIn(t);
      const name = t.databaseName!;
      await adminQuery(baseUrl, `alter database ${name} with allow_connections false`);
      await terminateBackends(baseUrl, name);
      await expectEveryCallUnavailable(t, user, cookie, 10);
      expectUnavailable(await t.app.inject({ url: '/api/health/ready' }), 'readiness');
      await adminQuery(baseUrl, `alter database ${name} with allow_connections true`);
      await expectBackToNormal(t, user, cookie);
    });

    it('57P01 on a query in flight: the backend is terminated while the request waits for it', async () => {
      t = await createTestApp();
      const { user } = await signedIn(t);
      const name = t.databaseName!;
      // The session lookup waits behind this lock, so the request is in the middle of its query.
      const locker = new pg.Client({ connectionString: databaseUrl(baseUrl, name) });
      await locker.connect();
      try {
        await locker.query('begin; lock table session in access exclusive mode');
        const pending = t.app.inject({ url: `/api/order?email=${user.email}`, headers: user.auth });
        await expect
          .poll(async () => (await locker.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [name])).rows[0].n)
          .toBeGreaterThan(0);
        await locker.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
        expectUnavailable(await pending, 'orders, terminated mid-query');
      } finally {
        await locker.end();
      }
      expect((await t.app.inject({ url: `/api/order?email=${user.email}`, headers: user.auth })).statusCode).toBe(200);
    });

    it('53300: the role may open no more connections; back by itself once it may', async () => {
      t = await createTestApp({ ownRole: true });
      const { user, cookie } = await signedIn(t);
      const role = `${t.databaseName!}_app`;
      await adminQuery(baseUrl, `alter role ${role} connection limit 0`);
      await terminateBackends(baseUrl, t.databaseName!);
      await expectEveryCallUnavailable(t, user, cookie);
      await adminQuery(baseUrl, `alter role ${role} connection limit -1`);
      await expectBackToNormal(t, user, cookie);
    });

    it('pool timeout: every pooled connection busy for longer than a request may wait for one', async () => {
      t = await createTestApp({ pool: { size: 1, connectTimeoutMs: 200 } });
      const { user, cookie } = await signedIn(t);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const isHolding = new Promise<void>((resolve) => (holding = resolve));
      const transaction = t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding();
        await held;
      });
      await isHolding;
      try {
        await expectEveryCallUnavailable(t, user, cookie, 1);
      } finally {
        release();
        await transaction;
      }
      await expectBackToNormal(t, user, cookie);
    });

    it.each([
      ['08006', 'connection failure'],
      ['57P02', 'terminating connection because of crash of another server process'],
      ['57P03', 'the database system is in recovery mode'],
    ])('%s (the server crashed or restarts: answered by a proxy in its protocol); back by itself', async (state, message) => {
      t = await createTestApp({ breakable: true });
      const { user, cookie } = await signedIn(t);
      await t.failDatabase!(fatalErrorMessage(state, message));
      await expectEveryCallUnavailable(t, user, cookie);
      await t.restoreDatabase!();
      await expectBackToNormal(t, user, cookie);
    });
  });
}
