// The database stops answering under a running app (PGlite: closed; PostgreSQL: every connection
// cut by a TCP proxy, new ones refused). Every route that needs the database answers 503 with
// Retry-After in the one error shape, liveness still says 200 and readiness 503, and no log line
// holds a bearer token, a session cookie, a password or a query parameter. On PostgreSQL the store
// comes back by itself once the database does. Routes are taken from the app's own OpenAPI
// document, so a new route is covered without touching this file.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { createTestApp, usingPostgres, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';

/** Bodies that pass validation, so the request gets as far as the database. */
const validBodies: Record<string, (u: TestUser) => object> = {
  'POST /api/auth/sign-in/email': (u) => ({ email: u.email, password: u.password }),
  'POST /api/auth/sign-up/email': (u) => ({ name: 'Nia', email: `new-${u.email}`, password: u.password }),
  'POST /api/auth/sign-in/social': () => ({ provider: 'google', callbackURL: '/', errorCallbackURL: '/login' }),
  'POST /api/auth/request-password-reset': (u) => ({ email: u.email }),
  'POST /api/auth/reset-password': (u) => ({ token: 'a-reset-token', newPassword: u.password }),
  'POST /api/auth/change-password': (u) => ({ currentPassword: u.password, newPassword: `${u.password}-2` }),
  'PUT /api/cart/lines/{productId}': () => ({ quantity: 1 }),
  'POST /api/cart/merge': () => ({ lines: [] }),
  'POST /api/cart/quote': () => ({ lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }),
  'POST /api/checkout': () => ({ phone: '+1 555 0100', shipping: { line1: '1 Main St', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' } }),
  'PATCH /api/checkout/{id}': () => ({ transactionId: 'pi_outage' }),
};
/** Query strings the routes need to get past validation. */
const validQueries: Record<string, string> = {
  '/api/user-data': '?email=someone-else@example.com',
  '/api/auth/verify-email': '?token=a-verification-token',
  '/api/auth/reset-password-link': '?token=a-reset-token',
  '/api/review/summary': '?productId=00000000-0000-4000-8000-000000000000',
};
const someId = '00000000-0000-4000-8000-000000000000';
/** E-mail addresses in URLs are another's: the user's own e-mail travels only as a query parameter. */
const urlEmail = 'someone-else@example.com';

interface Call {
  key: string;
  method: string;
  url: string;
  /** The OpenAPI document says it may answer 503 (it asks the database). */
  needsDatabase: boolean;
}

function routesOf(t: TestApp): Call[] {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  const calls: Call[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      // A slug or a page names one that exists (a legal page's slug is one of four, the page texts' page
      // one of two: any other is a 404 without the database).
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'slug' ? 'terms' : name === 'page' ? 'landing' : /email/i.test(name) && !/id/i.test(name) ? urlEmail : someId));
      calls.push({
        key,
        method: method.toUpperCase(),
        url: `${url}${validQueries[path] ?? ''}`,
        needsDatabase: '503' in op.responses,
      });
    }
  }
  return calls;
}

describe.each(['bearer token', 'session cookie'] as const)('the database stops answering (caller with a %s)', (credential) => {
  const lines: string[] = [];
  let t: TestApp;
  let user: TestUser;
  let cookie: string;
  const sent = (u: TestUser) => (credential === 'bearer token' ? u.auth : { cookie });

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ logDestination: sink, breakable: true });
    user = await createUser(t, { password: 'outage-pass-7T3x' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
    cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^better-auth\.session_token=.+/);
    await t.cutDatabase();
  });
  afterAll(() => t?.close());

  const call = ({ key, method, url }: Call) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: sent(user),
      ...(method !== 'GET' && { payload: validBodies[key]?.(user) ?? {} }),
    });

  it('every route that needs the database answers 503 with Retry-After, in the one error shape', async () => {
    const calls = routesOf(t).filter((c) => c.needsDatabase);
    expect(calls.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const c of calls) {
      const res = await call(c);
      const body = errorBodySchema.safeParse(res.json());
      if (res.statusCode !== 503 || !body.success || body.data.error.code !== 'unavailable' || !Number(res.headers['retry-after'])) {
        wrong.push(`${c.key} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the routes documented without a 503 still answer: they never ask the database', async () => {
    const calls = routesOf(t).filter((c) => !c.needsDatabase);
    expect(calls.map((c) => c.key).sort()).toEqual(['GET /api/auth-config', 'GET /api/health/live', 'GET /api/payment-config']);
    for (const c of calls) expect((await call(c)).statusCode, c.key).toBe(200);
  });

  it('liveness still answers; readiness (and /api/health) say 503', async () => {
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBeDefined();
    }
  });

  it('no log line holds the token, the cookie, the password, the e-mail sent in a body, or a query parameter', async () => {
    // Credentials sent every way they arrive, on every kind of route, while the database is away.
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'X', email: user.email, password: user.password } });
    await t.app.inject({ url: '/api/auth/get-session', headers: { ...user.auth, cookie } });
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...user.auth, cookie }, payload: {} });
    await t.app.inject({ url: `/api/user-data?email=${urlEmail}`, headers: { ...user.auth, cookie } });
    await t.app.inject({ method: 'PUT', url: `/api/user/${urlEmail}`, headers: user.auth, payload: { email: urlEmail } });
    await t.app.inject({ url: '/api/health' });

    const text = lines.join('\n');
    // The log really captured the outage (the assertions below would pass on an empty log).
    expect(text).toMatch(/database unavailable/);
    expect(lines.some((l) => /"level":(40|50)/.test(l))).toBe(true);
    const cookieValue = cookie.slice(cookie.indexOf('=') + 1);
    const secrets = [user.token, cookieValue, decodeURIComponent(cookieValue), user.password, user.email];
    for (const line of lines) {
      for (const secret of secrets) expect(line, `a log line holds ${secret}`).not.toContain(secret);
      // drizzle's "params: ..." and pg's quoted values are replaced, never written.
      for (const m of line.matchAll(/params:\s*([^"\\]{0,20})/g)) expect(m[1]).toMatch(/^\[redacted\]/);
    }
  });

  if (usingPostgres) {
    it('comes back by itself once the database answers again (no restart)', async () => {
      await t.restoreDatabase!();
      expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      const me = await t.app.inject({ url: `/api/user-data?email=${user.email}`, headers: sent(user) });
      expect(me.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/product' })).statusCode).toBe(200);
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
      expect(signIn.statusCode).toBe(200);
    });
  }
});
