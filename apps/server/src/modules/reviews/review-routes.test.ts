import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorBodySchema, messages, reviewableProductListSchema, reviewListSchema, reviewSchema, storeMessages, successSchema } from '@store/contract';
import { insertOrder } from '../../../test/order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { products, reviews, users } from '../../db/schema/index';
import { demoReviews } from '../../db/demo-data';
import { migrationsFolder } from '../../paths';

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
      productId: null,
      product: null,
      createdAt: expect.any(String),
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
    await insertOrder(t, buyer, product!.id);
    await insertOrder(t, buyer, product!.id, 'Pending');
    await insertOrder(t, pending, product!.id, 'Pending');
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

describe('reviews of a product', () => {
  const firstProduct = async () => (await t.db.select().from(products).limit(1))[0]!;

  it('takes a review naming a product only from a verified buyer of that product', async () => {
    const product = await firstProduct();
    const [other] = await t.db.select().from(products).limit(1).offset(1);
    const buyer = await createUser(t, { name: 'Vera Verified' });
    const stranger = await createUser(t, { name: 'Sam Stranger' });
    const pendingOnly = await createUser(t, { name: 'Pat Pending' });
    await insertOrder(t, buyer, product.id);
    await insertOrder(t, pendingOnly, product.id, 'Pending');
    const body = (productId: string, reviewContent: string) => ({ ratings: '4', reviewContent, productId });
    const before = (await listReviews()).length;
    // No order, an unpaid order, or a paid order of another product: 400 naming productId, nothing stored.
    for (const [who, productId] of [
      [stranger, product.id],
      [pendingOnly, product.id],
      [buyer, other!.id],
      [buyer, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await postReview(body(productId, 'Refused review'), who.auth);
      expect(res.statusCode, who.name).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.fields).toEqual({ productId: storeMessages.reviewNotBuyer });
    }
    const malformed = await postReview(body('not-a-uuid', 'Refused review'), buyer.auth);
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.parse(malformed.json()).error.fields).toHaveProperty('productId');
    expect((await listReviews()).length).toBe(before);

    const res = await postReview(body(product.id, 'Bought it, love it'), buyer.auth);
    expect(res.statusCode).toBe(201);
    // On the product's list and on the store's (the original app's) list, marked and naming its product.
    const ofProduct = await t.app.inject({ method: 'GET', url: `/api/review?productId=${product.id}` });
    expect(ofProduct.statusCode).toBe(200);
    const mine = reviewListSchema.parse(ofProduct.json()).find((r) => r.reviewContent === 'Bought it, love it');
    expect(mine).toMatchObject({ name: 'Vera Verified', verifiedBuyer: true, productId: product.id, ratings: '4' });
    expect((await listReviews()).find((r) => r.reviewContent === 'Bought it, love it')?.productId).toBe(product.id);
    // A review without productId stays a review of the store, from anyone signed in.
    expect((await postReview({ ratings: '5', reviewContent: 'Nice shop' }, stranger.auth)).statusCode).toBe(201);
  });

  it('still takes it once the shop has shipped or delivered the order, not once it refunded it', async () => {
    const product = await firstProduct();
    for (const [status, expected] of [
      ['Shipped', 201],
      ['Delivered', 201],
      ['Refunded', 400],
    ] as const) {
      const buyer = await createUser(t, { name: `Buyer ${status}` });
      await insertOrder(t, buyer, product.id, status);
      const res = await postReview({ ratings: '5', reviewContent: `Review after ${status}`, productId: product.id }, buyer.auth);
      expect(res.statusCode, status).toBe(expected);
    }
  });

  it("lists only the product's reviews, newest first and at most 50, with their count and average", async () => {
    const [, , product] = await t.db.select().from(products).orderBy(products.name).limit(3);
    const summaryOf = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/review/summary?productId=${product!.id}` });
      expect(res.statusCode).toBe(200);
      return res.json<{ productId: string; count: number; average: number | null }>();
    };
    const base = await summaryOf();
    const ratings = Array.from({ length: 52 }, (_, i) => (i % 3) + 3); // 3, 4, 5, ...
    await t.db.insert(reviews).values(
      ratings.map((rating, i) => ({ name: `R${i}`, img: '/x.svg', content: `Bulk ${i}`, rating, productId: product!.id, createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)) })),
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/review?productId=${product!.id}` });
    const list = reviewListSchema.parse(res.json());
    expect(list).toHaveLength(50);
    expect(list.slice(0, 2).map((r) => r.reviewContent)).toEqual(['Bulk 51', 'Bulk 50']);
    expect(list.every((r) => r.productId === product!.id)).toBe(true);
    const summary = await summaryOf();
    expect(summary.count).toBe(base.count + 52);
    if (base.count === 0) expect(summary.average).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / 52) * 10) / 10);
  });

  it('a product without reviews has count 0 and no average; malformed ids are 400', async () => {
    const admin2 = await createUser(t, { admin: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin2.auth,
      payload: { name: 'Unreviewed Saw', description: 'x', price: 1, available: 1, minOrderQuantity: 1, img: 'https://example.com/x.png' },
    });
    const id = created.json<{ insertedId: string }>().insertedId;
    const summary = await t.app.inject({ method: 'GET', url: `/api/review/summary?productId=${id}` });
    expect(summary.json()).toEqual({ productId: id, count: 0, average: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/review?productId=${id}` })).json()).toEqual([]);
    for (const url of ['/api/review?productId=nope', '/api/review/summary?productId=nope', '/api/review/summary']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.fields, url).toHaveProperty('productId');
    }
  });
});

describe('GET /api/review pages', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const nextOf = (link: string | string[] | undefined) => /<([^>]+)>; rel="next"/.exec(String(link ?? ''))?.[1];

  it('walks every review newest first by the next link, once each, and refuses a forged cursor', async () => {
    const writer = await createUser(t, { name: 'Paula Pager' });
    for (let i = 0; i < 5; i++) expect((await postReview({ ratings: '4', reviewContent: `Paged review ${i}` }, writer.auth)).statusCode).toBe(201);
    const walk = async (limit: number) => {
      const ids: string[] = [];
      const texts: string[] = [];
      let url: string | undefined = `/api/review?limit=${limit}`;
      while (url) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        const page = reviewListSchema.parse(res.json());
        expect(page.length).toBeLessThanOrEqual(limit);
        ids.push(...page.map((r) => r._id));
        texts.push(...page.map((r) => r.reviewContent));
        url = nextOf(res.headers.link);
      }
      return { ids, texts };
    };
    const small = await walk(2);
    const large = await walk(100);
    // The same reviews in the same order whatever the page size: nothing skipped, nothing twice.
    expect(small.ids).toEqual(large.ids);
    expect(new Set(small.ids).size).toBe(small.ids.length);
    expect(small.ids.length).toBe((await t.db.select({ id: reviews.id }).from(reviews)).length);
    expect(small.texts.filter((text) => text.startsWith('Paged review'))).toEqual([4, 3, 2, 1, 0].map((i) => `Paged review ${i}`));
    // Without limit: the newest 100.
    expect(reviewListSchema.parse((await get('/api/review')).json()).map((r) => r._id)).toEqual(large.ids.slice(0, 100));

    for (const bad of ['/api/review?cursor=bm9wZQ', '/api/review?limit=0', '/api/review?limit=101', '/api/review?limit=two']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(errorBodySchema.safeParse(res.json()).success, bad).toBe(true);
    }
  });

  it("pages one product's reviews and keeps productId in the next link", async () => {
    const [, , , product] = await t.db.select().from(products).orderBy(products.name).limit(4);
    // Three buyers: each reviews a product once.
    for (let i = 0; i < 3; i++) {
      const buyer = await createUser(t, { name: `Polly Product ${i}` });
      await insertOrder(t, buyer, product!.id);
      expect((await postReview({ ratings: '5', reviewContent: `Product page ${i}`, productId: product!.id }, buyer.auth)).statusCode).toBe(201);
    }
    const first = await get(`/api/review?productId=${product!.id}&limit=2`);
    const next = nextOf(first.headers.link);
    expect(next).toContain(`productId=${product!.id}`);
    const second = reviewListSchema.parse((await get(next!)).json());
    const ids = [...reviewListSchema.parse(first.json()), ...second].map((r) => r.productId);
    expect(new Set(ids)).toEqual(new Set([product!.id]));
  });
});

describe('one review per buyer per product', () => {
  const productsByName = async (count: number) => t.db.select().from(products).orderBy(products.name).limit(count).offset(10);
  const reviewable = async (who: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/review/reviewable', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return reviewableProductListSchema.parse(res.json());
  };
  const putReview = (id: string, body: unknown, who: TestUser) =>
    t.app.inject({ method: 'PUT', url: `/api/review/${id}`, headers: who.auth, payload: body as object });

  it('answers a second review of the same product with 409, and keeps the first', async () => {
    const [product] = await productsByName(1);
    const buyer = await createUser(t, { name: 'Olga Once' });
    await insertOrder(t, buyer, product!.id);
    await insertOrder(t, buyer, product!.id); // bought twice: still one review
    expect((await postReview({ ratings: '4', reviewContent: 'First thoughts', productId: product!.id }, buyer.auth)).statusCode).toBe(201);
    const again = await postReview({ ratings: '2', reviewContent: 'Second thoughts', productId: product!.id }, buyer.auth);
    expect(again.statusCode).toBe(409);
    const { error } = errorBodySchema.parse(again.json());
    expect(error).toMatchObject({ code: 'conflict', message: storeMessages.reviewAlreadyWritten, fields: { productId: storeMessages.reviewAlreadyWritten } });
    const mine = await t.db.select().from(reviews).where(and(eq(reviews.userId, buyer.id), eq(reviews.productId, product!.id)));
    expect(mine.map((r) => r.content)).toEqual(['First thoughts']);
    // The review of the store stays open to any number of posts.
    for (const text of ['Store one', 'Store two']) expect((await postReview({ ratings: '5', reviewContent: text }, buyer.auth)).statusCode).toBe(201);
  });

  it('stores one review when two of the same product arrive at once', async () => {
    const [, product] = await productsByName(2);
    const buyer = await createUser(t, { name: 'Rosa Race' });
    await insertOrder(t, buyer, product!.id);
    const answers = await Promise.all(
      ['Race a', 'Race b', 'Race c'].map((text) => postReview({ ratings: '5', reviewContent: text, productId: product!.id }, buyer.auth)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.db.select().from(reviews).where(and(eq(reviews.userId, buyer.id), eq(reviews.productId, product!.id)))).toHaveLength(1);
  });

  it('lists what the caller may review, with their review once written, and lets them edit only their own', async () => {
    const [first, second, third] = await productsByName(3);
    const buyer = await createUser(t, { name: 'Edda Editor' });
    const other = await createUser(t, { name: 'Otto Other' });
    await insertOrder(t, buyer, first!.id);
    await insertOrder(t, buyer, second!.id, 'Pending'); // unpaid: not reviewable
    await insertOrder(t, buyer, third!.id, 'Refunded'); // refunded: not reviewable
    expect(await reviewable(other)).toEqual([]);
    expect(await reviewable(buyer)).toEqual([{ _id: first!.id, name: first!.name, slug: first!.slug, img: first!.img, review: null }]);

    expect((await postReview({ ratings: '3', reviewContent: 'Fine saw', productId: first!.id }, buyer.auth)).statusCode).toBe(201);
    const [entry] = await reviewable(buyer);
    expect(entry!.review).toMatchObject({ reviewContent: 'Fine saw', ratings: '3', productId: first!.id, verifiedBuyer: true, name: 'Edda Editor', product: { name: first!.name, slug: first!.slug } });
    const id = entry!.review!._id;

    // Someone else's review, an unknown one: 404, unchanged. A visitor: 401. Bad input: 400.
    for (const [caller, reviewId] of [
      [other, id],
      [buyer, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await putReview(reviewId, { ratings: '1', reviewContent: 'Hijacked' }, caller);
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).error.message).toBe(storeMessages.reviewNotFound);
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/review/${id}`, payload: { ratings: '1', reviewContent: 'x' } })).statusCode).toBe(401);
    const tooLong = await putReview(id, { ratings: '5', reviewContent: 'x'.repeat(181) }, buyer);
    expect(tooLong.statusCode).toBe(400);
    expect(errorBodySchema.parse(tooLong.json()).error.fields).toEqual({ reviewContent: messages.reviewContentTooLong });
    expect((await putReview('nope', { ratings: '5', reviewContent: 'x' }, buyer)).statusCode).toBe(400);

    const edited = await putReview(id, { ratings: 5, reviewContent: '  Better after a month.  ' }, buyer);
    expect(edited.statusCode).toBe(200);
    expect(reviewSchema.parse(edited.json())).toMatchObject({ _id: id, ratings: '5', reviewContent: 'Better after a month.', productId: first!.id, verifiedBuyer: true, product: { name: first!.name, slug: first!.slug } });
    const list = reviewListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/review?productId=${first!.id}` })).json());
    expect(list.filter((r) => r.name === 'Edda Editor').map((r) => r.reviewContent)).toEqual(['Better after a month.']);
    expect((await t.app.inject({ method: 'GET', url: '/api/review/reviewable' })).statusCode).toBe(401);
  });

  it("the migration keeps each buyer's newest review of a product and drops the older ones", async () => {
    const file = fs.readdirSync(migrationsFolder).find((name) => name.endsWith('_one_review_per_product.sql'));
    const statements = fs.readFileSync(path.join(migrationsFolder, file!), 'utf8').split('--> statement-breakpoint');
    const [product, other] = await productsByName(2);
    const buyer = await createUser(t, { name: 'Dora Duplicate' });
    // Reviews as they were before the rule: three of one product, one of another, two of the store.
    await t.db.execute(sql`drop index review_user_product_key`);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await t.db.insert(reviews).values([
      { userId: buyer.id, name: 'D', img: '/x.svg', content: 'Old', rating: 2, productId: product!.id, createdAt: at(1) },
      { userId: buyer.id, name: 'D', img: '/x.svg', content: 'Newest', rating: 5, productId: product!.id, createdAt: at(3) },
      { userId: buyer.id, name: 'D', img: '/x.svg', content: 'Middle', rating: 3, productId: product!.id, createdAt: at(2) },
      { userId: buyer.id, name: 'D', img: '/x.svg', content: 'Other product', rating: 4, productId: other!.id, createdAt: at(1) },
      { userId: buyer.id, name: 'D', img: '/x.svg', content: 'Store A', rating: 4, createdAt: at(1) },
      { userId: buyer.id, name: 'D', img: '/x.svg', content: 'Store B', rating: 4, createdAt: at(2) },
    ]);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const left = await t.db.select({ content: reviews.content }).from(reviews).where(eq(reviews.userId, buyer.id)).orderBy(reviews.content);
    expect(left.map((r) => r.content)).toEqual(['Newest', 'Other product', 'Store A', 'Store B']);
    // The index is back: a duplicate cannot be stored even past the API.
    await expect(
      t.db.insert(reviews).values({ userId: buyer.id, name: 'D', img: '/x.svg', content: 'Again', rating: 1, productId: product!.id }),
    ).rejects.toThrow();
  });
});
