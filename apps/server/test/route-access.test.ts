// Who may call what, checked before anything else, and answers with personal data never cached.
// The protected routes are taken from the app itself (every operation whose OpenAPI entry names a
// security requirement, which `config.access` gives it), so a new route is covered at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  secured: boolean;
  hasBody: boolean;
  hasQuery: boolean;
}

let t: TestApp;
let user: TestUser;
let admin: TestUser;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  user = await createUser(t);
  admin = await createUser(t, { admin: true });
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown; parameters?: { in: string }[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      secured: Boolean(op.security?.length),
      hasBody: Boolean(op.requestBody),
      hasQuery: Boolean(op.parameters?.some((p) => p.in === 'query')),
    })),
  );
});
afterAll(() => t.close());

/** The path with every parameter malformed (not an id, not an e-mail) and a malformed query. */
const malformedUrl = (op: Operation) => op.path.replace(/\{\w+\}/g, 'not-an-id-or-email') + (op.hasQuery ? '?email=nope&x[y]=1' : '');
const send = (op: Operation, headers: Record<string, string>, payload?: string) =>
  t.app.inject({
    method: op.method,
    url: malformedUrl(op),
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload }),
  });

describe('authentication comes before validation', () => {
  it('finds the protected routes', () => {
    const secured = operations.filter((o) => o.secured);
    expect(secured.length).toBeGreaterThanOrEqual(15);
    // Sanity: the public ones stay public.
    expect(operations.find((o) => o.method === 'GET' && o.path === '/api/product')?.secured).toBe(false);
  });

  it('a visitor gets 401 on every protected route, whatever the id, query or body looks like', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.secured)) {
      const bodies = op.hasBody ? ['{"broken', '{"productId":"x","ratings":true}', 'x'.repeat(2 * 1024 * 1024)] : [undefined];
      for (const body of bodies) {
        const callers: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-session' }, { cookie: 'better-auth.session_token=forged.sig' }];
        for (const headers of callers) {
          const res = await send(op, headers, body);
          const shape = errorBodySchema.safeParse(res.json());
          if (res.statusCode !== 401 || !shape.success) wrong.push(`${op.method} ${op.path} ${JSON.stringify(headers)} -> ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in non-admin gets 403 on every admin route, whatever the input looks like', async () => {
    // Admin routes: those a signed-in user is refused with a valid input shape as well.
    const adminOnly = [
      'GET /api/user',
      'PUT /api/user/admin/{email}',
      'DELETE /api/user/{emailOrId}',
      'POST /api/product',
      'PATCH /api/product/{id}',
      'DELETE /api/product/{id}',
      'POST /api/category',
      'PATCH /api/category/{id}',
      'DELETE /api/category/{id}',
      'GET /api/admin/product',
      'POST /api/admin/product-image',
      'GET /api/admin/order',
      'GET /api/admin/order/{id}',
      'POST /api/admin/order/{id}/status',
      'GET /api/admin/audit',
      'GET /api/admin/order/export',
      'GET /api/admin/overview',
      'PUT /api/product/{id}/variants',
      'GET /api/admin/catalogue/export',
      'POST /api/admin/catalogue/import',
    ];
    for (const key of adminOnly) {
      const op = operations.find((o) => `${o.method} ${o.path}` === key);
      expect(op, key).toBeDefined();
      const res = await send(op!, user.auth, op!.hasBody ? '{"broken' : undefined);
      expect(res.statusCode, key).toBe(403);
    }
  });

  it('signed in, a malformed input is then a 400 in the one error shape', async () => {
    const op = operations.find((o) => o.method === 'GET' && o.path === '/api/order/{id}')!;
    const res = await send(op, user.auth);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('id');
  });
});

describe('Cache-Control: no-store on answers that carry personal data or tokens', () => {
  it('every protected route, whatever it answers (success, 4xx)', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.secured)) {
      for (const headers of [{}, admin.auth]) {
        const res = await send(op, headers, op.hasBody ? '{}' : undefined);
        if (res.headers['cache-control'] !== 'no-store') wrong.push(`${op.method} ${op.path} -> ${res.statusCode} ${res.headers['cache-control']}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the token exchange and the profile, answered with the data', async () => {
    const exchange = await t.app.inject({ method: 'PUT', url: `/api/user/${user.email}`, headers: user.auth, payload: { email: user.email } });
    expect(exchange.statusCode).toBe(200);
    expect(exchange.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({ url: `/api/user-data?email=${user.email}`, headers: user.auth });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('sign-in, sign-up, get-session, sign-out and the Google calls', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Noa', email: 'noa@example.com', password: 'secret-pw' } }),
      await t.app.inject({ url: '/api/auth/get-session', headers: user.auth }),
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' } }),
      await t.app.inject({ url: '/api/auth/callback/google?code=x&state=y' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: (await createUser(t)).auth, payload: {} }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 302, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('public lists keep their caching: no no-store on products, categories, reviews and the configuration', async () => {
    for (const url of ['/api/product', '/api/product?limit=3', '/api/category', '/api/review', '/api/auth-config', '/api/payment-config']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});
