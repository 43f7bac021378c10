import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoAccounts, demoProducts, demoReviews } from './demo-data';
import { products, reviews, users } from './schema/index';
import { seedDemoData } from './seed';
import { defaultWebDist } from '../paths';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => ({
  products: (await t.db.select({ n: count() }).from(products))[0]!.n,
  reviews: (await t.db.select({ n: count() }).from(reviews))[0]!.n,
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
});

describe('seedDemoData', () => {
  it('loads a saw maker’s catalogue, reviews and two accounts, and a second run changes nothing', async () => {
    const lines: unknown[] = [];
    const signUp = (body: { name: string; email: string; password: string }) => t.app.auth.api.signUpEmail({ body });
    await seedDemoData(t.db, signUp, { info: (...a: unknown[]) => lines.push(a) });
    expect(await counts()).toEqual({ products: demoProducts.length, reviews: demoReviews.length, users: 2 });
    await seedDemoData(t.db, signUp, { info: () => {} });
    expect(await counts()).toEqual({ products: demoProducts.length, reviews: demoReviews.length, users: 2 });

    const [admin] = await t.db.select().from(users).where(eq(users.email, demoAccounts.admin.email));
    const [shopper] = await t.db.select().from(users).where(eq(users.email, demoAccounts.shopper.email));
    expect(admin?.role).toBe('admin');
    expect(shopper?.role).toBe('user');
    // The published demo password never goes into a log line.
    expect(JSON.stringify(lines)).not.toContain(demoAccounts.admin.password);
  });

  it('ships the demo catalogue SPEC asks for', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(8);
    expect(demoProducts.filter((p) => p.description.length > 110).length).toBeGreaterThanOrEqual(3);
    expect(demoReviews.length).toBeGreaterThanOrEqual(6);
    const publicDir = path.join(path.dirname(defaultWebDist), 'public');
    for (const p of demoProducts) {
      expect(p.minOrderQuantity).toBeLessThanOrEqual(p.available);
      expect(fs.existsSync(path.join(publicDir, p.img)), `${p.img} ships with the web app`).toBe(true);
    }
    for (const r of demoReviews) expect(fs.existsSync(path.join(publicDir, r.img))).toBe(true);
  });
});
