import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addTestProduct, createIntent, placeTestOrder, postOrder, stockOf } from '../../test/order-fixtures';
import { createUser } from '../../test/users';
import { rateLimits } from '../db/schema/index';
import { AppError } from './errors';
import { countRequest, userLimitKey } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REVIEW_RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(() => t.close());

describe('countRequest', () => {
  const rule = { max: 3, windowSeconds: 60 };

  it('allows max requests per window, then says how long to wait', async () => {
    const key = 'test:window';
    const start = 1_000_000;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await countRequest(t.db, key, rule, start + i * 1000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5]);
    // The window started at `start`; at start + 4 s, 56 s are left.
    expect(results[4]!.retryAfterSeconds).toBe(56);
    // Once the window has passed, a new one starts at 1.
    const later = await countRequest(t.db, key, rule, start + 60_000);
    expect(later).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('keeps counters apart by key and stores them in the shared rate_limit table', async () => {
    await countRequest(t.db, 'test:a', rule, 5_000_000);
    await countRequest(t.db, 'test:a', rule, 5_000_001);
    await countRequest(t.db, 'test:b', rule, 5_000_002);
    const rows = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:a'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(2);
  });

  it('counts concurrent requests exactly: no two slip under the limit together', async () => {
    const now = 9_000_000;
    const results = await Promise.all(Array.from({ length: 12 }, () => countRequest(t.db, 'test:race', rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

describe('app.userRateLimit', () => {
  const reply = {} as FastifyReply;
  const request = (id: string) =>
    ({ user: { id, email: `${id}@example.com`, name: 'x', image: null, role: 'user', sessionId: 's' } }) as unknown as FastifyRequest;

  it('answers 429 with Retry-After in the error shape past the configured per-user limit', async () => {
    const limit = t.app.userRateLimit('reviews');
    const userId = '00000000-0000-4000-8000-0000000000aa';
    await limit.call(t.app, request(userId), reply);
    await limit.call(t.app, request(userId), reply);
    const third = await limit.call(t.app, request(userId), reply).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(third).toBeInstanceOf(AppError);
    const error = third as AppError;
    expect(error.statusCode).toBe(429);
    expect(error.code).toBe('rate_limited');
    expect(Number(error.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(error.headers?.['retry-after'])).toBeLessThanOrEqual(60);
    // Another user, and the same user's other limits, are not affected.
    await expect(limit.call(t.app, request('00000000-0000-4000-8000-0000000000bb'), reply)).resolves.toBeUndefined();
    await expect(t.app.userRateLimit('orders').call(t.app, request(userId), reply)).resolves.toBeUndefined();
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, userLimitKey('reviews', userId)));
    expect(row!.count).toBe(3);
  });

  it('refuses a request with nobody signed in (401), so a route cannot forget requireUser', async () => {
    const err = await t.app
      .userRateLimit('orders')
      .call(t.app, { user: null } as unknown as FastifyRequest, reply)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(401);
  });
});

describe('per-user limits on the real routes', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({
      env: { ORDER_RATE_LIMIT_PER_MINUTE: '2', PAYMENT_RATE_LIMIT_PER_MINUTE: '2', REVIEW_RATE_LIMIT_PER_MINUTE: '1' },
    });
  });
  afterAll(() => r.close());

  const expect429 = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(res.statusCode).toBe(429);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('rate_limited');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  };

  it('limits placing orders per user, and another user is not affected', async () => {
    const product = await addTestProduct(r, { available: 100 });
    const [a, b] = [await createUser(r), await createUser(r)];
    expect((await postOrder(r, a, product.id, 1)).statusCode).toBe(201);
    expect((await postOrder(r, a, product.id, 1)).statusCode).toBe(201);
    const third = await postOrder(r, a, product.id, 1);
    expect429(third);
    expect((await postOrder(r, b, product.id, 1)).statusCode).toBe(201);
    // The refused order took no stock.
    expect(await stockOf(r, product.id)).toBe(97);
  });

  it('limits payment intents per user', async () => {
    const product = await addTestProduct(r, { available: 100 });
    const user = await createUser(r);
    const orderId = await placeTestOrder(r, user, product.id, 1);
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await createIntent(r, user, orderId)).statusCode);
    expect(statuses.every((s) => s < 400)).toBe(true);
    expect429(await createIntent(r, user, orderId));
  });

  it('limits posting reviews per user', async () => {
    const user = await createUser(r);
    const post = () =>
      r.app.inject({ method: 'POST', url: '/api/review', headers: user.auth, payload: { ratings: 5, reviewContent: 'Cuts clean.' } });
    expect((await post()).statusCode).toBe(201);
    expect429(await post());
  });

  it('does not count visitors: an anonymous request is 401 and uses no counter', async () => {
    const res = await r.app.inject({ method: 'POST', url: '/api/review', payload: { ratings: 5, reviewContent: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
