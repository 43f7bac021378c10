// Cookie-authenticated writes from another site get 403 (the admin's session cookie riding on a
// foreign page's upload got 201); the store's own pages, bearer-token clients, CORS_ORIGINS and
// reads are unaffected.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, type TestUser } from '../../test/users';

const publicUrl = 'https://shop.kerfline.test';
const partner = 'https://partner.example';
const evil = 'https://evil.example';

let t: TestApp;
let admin: TestUser;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: publicUrl, CORS_ORIGINS: partner } });
  admin = await createUser(t, { admin: true, password: 'origin-pass-7T3x' });
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: publicUrl },
    payload: { email: admin.email, password: admin.password },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
});
afterAll(() => t.close());

async function upload(headers: Record<string, string>) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 20 } } }).png().toBuffer();
  const boundary = '----kerfline-origin-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="saw.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/product-image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload,
  });
}

const signOut = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers, payload: {} });

describe('a write carrying the session cookie', () => {
  it('from another site: 403 in the one error shape, before the route runs', async () => {
    const res = await upload({ cookie, origin: evil });
    expect(res.statusCode, res.body).toBe(403);
    expect(errorBodySchema.parse(res.json()).error).toEqual({ code: 'forbidden', message: 'This request came from another site' });
    expect(res.headers['content-security-policy']).toBeDefined();
    // Whatever the route: signing the admin out from a foreign page is refused too.
    expect((await signOut({ cookie, origin: evil })).statusCode).toBe(403);
  });

  it('from a page that hides its origin (Origin: null), or a cross-site fetch without Origin: 403', async () => {
    expect((await upload({ cookie, origin: 'null' })).statusCode).toBe(403);
    expect((await upload({ cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await upload({ cookie, origin: `${publicUrl}.evil.example` })).statusCode).toBe(403);
  });

  it('from the store’s own pages (PUBLIC_URL, or the host the request was sent to) and CORS_ORIGINS: allowed', async () => {
    expect((await upload({ cookie, origin: publicUrl })).statusCode).toBe(201);
    expect((await upload({ cookie, origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' })).statusCode).toBe(201);
    expect((await upload({ cookie, origin: partner })).statusCode).toBe(201);
    // No Origin at all (curl, an old browser) and a same-origin fetch: nothing says it is foreign.
    expect((await upload({ cookie })).statusCode).toBe(201);
    expect((await upload({ cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });

  it('reads are not writes: a GET from another site is answered', async () => {
    const res = await t.app.inject({ url: '/api/admin/product', headers: { cookie, origin: evil } });
    expect(res.statusCode).toBe(200);
  });
});

describe("a bearer-token call (the original app's clients)", () => {
  it('is unaffected by its Origin, even with a cookie beside it', async () => {
    expect((await upload({ ...admin.auth, origin: evil })).statusCode).toBe(201);
    expect((await upload({ ...admin.auth, cookie, origin: evil })).statusCode).toBe(201);
  });
});

describe('a write with no cookie', () => {
  it('is left to the route (sign-in from another site is better-auth’s to judge, not a cookie write)', async () => {
    const res = await upload({ origin: evil });
    expect(res.statusCode).toBe(401);
  });
});

describe('with PUBLIC_URL unset', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ env: { PORT: '3456' } });
  });
  afterAll(() => local.close());

  it('the default address and its other loopback name are the store’s own', async () => {
    const user = await createUser(local, { password: 'origin-pass-7T3x' });
    const signIn = await local.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
    const own = String(signIn.headers['set-cookie']).split(';')[0]!;
    const put = (origin: string) =>
      local.app.inject({ method: 'PUT', url: '/api/cart/lines/00000000-0000-4000-8000-000000000000', headers: { cookie: own, origin }, payload: { quantity: 1 } });
    for (const origin of ['http://localhost:3456', 'http://127.0.0.1:3456']) expect((await put(origin)).statusCode, origin).not.toBe(403);
    expect((await put('http://localhost:9999')).statusCode).toBe(403);
  });
});
