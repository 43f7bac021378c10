// The OpenAPI document is what a client generator reads: every operation named once, one path per
// template, its security and failures stated, the auth calls the web client makes included.
// `npm run lint:openapi` runs Redocly's recommended rules over the same document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mergePathsDifferingInParamNames, operationIdFor } from './openapi';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; description?: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }>; schemas: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://store.kerfline.test' } });
  doc = t.app.swagger() as unknown as Document;
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is served at /api/docs/json', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('names every operation once', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/product/{id}']?.get?.operationId).toBe('getProductById');
  });

  it('has one path per template, and the original app’s /user/{email} and /user/{id} both in it', () => {
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    const user = doc.paths['/api/user/{emailOrId}']!;
    expect(Object.keys(user).sort()).toEqual(['delete', 'patch', 'put']);
    expect(user.put!.parameters?.[0]?.description).toMatch(/\{email\}/);
    expect(user.patch!.parameters?.[0]?.description).toMatch(/\{id\}/);
  });

  it('names its server and both ways to send the session', () => {
    expect(doc.servers[0]?.url).toBe('https://store.kerfline.test');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http' });
    expect(doc.components.securitySchemes.cookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' }),
    );
  });

  it('states each operation’s security and its failures in the one error shape', () => {
    const errorRef = { $ref: '#/components/schemas/ErrorBody' };
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(Array.isArray(op.security), where).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400) expect(response.content?.['application/json']?.schema, `${where} ${status}`).toEqual(errorRef);
      }
      const takesInput = Boolean(op.parameters?.length || op.requestBody);
      if (takesInput) expect(op.responses, where).toHaveProperty('400');
      if (op.security!.length) {
        expect(op.security, where).toEqual([{ bearer: [] }, { cookie: [] }]);
        expect(op.responses, where).toHaveProperty('401');
        expect(op.responses, where).toHaveProperty('403');
      }
    }
    // Every operation but those that never ask the database documents its 503.
    const without503 = operations().filter(({ op }) => !('503' in op.responses));
    expect(without503.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'get /api/auth-config',
      'get /api/health/live',
      'get /api/payment-config',
    ]);
    // The only operations without a 4xx take no input and need no session.
    const without4xx = operations().filter(({ op }) => !Object.keys(op.responses).some((s) => s.startsWith('4')));
    expect(without4xx.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'get /api/auth-config',
      'get /api/health',
      'get /api/health/live',
      'get /api/health/ready',
      'get /api/legal',
      'get /api/markets',
      'get /api/payment-config',
      'get /api/shipping/countries',
    ]);
  });

  it('documents the identity provider’s calls the web client makes, and no others', () => {
    const auth = operations().filter(({ path }) => path.startsWith('/api/auth/'));
    expect(auth.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'get /api/auth/callback/google',
      'get /api/auth/get-session',
      'get /api/auth/reset-password-link',
      'get /api/auth/verify-email',
      'post /api/auth/change-password',
      'post /api/auth/request-password-reset',
      'post /api/auth/reset-password',
      'post /api/auth/sign-in/email',
      'post /api/auth/sign-in/social',
      'post /api/auth/sign-out',
      'post /api/auth/sign-up/email',
    ]);
    expect(doc.paths['/api/auth/sign-in/email']!.post!.responses).toHaveProperty('429');
  });

  it('has no nullable without a type, and no component nothing refers to', () => {
    const text = JSON.stringify(doc);
    const walk = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      if (Array.isArray(value)) return value.forEach(walk);
      const o = value as Record<string, unknown>;
      if (o.nullable === true) expect(o, JSON.stringify(o).slice(0, 200)).toHaveProperty('type');
      Object.values(o).forEach(walk);
    };
    walk(doc);
    for (const name of Object.keys(doc.components.schemas)) expect(text).toContain(`"#/components/schemas/${name}"`);
  });
});

describe('how the document is derived', () => {
  it('makes operation ids from method and path', () => {
    expect(operationIdFor('POST', '/api/auth/sign-in/email')).toBe('postAuthSignInEmail');
    expect(operationIdFor('GET', '/api/user-data')).toBe('getUserData');
    expect(operationIdFor('PUT', '/api/user/admin/:email')).toBe('putUserAdminByEmail');
  });

  it('refuses to merge two paths that would give one method twice', () => {
    expect(() => mergePathsDifferingInParamNames({ '/a/{x}': { get: {} }, '/a/{y}': { get: {} } })).toThrow(/clashes/);
  });
});
