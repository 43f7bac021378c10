import { asc, eq, gt } from 'drizzle-orm';
import { toCents, toDollars, type NewProduct, type Product } from '@store/contract';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { newestFirst, oldestFirst } from '../../db/sort';
import type { CatalogChanges } from './product-catalog';

type ProductRow = typeof products.$inferSelect;

function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    price: toDollars(row.priceCents),
    description: row.description,
    available: row.available,
    minOrderQuantity: row.minOrderQuantity,
  };
}

export async function listProducts(db: Db, sort: 'oldest' | 'newest'): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(...(sort === 'newest' ? newestFirst(products) : oldestFirst(products)));
  return rows.map(toProduct);
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row && toProduct(row);
}

export async function addProduct(db: Db, catalog: CatalogChanges, input: NewProduct): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      description: input.description,
      img: input.img,
      priceCents: toCents(input.price),
      available: input.available,
      minOrderQuantity: input.minOrderQuantity,
    })
    .returning({ id: products.id });
  catalog.changed();
  return row!.id;
}

/**
 * Product ids in id order after `afterId`, at most `limit` (the sitemap pages through the whole
 * catalogue this way: keyset paging on the primary key, never one query for everything).
 */
export async function productIdsAfter(db: Db, afterId: string | undefined, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(afterId ? gt(products.id, afterId) : undefined)
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The id `skip` places past `afterId` in id order (where the next sitemap file starts), if any. */
export async function productIdSkipping(db: Db, afterId: string | undefined, skip: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(afterId ? gt(products.id, afterId) : undefined)
    .orderBy(asc(products.id))
    .offset(skip)
    .limit(1);
  return row?.id;
}
