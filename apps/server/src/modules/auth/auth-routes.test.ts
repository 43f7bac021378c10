// better-auth through our Fastify routes: only the calls the store uses are routed, contract
// validation, the one error shape, the rate limits (429 + Retry-After), ADMIN_EMAILS at sign-up and
// sign-in, and logout ending the session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authConfigSchema,
  authSessionSchema,
  authUserSchema,
  errorBodySchema,
  signInEmailResponseSchema,
  signOutResponseSchema,
  signUpEmailResponseSchema,
  tokenResponseSchema,
} from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/users';
import { users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  // Limits raised here so these journeys never hit them; the limits themselves are tested below.
  t = await createTestApp({
    env: { ADMIN_EMAILS: 'Boss@Example.com', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', SIGN_UP_RATE_LIMIT_PER_MINUTE: '1000' },
  });
});
afterAll(() => t.close());

const post = (app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, payload: payload as object, headers });
const signUp = (body: { name: string; email: string; password: string }) => post(t, '/api/auth/sign-up/email', body);
const signIn = (body: { email: string; password: string }) => post(t, '/api/auth/sign-in/email', body);
const roleOf = async (email: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('e-mail sign-up and sign-in through /api/auth', () => {
  it('signs up, signs in and exchanges the session for the accessToken', async () => {
    const up = await signUp({ name: 'Ada', email: 'Ada@Example.com', password: 'secret-pw' });
    expect(up.statusCode).toBe(200);
    const res = await signIn({ email: 'ada@example.com', password: 'secret-pw' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/ada@example.com',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'ada@example.com', name: 'Ada', image: null },
    });
    expect(put.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(put.json());
    expect(body.user).toMatchObject({ email: 'ada@example.com', name: 'Ada', gender: 'Male' });
    expect(body.user.role).toBeUndefined();
  });

  it('validates with the contract messages of docs/product/accounts.md (400, fields named)', async () => {
    let res = await signUp({ name: '', email: 'nope', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toEqual({
      name: 'Name is Required',
      email: 'Provide a valid Email',
      password: 'Must be 6 characters or longer',
    });
    res = await signIn({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toEqual({
      email: 'Email is Required',
      password: 'Password is Required',
    });
    res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: 'not json', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('ignores a role sent at sign-up: the server decides roles', async () => {
    const res = await post(t, '/api/auth/sign-up/email', { name: 'Eve', email: 'eve@example.com', password: 'secret-pw', role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(await roleOf('eve@example.com')).toBe('user');
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    await signUp({ name: 'Walt', email: 'walt@example.com', password: 'right-password' });
    const unknown = await signIn({ email: 'nobody@example.com', password: 'whatever-1' });
    const wrong = await signIn({ email: 'walt@example.com', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(errorBodySchema.parse(wrong.json()).error).toEqual({ code: 'unauthorized', message: 'Invalid email or password' });
  });

  it('answers 409 in the one error shape when the e-mail already has an account', async () => {
    await signUp({ name: 'Dup', email: 'dup@example.com', password: 'secret-pw' });
    const again = await signUp({ name: 'Dup Two', email: 'DUP@example.com', password: 'secret-pw-2' });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).error.code).toBe('conflict');
  });

  it('logout ends the session on the server: the old token gets 401 afterwards', async () => {
    await signUp({ name: 'Lou', email: 'lou@example.com', password: 'secret-pw' });
    const { token } = (await signIn({ email: 'lou@example.com', password: 'secret-pw' })).json() as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/user-data?email=lou@example.com', headers: auth })).statusCode).toBe(200);
    const out = await post(t, '/api/auth/sign-out', {}, auth);
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user-data?email=lou@example.com', headers: auth })).statusCode).toBe(401);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: auth });
    expect(session.json()).toBeNull();
  });
});

describe('only the better-auth calls the store uses are routed', () => {
  const nameOf = async (id: string) => (await t.db.select({ name: users.name, image: users.image }).from(users).where(eq(users.id, id)))[0];

  it('update-user answers 404 in the one error shape: no 100,000-character or empty name, no javascript: picture', async () => {
    const me = await createUser(t, { name: 'Uma Unchanged' });
    for (const payload of [{ name: 'x'.repeat(100_000) }, { name: '' }, { image: 'javascript:alert(1)' }]) {
      const res = await post(t, '/api/auth/update-user', payload, me.auth);
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).error.code).toBe('not_found');
    }
    expect(await nameOf(me.id)).toEqual({ name: 'Uma Unchanged', image: null });
  });

  it.each([
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/send-verification-email'],
    ['POST', '/api/auth/forget-password'],
    ['POST', '/api/auth/delete-user'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/sign-in/oauth2'],
    ['GET', '/api/auth/error'],
    ['GET', '/api/auth/callback/github'],
  ] as const)('%s %s answers 404 even when signed in', async (method, url) => {
    const me = await createUser(t);
    const res = await t.app.inject({ method, url, headers: me.auth, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('not_found');
  });

  it('answers sign-up, sign-in, get-session and sign-out exactly as the contract documents them', async () => {
    const keys = (o: object) => Object.keys(o).sort();
    const up = await signUp({ name: 'Cora', email: 'cora@example.com', password: 'secret-pw' });
    const upBody = signUpEmailResponseSchema.parse(up.json());
    expect(keys(upBody.user)).toEqual(keys(authUserSchema.shape));
    const inBody = signInEmailResponseSchema.parse((await signIn({ email: 'cora@example.com', password: 'secret-pw' })).json());
    const auth = { authorization: `Bearer ${inBody.token}` };
    const session = authSessionSchema.parse((await t.app.inject({ url: '/api/auth/get-session', headers: auth })).json());
    expect(session?.user.email).toBe('cora@example.com');
    expect(keys(session!.session)).toEqual(keys(authSessionSchema.unwrap().shape.session.shape));
    expect(signOutResponseSchema.parse((await post(t, '/api/auth/sign-out', {}, auth)).json())).toEqual({ success: true });
  });

  it('checks the Google sign-in body before better-auth sees it', async () => {
    const start = (body: object) => post(t, '/api/auth/sign-in/social', body);
    const valid = { provider: 'google', callbackURL: '/login?signed-in=google', errorCallbackURL: '/login' };
    let res = await start({ ...valid, provider: 'github' });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('provider');
    for (const callbackURL of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
      res = await start({ ...valid, callbackURL });
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.fields).toEqual({ callbackURL: 'Must be a path on this site' });
    }
    // The page's language, carried to a new account, is one the store speaks.
    res = await start({ ...valid, language: 'sv' });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toEqual({ language: 'language is one of en, de, fr, es, ja' });
    // A valid body reaches better-auth, which knows no Google here (not configured): 404, our shape.
    res = await start({ ...valid, language: 'de' });
    expect(res.statusCode).toBe(404);
    res = await start(valid);
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.message).toBe('Provider not found');
  });

  it('a Google callback whose sign-in cannot be found goes back to the login page with the error', async () => {
    const res = await t.app.inject({ url: '/api/auth/callback/google?code=abc&state=not-ours' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/login\?error=/);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed e-mail admin at sign-up (any letter case)', async () => {
    const res = await signUp({ name: 'Boss', email: 'boss@example.com', password: 'secret-pw' });
    expect(res.statusCode).toBe(200);
    expect(await roleOf('boss@example.com')).toBe('admin');
  });

  it('and at sign-in, for an account that existed before the address was listed', async () => {
    await t.db.update(users).set({ role: 'user' }).where(eq(users.email, 'boss@example.com'));
    const res = await signIn({ email: 'BOSS@example.com', password: 'secret-pw' });
    expect(res.statusCode).toBe(200);
    expect(await roleOf('boss@example.com')).toBe('admin');
    const { token } = res.json() as { token: string };
    const check = await t.app.inject({ url: '/api/admin/boss@example.com', headers: { authorization: `Bearer ${token}` } });
    expect(check.json()).toEqual({ admin: true });
  });

  it('leaves everybody else an ordinary user', async () => {
    await signUp({ name: 'Not Boss', email: 'boss@example.org', password: 'secret-pw' });
    expect(await roleOf('boss@example.org')).toBe('user');
  });
});

describe('GET /api/auth-config', () => {
  it('reports Google as unavailable when it is not configured, in shop language (the settings go to the log)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    const body = authConfigSchema.parse(res.json());
    expect(body.google).toEqual({ available: false, reason: 'Google sign-in is not available right now.' });
    expect(res.body).not.toContain('GOOGLE_');
  });

  it('reports Google as available when it is', async () => {
    // The issuer is not contacted until someone signs in with Google.
    const g = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER_URL: 'http://127.0.0.1:9' },
    });
    try {
      const res = await g.app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(res.json()).toEqual({ google: { available: true } });
    } finally {
      await g.close();
    }
  });
});

describe('rate limits (default settings, every mode)', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp();
  });
  afterAll(() => r.close());

  it('sign-in: the 11th attempt in a minute from one address gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // A forged X-Forwarded-For changes nothing: without TRUST_PROXY the socket address counts.
      const res = await post(r, '/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-pw' }, {
        'x-forwarded-for': `10.0.0.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await post(r, '/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-pw' });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(errorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
  });

  it('sign-up: the 6th attempt in a minute gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(r, '/api/auth/sign-up/email', { name: 'N', email: `n${i}@example.com`, password: 'secret-pw' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('behind a trusted proxy each client address has its own budget', async () => {
    const p = await createTestApp({ env: { TRUST_PROXY: 'true', SIGN_IN_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const attempt = (ip: string) =>
        post(p, '/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-pw' }, { 'x-forwarded-for': ip });
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
      expect((await attempt('203.0.113.1')).statusCode).toBe(429);
      expect((await attempt('203.0.113.2')).statusCode).toBe(401);
    } finally {
      await p.close();
    }
  });
});
