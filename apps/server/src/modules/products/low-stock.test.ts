// One low-stock rule for the back office: LOW_STOCK_THRESHOLD units or fewer is "low" in the admin
// catalogue (flag and filter) and in the overview alike, so the two screens never disagree.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminProductPageSchema, overviewSchema } from '@store/contract';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct } from '../../../test/order-fixtures';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { LOW_STOCK_THRESHOLD: '3' } });
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

it('a product with exactly the threshold is low in the admin list, its low-stock filter and the overview; one more unit is not', async () => {
  const atThreshold = await addTestProduct(t, { name: 'Threshold Saw', available: 3 });
  const above = await addTestProduct(t, { name: 'Plenty Saw', available: 4 });
  const none = await addTestProduct(t, { name: 'Sold-out Saw', available: 0 });
  const archived = await addTestProduct(t, { name: 'Archived Saw', available: 1 });
  await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const all = adminProductPageSchema.parse(await get('/api/admin/product'));
  expect(all.lowStockThreshold).toBe(3);
  const flag = (id: string) => all.products.find((p) => p._id === id)?.lowStock;
  expect([flag(atThreshold.id), flag(none.id), flag(above.id)]).toEqual([true, true, false]);

  const low = adminProductPageSchema.parse(await get('/api/admin/product?lowStock=true'));
  expect(low.products.map((p) => p.name)).toEqual(['Sold-out Saw', 'Threshold Saw']);

  const overview = overviewSchema.parse(await get('/api/admin/overview'));
  expect(overview.lowStock.threshold).toBe(3);
  expect(overview.lowStock.products.map((p) => [p.name, p.available])).toEqual([
    ['Sold-out Saw', 0],
    ['Threshold Saw', 3],
  ]);
});
