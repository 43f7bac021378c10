// What a hostile tester tried beyond the fuzz test, and what the store must answer: requests the
// HTTP parser refuses (in the one error shape too), a client trickling its request in, a forged
// request id, path traversal on the static files, prototype pollution, method overrides, repeated
// query keys and a session cookie replayed after sign-out. docs/decisions/0010 lists the rest.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
const webDist = path.join(scratch, 'dist');
const secret = 'TOP-SECRET-OUTSIDE-THE-WEB-ROOT';
const lines: string[] = [];
let t: TestApp;
let user: TestUser;
let port: number;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(scratch, 'secret.txt'), secret);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ seed: true, logDestination: sink, env: { WEB_DIST: webDist } });
  user = await createUser(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Sends raw bytes on a new connection; resolves with everything the server wrote before closing. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (answer += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['headers over 16 kB', `GET /api/product?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ['a broken request line', 'GET /api/product HTTP/9.9\r\nHost: x\r\n\r\n', 400],
    ['a header name with a space', 'GET /api/product HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 400],
    [
      'Content-Length with chunked encoding (request smuggling)',
      'POST /api/review HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
  ])('%s: answered in the one error shape, with the security headers, and the connection closed', async (_label, request, status) => {
    const answer = parseRaw(await raw(request));
    expect(answer.status).toBe(status);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).error.code).toBe('bad_request');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers.connection).toBe('close');
  });

  it('a request may take at most 30 s to arrive, headers and body (Fastify sets no limit)', () => {
    // Node then answers 408 through the same handler as above; waiting for it would take 30-60 s.
    expect(t.app.server.requestTimeout).toBe(30_000);
  });
});

describe('request ids in the log', () => {
  const idsLogged = () => lines.map((l) => (JSON.parse(l) as { reqId?: string }).reqId).filter(Boolean);

  it('keeps a load balancer’s plausible X-Request-Id, and replaces an oversized or odd one', async () => {
    await t.app.inject({ url: '/api/product', headers: { 'x-request-id': 'lb-7f3a:2' } });
    await t.app.inject({ url: '/api/product', headers: { 'x-request-id': 'x'.repeat(5000) } });
    await t.app.inject({ url: '/api/product', headers: { 'x-request-id': '<script>"}' } });
    const ids = idsLogged();
    expect(ids).toContain('lb-7f3a:2');
    expect(ids.some((id) => id!.length > 128 || id!.includes('<'))).toBe(false);
  });
});

describe('static files', () => {
  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/assets/..%c0%afsecret.txt',
  ])('never serve a file outside the web build: %s', async (url) => {
    const answer = await raw(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(parseRaw(answer).status).toBeGreaterThan(0);
    expect(answer).not.toContain(secret);
  });
});

describe('hostile bodies, queries and methods', () => {
  it('refuses prototype-polluting bodies, and a polluting query pollutes nothing', async () => {
    for (const payload of ['{"ratings":5,"reviewContent":"x","__proto__":{"admin":true}}', '{"ratings":5,"reviewContent":"x","constructor":{"prototype":{"admin":true}}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/review', headers: { ...user.auth, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
    }
    const res = await t.app.inject({ url: '/api/product?__proto__[polluted]=1&constructor[prototype][polluted]=1' });
    expect(res.statusCode).toBe(200);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('answers repeated query keys with 400, not with whichever came last', async () => {
    expect((await t.app.inject({ url: '/api/product?sort=newest&sort=oldest' })).statusCode).toBe(400);
    const me = await t.app.inject({ url: `/api/user-data?email=${user.email}&email=someone@example.com`, headers: user.auth });
    expect(me.statusCode).toBe(400);
  });

  it('ignores method-override headers: a POST never becomes a DELETE', async () => {
    const [product] = (await t.app.inject({ url: '/api/product' })).json() as { _id: string; minOrderQuantity: number }[];
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: user.auth,
      payload: { productId: product!._id, totalQuantity: product!.minOrderQuantity, address: '1 Saw St', phone: '5550100', userEmail: user.email },
    });
    const { insertedId } = placed.json() as { insertedId: string };
    for (const header of ['x-http-method-override', 'x-http-method', 'x-method-override']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/order/${insertedId}`, headers: { ...user.auth, [header]: 'DELETE' }, payload: {} });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: `/api/order/${insertedId}`, headers: user.auth })).statusCode).toBe(200);
  });

  it('a session cookie replayed after sign-out is refused', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ url: `/api/user-data?email=${user.email}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/user-data?email=${user.email}`, headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json()).toBeNull();
  });

  it('no open redirect through a control character in the Google sign-in’s return paths', async () => {
    // Browsers drop tabs and line breaks from URLs: "/\t/evil.example" would become //evil.example.
    for (const path of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example']) {
      for (const field of ['callbackURL', 'errorCallbackURL']) {
        const payload = { provider: 'google', callbackURL: '/', errorCallbackURL: '/login', [field]: path };
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload });
        expect(res.statusCode, `${field} ${JSON.stringify(path)}`).toBe(400);
        expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty(field);
      }
    }
  });

  it('a name that would display reversed (bidirectional override) is refused at sign-up', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'evil\u202egnp.exe', email: 'bidi@example.com', password: 'secret-pw' } });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('name');
  });
});
