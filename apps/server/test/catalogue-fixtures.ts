// A catalogue larger than a page, arranged straight in the database: for paging, search and query
// plan tests.
import { sql } from 'drizzle-orm';
import { categories, products } from '../src/db/schema/index';
import type { TestApp } from './test-app';

const words = ['oak', 'walnut', 'maple', 'birch', 'cedar', 'pine', 'ash', 'teak'];

/**
 * `n` live products in a new category `slug`, priced and named in a scattered order, created one
 * second apart after every existing product. Returns their ids, oldest first.
 */
export async function addBulkProducts(t: TestApp, n: number, slug = 'bulk'): Promise<string[]> {
  const [category] = await t.db.insert(categories).values({ slug, name: `Bulk ${slug}` }).returning({ id: categories.id });
  const start = Date.now() + 1_000;
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `Bulk ${words[i % words.length]} board ${String((i * 7919) % n).padStart(5, '0')}`,
    slug: `${slug}-item-${i}`,
    description: `A ${words[(i * 3) % words.length]} board for paging tests.`,
    img: '/images/products/table-saw.svg',
    images: ['/images/products/table-saw.svg'],
    specs: { weightKg: 1 + (i % 9) },
    categoryId: category!.id,
    priceCents: 100 + ((i * 104_729) % 50_000),
    available: i % 10 === 0 ? 0 : 5,
    minOrderQuantity: 1,
    createdAt: new Date(start + i * 1_000),
  }));
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const part = await t.db.insert(products).values(rows.slice(i, i + 500)).returning({ id: products.id });
    ids.push(...part.map((r) => r.id));
  }
  await t.db.execute(sql`analyze product`);
  t.app.productCatalog.changed(); // rows written behind the app's back
  return ids;
}
