// Stock is a column of the product row, so it is written here; the orders module decides when
// (docs/decisions/0004-stock-reservation.md) and runs these inside its own transactions. After the
// transaction commits, the caller tells the catalogue (CatalogChanges.changed()).
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';

/** What an order copies from the product it is placed for. */
export type ProductForOrder = Pick<typeof products.$inferSelect, 'id' | 'name' | 'img' | 'priceCents' | 'minOrderQuantity' | 'available'>;

export async function findProductForOrder(db: Db, id: string): Promise<ProductForOrder | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      img: products.img,
      priceCents: products.priceCents,
      minOrderQuantity: products.minOrderQuantity,
      available: products.available,
    })
    .from(products)
    // Archived products can no longer be ordered.
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return row;
}

/** What a cart line shows and checks of its product. */
export type ProductForCart = ProductForOrder & Pick<typeof products.$inferSelect, 'slug'>;

/** The live (not archived) products among `ids`, at most as many as asked for (a cart's lines). */
export async function findProductsForCart(db: Db, ids: readonly string[]): Promise<ProductForCart[]> {
  return (await cartProducts(db, ids, false)).map(({ archived: _archived, ...product }) => product);
}

/** Every product among `ids`, archived ones flagged: a cart shows those as no longer sold, to remove. */
export function findCartProducts(db: Db, ids: readonly string[]): Promise<(ProductForCart & { archived: boolean })[]> {
  return cartProducts(db, ids, true);
}

async function cartProducts(db: Db, ids: readonly string[], archivedToo: boolean) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      img: products.img,
      priceCents: products.priceCents,
      minOrderQuantity: products.minOrderQuantity,
      available: products.available,
      archived: sql<boolean>`${products.archivedAt} is not null`,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), archivedToo ? undefined : isNull(products.archivedAt)));
}

/** Takes `quantity` units if that many are left, in one statement; false when they are not. */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ available: sql`${products.available} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.available, quantity)))
    .returning({ available: products.available });
  return rows.length === 1;
}

/** Puts `quantity` units back on the shelf. */
export async function returnStock(db: Db, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ available: sql`${products.available} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** Units still orderable now (0 for an unknown product). */
export async function availableStock(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ available: products.available }).from(products).where(eq(products.id, productId));
  return row?.available ?? 0;
}
