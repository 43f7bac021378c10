import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, type TestUser } from '../../test/users';

function cspDirectives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  const csp = cspDirectives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
}

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'security-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['an API answer', 'GET', '/api/health', 200],
    ['an API 404', 'GET', '/api/no-such-thing', 404],
    ['a validation error', 'GET', '/api/product?sort=cheapest', 400],
    ['a malformed JSON body', 'POST', '/api/auth/sign-in/email', 400],
    ['the sign-in service', 'GET', '/api/auth/get-session', 200],
    ['a web page (history fallback)', 'GET', '/dashboard/profile', 200],
    ['the web app index', 'GET', '/index.html', 200],
  ])('are on %s', async (_what, method, url, status) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '{"email":' } : {}),
    });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it.each([
    ['broken percent-encoding', '/api/product/%E0%A4%A', 400],
    ['an over-long parameter', `/api/product/${'x'.repeat(600)}`, 414],
  ])('are on the router\'s own refusals (%s), in the one error shape without echoing the path', async (_what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('bad_request');
    expect(res.body).not.toContain('/api/product');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(cspDirectives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it('allow our own, data: and https images (product photo URLs), and no Stripe origin when Stripe is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe');
    // Plain-http deployments (loopback) must not have their own requests upgraded to https.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('give the API docs their own policy, and the docs still load', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    const csp = cspDirectives(page.headers['content-security-policy']);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/); // no inline script to block
    for (const src of scripts) {
      const res = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs/').pathname });
      expect(res.statusCode, src).toBe(200);
    }
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/product');
  });

  it('answer cross-origin requests with no CORS headers when no origin is configured', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/product',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('with Stripe, an https origin and CORS origins configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://shop.example',
        CORS_ORIGINS: 'https://partner.example, https://admin.example/',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      },
    });
  });
  afterAll(() => t.close());

  it('allows exactly Stripe.js in the policy and upgrades insecure requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp.get('frame-src')).toContain('https://js.stripe.com');
    expect(csp.get('connect-src')).toContain('https://api.stripe.com');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets configured origins call the API, with credentials', async () => {
    for (const origin of ['https://partner.example', 'https://admin.example']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/product',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      const get = await t.app.inject({ method: 'GET', url: '/api/product', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('gives other origins no CORS headers', async () => {
    for (const origin of ['https://evil.example', 'https://partner.example.evil.example', 'null']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/sign-in/email',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const get = await t.app.inject({ method: 'GET', url: '/api/product', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('request bodies over 1 MB', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { admin: true });
  });
  afterAll(() => t.close());

  const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/review', '/api/product', '/api/order'])(
    'get 413 in the error shape on POST %s',
    async (url) => {
      // Signed in: a visitor's body to a protected route is never read (401 first, see route-access tests).
      const headers = { 'content-type': 'application/json', ...admin.auth };
      const res = await t.app.inject({ method: 'POST', url, headers, payload: big });
      expect(res.statusCode).toBe(413);
      expect(errorBodySchema.parse(res.json()).error.code).toBe('payload_too_large');
      expectSecurityHeaders(res.headers);
    },
  );

  it('are refused even when the body arrives without a content-length', async () => {
    const { Readable } = await import('node:stream');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from([Buffer.from(big)]),
    });
    expect(res.statusCode).toBe(413);
  });

  it('just under 1 MB still reaches the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(1000 * 1000) }),
    });
    expect(res.statusCode).not.toBe(413);
    expect(res.statusCode).toBeLessThan(500);
  });
});
