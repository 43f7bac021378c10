import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in build: what matters here is how the server serves it, not what Vite produced.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  // The server's own rendering code sits beside the files it serves.
  fs.mkdirSync(path.join(webDist, 'ssr'));
  fs.writeFileSync(path.join(webDist, 'ssr', 'server-chunk.js'), 'export const secret = 1;');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('one process serves the web app and the API', () => {
  it('answers the SPA’s routes with index.html, never cached', async () => {
    for (const url of ['/', '/all-product', '/dashboard/payment/123']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a path no page matches with 404 and the page (it shows Page Not Found), never a soft 200', async () => {
    for (const url of ['/no-such-page', '/no/such/page', '/dashboard/no-such-tab', '/products/extra/segment']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('caches hashed assets forever and compresses them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing file or an unknown API route with a JSON 404, not the page', async () => {
    for (const url of ['/assets/missing-123.js', '/api/nope', '/api', '/ssr/server-chunk.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('refuses malformed JSON and unknown content types in the one error shape', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_request');
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(odd.statusCode).toBe(415);
    expect(odd.json().error.code).toBe('unsupported_media_type');
  });

  it('publishes its OpenAPI document and UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/product', '/api/product/{id}', '/api/review', '/api/health']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('reports health with the database it checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  // Last: it switches this app into shutdown mode.
  it('tells the load balancer it is going away once draining', async () => {
    t.app.startDraining();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().error.code).toBe('unavailable');
    const page = await t.app.inject({ method: 'GET', url: '/api/product' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe('close');
  });
});
