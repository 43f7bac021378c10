// A misspelt search is corrected against the catalogue's words (search_word), which the database
// keeps as products are added and renamed, and which the upgrade fills from the products a store
// already has. On PGlite, or on the PostgreSQL server of DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema } from '@store/contract';
import { buildApp } from '../src/app';
import { createTestApp, testConfig, type TestApp } from './test-app';
import { addTestProduct } from './order-fixtures';
import { upgradedFrom, type Rows } from './previous-release';

const names = async (app: TestApp['app'], q: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/product?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return productListSchema.parse(res.json()).map((p) => p.name);
};

describe('typo-tolerant search through the catalogue words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('finds by a misspelt word even when no word of the search matches as typed', async () => {
    expect(await names(t.app, 'tabel saw')).toContain('Kerfline TS-254 Jobsite Table Saw');
    expect(await names(t.app, 'circlar')).toContain('Kerfline CS-185 Circular Saw');
    // Words apart by a no-break or an ideographic space (a Japanese keyboard's) are words all the same.
    expect(await names(t.app, 'tabel\u00a0saw')).toContain('Kerfline TS-254 Jobsite Table Saw');
    expect(await names(t.app, 'circular\u3000saw')).toContain('Kerfline CS-185 Circular Saw');
    // A word close to none stays as typed: nothing is found rather than something unrelated.
    expect(await names(t.app, 'zzqxv')).toEqual([]);
  });

  it('learns the words of a product added, and of a product renamed (not of a stock change)', async () => {
    const { id } = await addTestProduct(t, { name: 'Marquetry Fretsaw' });
    t.app.productCatalog.changed();
    expect(await names(t.app, 'marqetry')).toEqual(['Marquetry Fretsaw']);
    await t.db.execute(sql`update product set name = 'Scrollwork Fretsaw' where id = ${id}`);
    t.app.productCatalog.changed();
    expect(await names(t.app, 'scrolwork')).toEqual(['Scrollwork Fretsaw']);
    const words = async () => ((await t.db.execute(sql`select count(*)::int as n from search_word`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await words();
    await t.db.execute(sql`update product_variant set available = available - 1 where product_id = ${id}`);
    expect(await words()).toBe(before);
  });
});

describe('upgrading a store whose products came before the catalogue words', () => {
  const upgraded = upgradedFrom('0013_order_cancellations', async (query) => {
    await query(`insert into product (name, slug, description, img, price_cents, available) values
      ('Dovetail Jig', 'dovetail-jig', 'Cuts joints in walnut', '/images/products/circular-saw.svg', 8999, 4)`);
    return null;
  });

  it('knows the words of the products already there, so their typos are found', async () => {
    const { rows } = (await upgraded.database.db.execute(sql`select word from search_word order by word`)) as unknown as { rows: Rows };
    expect(rows.map((r) => r.word)).toEqual(['cuts', 'dovetail', 'jig', 'joints', 'walnut']);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database: upgraded.database });
    try {
      await app.ready();
      expect(await names(app, 'dovetial')).toEqual(['Dovetail Jig']);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
