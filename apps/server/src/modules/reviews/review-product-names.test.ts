import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewListSchema } from '@store/contract';
import { insertOrder } from '../../../test/order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/users';
import { products } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('GET /api/review names the product and the date', () => {
  it("gives each review its product's name and slug (none once archived) and when it was posted", async () => {
    const [saw, blade] = await t.db.select().from(products).orderBy(products.name).limit(2);
    const buyer = await createUser(t, { name: 'Nora Named' });
    for (const product of [saw!, blade!]) {
      await insertOrder(t, buyer, product.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/review',
        headers: buyer.auth,
        payload: { ratings: '5', reviewContent: `About ${product.name}`, productId: product.id },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/review', headers: buyer.auth, payload: { ratings: '4', reviewContent: 'About the shop' } })).statusCode).toBe(201);
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, blade!.id));

    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/review?limit=10' });
    expect(res.statusCode).toBe(200);
    const mine = reviewListSchema.parse(res.json()).filter((r) => r.name === 'Nora Named');
    expect(mine.map((r) => [r.reviewContent, r.product])).toEqual([
      ['About the shop', null],
      [`About ${blade!.name}`, { name: blade!.name, slug: null }],
      [`About ${saw!.name}`, { name: saw!.name, slug: saw!.slug }],
    ]);
    for (const review of mine) {
      const posted = Date.parse(review.createdAt);
      expect(posted).toBeLessThanOrEqual(before);
      expect(posted).toBeGreaterThan(before - 10 * 60_000);
    }
  });
});
