// TRUST_PROXY decides whose X-Forwarded-For names the client, and so which address the sign-in limit
// counts. A client can put anything in the header it sends; a proxy that appends (nginx's
// $proxy_add_x_forwarded_for, haproxy's option forwardfor) keeps that text on the left and adds the
// real address on the right. Each case sends sign-ins through such a proxy with a different forged
// address every time: the limit must still hold. scripts/checks/scale-out.mjs does the same through
// a real nginx and haproxy.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const limit = 3;
const attempts = 8;
const held = [...Array(limit).fill(401), ...Array(attempts - limit).fill(429)];

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

async function storeTrusting(trustProxy: string) {
  const t = await createTestApp({ env: { TRUST_PROXY: trustProxy, SIGN_IN_RATE_LIMIT_PER_MINUTE: String(limit) } });
  opened.push(t);
  return t;
}

/** A different made-up address on every attempt. */
const forged = (attempt: number) => `203.0.113.${attempt + 1}`;

/** Sign-in attempts from `peer` (the connection's address) with the X-Forwarded-For that `header` writes. */
async function signIns(t: TestApp, peer: string, header: (attempt: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': header(i) },
      payload: { email: 'someone@example.com', password: 'not-the-password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the sign-in limit behind a proxy that appends to X-Forwarded-For', () => {
  it('TRUST_PROXY=1 (one hop): the address the proxy added counts, not the forged one', async () => {
    const t = await storeTrusting('1');
    expect(await signIns(t, '127.0.0.1', (i) => `${forged(i)}, 198.51.100.7`)).toEqual(held);
  });

  it("TRUST_PROXY=127.0.0.1 (the proxy's address): the same, and a direct caller cannot speak for others", async () => {
    const t = await storeTrusting('127.0.0.1');
    expect(await signIns(t, '127.0.0.1', (i) => `${forged(i)}, 198.51.100.8`)).toEqual(held);
    // Not a listed proxy: its header is ignored and its own address counts.
    expect(await signIns(t, '198.51.100.20', forged)).toEqual(held);
  });

  it('TRUST_PROXY=10.0.0.0/8,127.0.0.1 (two proxies by range): the first address from the right that is no proxy counts', async () => {
    const t = await storeTrusting('10.0.0.0/8,127.0.0.1');
    expect(await signIns(t, '10.0.0.2', (i) => `${forged(i)}, 198.51.100.9, 10.0.0.5`)).toEqual(held);
  });

  it('TRUST_PROXY=true trusts every entry, so the forged left-most one counts: safe only when the proxy overwrites the header', async () => {
    const t = await storeTrusting('true');
    expect(await signIns(t, '127.0.0.1', (i) => `${forged(i)}, 198.51.100.10`)).toEqual(Array(attempts).fill(401));
  });
});
