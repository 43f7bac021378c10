// A catalogue larger than a page, arranged straight in the database: for paging, search and query
// plan tests.
import { sql } from 'drizzle-orm';
import { categories, productTranslations, products } from '../src/db/schema/index';
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

/**
 * Gives each of `ids` (bulk products, one default variant each) options Voltage (120 V, 230 V) and
 * Plug (US, EU, UK) and versions: its default becomes 120 V / US, plus 230 V / EU at 20.00 more,
 * and, for those in `uk` (all by default), 230 V / UK at 25.00 more, in stock by 3 (the EU version
 * has none). Straight in the database, as the bench does; the product rows follow by their triggers.
 */
export async function addBulkVersions(t: TestApp, ids: string[], uk: string[] = ids): Promise<void> {
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  await t.db.execute(sql`insert into product_option (product_id, position, name)
    select id, x.position, x.name from unnest(${list}) as id, (values (1, 'Voltage'), (2, 'Plug')) as x(position, name)`);
  await t.db.execute(sql`insert into product_option_value (option_id, position, value)
    select o.id, x.position, x.value from product_option o
    join (values ('Voltage', 1, '120 V'), ('Voltage', 2, '230 V'), ('Plug', 1, 'US'), ('Plug', 2, 'EU'), ('Plug', 3, 'UK')) as x(name, position, value) on x.name = o.name
    where o.product_id = any(${list})`);
  await t.db.execute(sql`insert into product_variant (product_id, sku, price_cents, available, min_order_quantity, position)
    select v.product_id, v.sku || x.suffix, v.price_cents + x.extra, x.available, 1, x.position from product_variant v
    join (values ('-EU', 2000, 0, 1), ('-UK', 2500, 3, 2)) as x(suffix, extra, available, position)
      on x.suffix = '-EU' or v.product_id = any(${sql`${`{${uk.join(',')}}`}::uuid[]`})
    where v.product_id = any(${list}) and v.position = 0`);
  await t.db.execute(sql`insert into product_variant_option_value (variant_id, option_id, value_id)
    select v.id, o.id, ov.id from product_variant v
    join product_option o on o.product_id = v.product_id
    join product_option_value ov on ov.option_id = o.id
    where v.product_id = any(${list}) and ov.value = any(case v.position when 0 then array['120 V', 'US'] when 1 then array['230 V', 'EU'] else array['230 V', 'UK'] end)`);
  // Vacuumed as a store's autovacuum would have: index-only reads are priced as they will run.
  for (const table of ['product', 'product_variant', 'product_option', 'product_option_value', 'product_variant_option_value']) {
    await t.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
  t.app.productCatalog.changed();
}

const germanWords = ['Eiche', 'Walnuss', 'Ahorn', 'Birke', 'Zeder', 'Kiefer', 'Esche', 'Teak'];
const japaneseWords = ['オーク', 'ウォルナット', 'メープル', 'バーチ', 'シダー', 'パイン', 'アッシュ', 'チーク'];

/** German and Japanese translations of bulk products (`ids`): 'Brett' and 'ボード' where English has 'board', and the wood in each. */
export async function addBulkTranslations(t: TestApp, ids: string[]): Promise<void> {
  const rows = ids.flatMap((productId, i) => [
    { productId, language: 'de', name: `Massen-Brett ${germanWords[i % 8]} ${i}`, slug: `massen-brett-${i}`, description: `Ein Brett aus ${germanWords[(i * 3) % 8]} für Seitentests.` },
    { productId, language: 'ja', name: `一括${japaneseWords[i % 8]}ボード ${i}`, slug: `ikkatsu-bodo-${i}`, description: `ページ送りの試験用${japaneseWords[(i * 3) % 8]}ボード。` },
  ]);
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(productTranslations).values(rows.slice(i, i + 500));
  await t.db.execute(sql`analyze product_translation`);
  t.app.productCatalog.changed();
}
