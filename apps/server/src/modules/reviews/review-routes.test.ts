import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorBodySchema, messages, reviewListSchema, successSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { orders, products, users } from '../../db/schema/index';
import { demoReviews } from '../../db/demo-data';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // These tests post many reviews per user on purpose; the per-user limit has its own test (http/rate-limit.test.ts).
  t = await createTestApp({ seed: true, env: { REVIEW_RATE_LIMIT_PER_MINUTE: '1000' } });
  shopper = await createUser(t, { name: 'Rita Reviewer' });
  admin = await createUser(t, { admin: true, name: 'Ada Admin' });
});
afterAll(() => t.close());

const postReview = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/review', headers, payload: body as object });

async function listReviews() {
  const res = await t.app.inject({ method: 'GET', url: '/api/review' });
  expect(res.statusCode).toBe(200);
  return reviewListSchema.parse(res.json());
}

describe('POST /api/review access', () => {
  const body = { ratings: '5', reviewContent: 'Access matrix review' };

  it('refuses a visitor and a bad token with 401 and stores nothing', async () => {
    const callers: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-session' }];
    for (const headers of callers) {
      const res = await postReview(body, headers);
      expect(res.statusCode).toBe(401);
      expect(errorBodySchema.parse(res.json()).error.code).toBe('unauthorized');
    }
    expect((await listReviews()).some((r) => r.reviewContent === body.reviewContent)).toBe(false);
  });

  it('accepts a signed-in user and an admin with 201 and a success flag', async () => {
    for (const caller of [shopper, admin]) {
      const res = await postReview(body, caller.auth);
      expect(res.statusCode).toBe(201);
      expect(successSchema.parse(res.json())).toEqual({ success: true });
    }
    const names = (await listReviews()).filter((r) => r.reviewContent === body.reviewContent).map((r) => r.name);
    expect(names.sort()).toEqual(['Ada Admin', 'Rita Reviewer']);
  });
});

describe('POST /api/review content', () => {
  it('takes name and image from the account, never from the body, and lists the review first', async () => {
    const res = await postReview(
      { ratings: 4, reviewContent: '  Cuts straight.  ', name: 'Someone Else', img: 'javascript:alert(1)' },
      shopper.auth,
    );
    expect(res.statusCode).toBe(201);
    const [newest] = await listReviews();
    expect(newest).toEqual({
      _id: expect.any(String),
      name: 'Rita Reviewer',
      img: '/images/avatars/default.svg',
      reviewContent: 'Cuts straight.',
      ratings: '4',
      verifiedBuyer: false,
    });
  });

  it("uses the account's image when it has one", async () => {
    const pictured = await createUser(t, { name: 'Pia Pictured' });
    await t.db.update(users).set({ image: 'https://example.com/pia.png' }).where(eq(users.id, pictured.id));
    expect((await postReview({ ratings: '3', reviewContent: 'With a face' }, pictured.auth)).statusCode).toBe(201);
    const [newest] = await listReviews();
    expect(newest).toMatchObject({ name: 'Pia Pictured', img: 'https://example.com/pia.png', ratings: '3' });
  });

  it('stores markup as plain text, exactly as written', async () => {
    const markup = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    expect((await postReview({ ratings: '1', reviewContent: markup }, shopper.auth)).statusCode).toBe(201);
    const [newest] = await listReviews();
    expect(newest!.reviewContent).toBe(markup);
  });

  it('accepts the limits themselves: ratings 1 and 5, exactly 180 characters', async () => {
    expect((await postReview({ ratings: '1', reviewContent: 'x'.repeat(180) }, shopper.auth)).statusCode).toBe(201);
    expect((await postReview({ ratings: 5, reviewContent: 'ok' }, shopper.auth)).statusCode).toBe(201);
  });
});

describe('POST /api/review validation', () => {
  const cases: Array<[string, unknown, string, string?]> = [
    ['rating 0', { ratings: '0', reviewContent: 'fine' }, 'ratings'],
    ['rating 6', { ratings: 6, reviewContent: 'fine' }, 'ratings'],
    ["rating 'abc'", { ratings: 'abc', reviewContent: 'fine' }, 'ratings'],
    ['rating 2.5', { ratings: 2.5, reviewContent: 'fine' }, 'ratings'],
    ['no rating', { reviewContent: 'fine' }, 'ratings'],
    // Only the strings "1" to "5" and the integers 1 to 5: nothing a loose cast would turn into one.
    ['rating true', { ratings: true, reviewContent: 'fine' }, 'ratings', 'Rating must be from 1 to 5'],
    ["rating '5 '", { ratings: '5 ', reviewContent: 'fine' }, 'ratings', 'Rating must be from 1 to 5'],
    ["rating '1e0'", { ratings: '1e0', reviewContent: 'fine' }, 'ratings', 'Rating must be from 1 to 5'],
    ["rating '05'", { ratings: '05', reviewContent: 'fine' }, 'ratings', 'Rating must be from 1 to 5'],
    ['rating [5]', { ratings: [5], reviewContent: 'fine' }, 'ratings', 'Rating must be from 1 to 5'],
    ['rating null', { ratings: null, reviewContent: 'fine' }, 'ratings', 'Rating must be from 1 to 5'],
    ['181 characters', { ratings: '5', reviewContent: 'x'.repeat(181) }, 'reviewContent', messages.reviewContentTooLong],
    ['empty content', { ratings: '5', reviewContent: '' }, 'reviewContent', messages.reviewContentRequired],
    ['blank content', { ratings: '5', reviewContent: '   ' }, 'reviewContent', messages.reviewContentRequired],
    ['no content', { ratings: '5' }, 'reviewContent', messages.reviewContentRequired],
  ];
  it.each(cases)('refuses %s with 400 naming the field', async (_label, body, field, message) => {
    const before = (await listReviews()).length;
    const res = await postReview(body, shopper.auth);
    expect(res.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(res.json());
    expect(error.code).toBe('bad_request');
    expect(error.fields).toHaveProperty(field);
    if (message) expect(error.fields![field]).toBe(message);
    expect((await listReviews()).length).toBe(before);
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { ...shopper.auth, 'content-type': 'application/json' },
      payload: '{"ratings": 5,',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('bad_request');
  });
});

describe('GET /api/review verified buyers', () => {
  it('marks exactly the reviews whose author has a paid order', async () => {
    const buyer = await createUser(t, { name: 'Paula Paid' });
    const pending = await createUser(t, { name: 'Pete Pending' });
    const [product] = await t.db.select().from(products).limit(1);
    const order = (userId: string, email: string, status: 'Paid' | 'Pending') => ({
      userId,
      userEmail: email,
      userName: 'x',
      productId: product!.id,
      productName: product!.name,
      productImage: product!.img,
      address: '1 Saw Street',
      phone: '5550100',
      quantity: 2,
      unitPriceCents: product!.priceCents,
      totalPriceCents: 2 * product!.priceCents,
      status,
      ...(status === 'Paid' ? { transactionId: `txn_${userId}`, paidAt: new Date() } : {}),
    });
    await t.db.insert(orders).values([
      order(buyer.id, buyer.email, 'Paid'),
      order(buyer.id, buyer.email, 'Pending'),
      order(pending.id, pending.email, 'Pending'),
    ]);
    // Two reviews by the buyer: both are marked, so the mark belongs to the author, not the row.
    for (const [who, text] of [
      [buyer, 'Verified one'],
      [buyer, 'Verified two'],
      [pending, 'Not paid yet'],
    ] as const) {
      expect((await postReview({ ratings: '5', reviewContent: text }, who.auth)).statusCode).toBe(201);
    }

    const list = await listReviews();
    const mark = (text: string) => list.find((r) => r.reviewContent === text)?.verifiedBuyer;
    expect(mark('Verified one')).toBe(true);
    expect(mark('Verified two')).toBe(true);
    expect(mark('Not paid yet')).toBe(false);
    // Demo reviews have no author account.
    for (const demo of demoReviews) expect(mark(demo.content)).toBe(false);
    expect(list.filter((r) => r.verifiedBuyer)).toHaveLength(2);
  });
});
