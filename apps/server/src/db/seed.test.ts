import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { productSchema, productSpecsSchema } from '@store/contract';
import { demoAccounts, demoCategories, demoProducts, demoReviews } from './demo-data';
import type { Database } from './client';
import { mailOutbox, products, reviews, users } from './schema/index';
import { seedDemoData } from './seed';
import { defaultWebDist } from '../paths';
import { drawProductPictures } from '../../../../scripts/draw-product-pictures.mjs';

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
    await seedDemoData(t.database, signUp, { info: (...a: unknown[]) => lines.push(a) });
    expect(await counts()).toEqual({ products: demoProducts.length, reviews: demoReviews.length, users: 2 });
    await seedDemoData(t.database, signUp, { info: () => {} });
    expect(await counts()).toEqual({ products: demoProducts.length, reviews: demoReviews.length, users: 2 });

    const [admin] = await t.db.select().from(users).where(eq(users.email, demoAccounts.admin.email));
    const [shopper] = await t.db.select().from(users).where(eq(users.email, demoAccounts.shopper.email));
    expect(admin?.role).toBe('admin');
    expect(shopper?.role).toBe('user');
    // The corded saws come in a 120 V (US plug) and two 230 V versions (EU and UK plugs).
    const saw = await t.app.inject({ method: 'GET', url: '/api/product/by-slug/kerfline-cs-185-circular-saw' });
    const { options, variants, priceMoney } = productSchema.parse(saw.json());
    expect(options).toEqual([
      { name: 'Voltage', values: ['120 V', '230 V'] },
      { name: 'Plug', values: ['US', 'EU', 'UK'] },
    ]);
    expect(variants?.map((v) => [v.sku, v.options.Voltage, v.options.Plug, v.priceMoney.amount - priceMoney.amount])).toEqual([
      ['KERFLINE-CS-185-CIRCULAR-SAW', '120 V', 'US', 0],
      ['KERFLINE-CS-185-CIRCULAR-SAW-230V-EU', '230 V', 'EU', 1000],
      ['KERFLINE-CS-185-CIRCULAR-SAW-230V-UK', '230 V', 'UK', 1000],
    ]);
    // Blades in diameters and in tooth counts.
    const blade = productSchema.parse((await t.app.inject({ method: 'GET', url: '/api/product/by-slug/kerfline-band-saw-blade-93-1-2-3-pack' })).json());
    expect(blade.variants?.map((v) => [v.options.Teeth, v.available])).toEqual([
      ['3 TPI', 250],
      ['6 TPI', 120],
      ['10 TPI', 60],
    ]);
    // The published demo password never goes into a log line.
    expect(JSON.stringify(lines)).not.toContain(demoAccounts.admin.password);
  });

  /** Three seeds at once on a fresh database; `database` may be altered to drop the lock. */
  async function seedThreeAtOnce(alter: (database: Database) => Database = (d) => d) {
    const fresh = await createTestApp();
    try {
      const signUp = (body: { name: string; email: string; password: string }) => fresh.app.auth.api.signUpEmail({ body });
      await Promise.all([1, 2, 3].map(() => seedDemoData(alter(fresh.database), signUp, { info: () => {} })));
      return {
        products: (await fresh.db.select({ name: products.name }).from(products)).map((p) => p.name).sort(),
        reviews: (await fresh.db.select({ content: reviews.content }).from(reviews)).map((r) => r.content).sort(),
        accounts: (await fresh.db.select({ email: users.email, role: users.role }).from(users)).sort((a, b) => a.email.localeCompare(b.email)),
      };
    } finally {
      await fresh.close();
    }
  }
  const exactlyOnce = {
    products: demoProducts.map((p) => p.name).sort(),
    reviews: demoReviews.map((r) => r.content).sort(),
    accounts: [
      { email: demoAccounts.admin.email, role: 'admin' },
      { email: demoAccounts.shopper.email, role: 'user' },
    ],
  };

  it('loads everything exactly once when several instances seed at the same moment', async () => {
    expect(await seedThreeAtOnce()).toEqual(exactlyOnce);
  });

  it('still loads each row once if processes seed without taking turns (fixed ids, unique e-mails)', async () => {
    const noLock = (d: Database): Database => ({ ...d, exclusively: (_name, work) => work() });
    expect(await seedThreeAtOnce(noLock)).toEqual(exactlyOnce);
  });

  it('queues no confirmation mail for the demo accounts: they are confirmed already', async () => {
    // A test app's sender does not deliver (testConfig): whatever seeding queues stays in the outbox.
    const fresh = await createTestApp();
    try {
      await seedDemoData(fresh.database, (body) => fresh.app.auth.api.signUpEmail({ body }), { info: () => {} });
      const queued = await fresh.db.select({ to: mailOutbox.recipient, kind: mailOutbox.kind }).from(mailOutbox);
      expect(queued).toEqual([]);
      const demo = await fresh.db.select({ verified: users.emailVerified }).from(users);
      expect(demo).toEqual([{ verified: true }, { verified: true }]);
    } finally {
      await fresh.close();
    }
  });

  it('ships the demo catalogue docs/product/catalogue.md describes', () => {
    const publicDir = path.join(path.dirname(defaultWebDist), 'public');
    expect(demoProducts.length).toBeGreaterThanOrEqual(24);
    // The demo catalogue: six categories at least, each with products, several pictures and specs for every product.
    expect(demoCategories.length).toBeGreaterThanOrEqual(6);
    for (const c of demoCategories) expect(demoProducts.filter((p) => p.category === c.slug).length).toBeGreaterThanOrEqual(2);
    for (const p of demoProducts) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      for (const img of p.images) expect(fs.existsSync(path.join(publicDir, img)), `${img} ships with the web app`).toBe(true);
      expect(productSpecsSchema.parse(p.specs)).toEqual(p.specs);
      expect(Object.keys(p.specs).length).toBeGreaterThan(0);
    }
    expect(demoProducts.some((p) => p.available === 0)).toBe(true);
    expect(demoProducts.filter((p) => p.description.length > 110).length).toBeGreaterThanOrEqual(3);
    expect(demoReviews.length).toBeGreaterThanOrEqual(6);
    for (const p of demoProducts) {
      // A sold-out product (stock 0) shows the inStock filter; every other one can be ordered.
      if (p.available > 0) expect(p.minOrderQuantity).toBeLessThanOrEqual(p.available);
      expect(fs.existsSync(path.join(publicDir, p.img)), `${p.img} ships with the web app`).toBe(true);
    }
    for (const r of demoReviews) expect(fs.existsSync(path.join(publicDir, r.img))).toBe(true);
  });

  it('shows every demo product in pictures of itself, as the project draws them', () => {
    const publicDir = path.join(path.dirname(defaultWebDist), 'public');
    const drawn = drawProductPictures();
    const owner = new Map<string, string>();
    for (const p of demoProducts) {
      expect(p.images[0], p.name).toBe(p.img);
      for (const img of p.images) {
        // No picture stands for two products (a blade in a saw's gallery, one drawing for all jigsaws).
        expect(owner.get(img), `${img} shows ${owner.get(img)}, not ${p.name}`).toBeUndefined();
        owner.set(img, p.name);
        const file = fs.readFileSync(path.join(publicDir, img), 'utf8');
        expect(file, `${img} is what scripts/draw-product-pictures.mjs draws`).toBe(drawn.get(path.basename(img)));
        // Its accessible name names the product: the model (CS-185) or, for an accessory, what it is.
        const label = /aria-label="([^"]+)"/.exec(file)![1]!.toLowerCase();
        const model = /\b[A-Z]+-\d+[A-Z]?\b/.exec(p.name)?.[0];
        const words = model ? [model.toLowerCase()] : p.name.toLowerCase().match(/framing|finish|reciprocating|plywood|band saw|jig saw|guide rail/g)!;
        for (const word of words) expect(label.replace('jigsaw', 'jig saw'), img).toContain(word);
      }
    }
  });
});
