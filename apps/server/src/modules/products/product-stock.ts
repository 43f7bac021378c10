// Stock is a column of the product's variants, so it is written here; the orders module decides when
// (docs/decisions/0004-stock-reservation.md) and runs these inside its own transactions. After the
// transaction commits, the caller tells the catalogue (CatalogChanges.changed()). Every write is
// relative to the row's current value, the admin's edit included when its form says what it
// loaded (docs/decisions/0028-stock-edits-are-relative.md), so no write undoes another.
import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { versionLabel } from './product-variants';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';
import { conflict } from '../../http/errors';

/** What an order copies from the product and the version it is placed for; price, stock and minimum order are the version's. */
export interface ProductForOrder {
  id: string;
  name: string;
  img: string;
  priceCents: number;
  minOrderQuantity: number;
  available: number;
  variantId: string;
  sku: string;
  version: string;
}

/** A version as an order or a cart line copies it: its product's name, its own price, stock and picture. */
const versionColumns = {
      id: products.id,
      name: products.name,
      // The version's own picture when it has one.
      img: sql<string>`coalesce(${productVariants.images}[1], ${products.img})`,
      priceCents: productVariants.priceCents,
      minOrderQuantity: productVariants.minOrderQuantity,
      available: productVariants.available,
      variantId: productVariants.id,
      sku: productVariants.sku,
      version: versionLabel(productVariants.id),
};

/** A live product's live version: `variantId`'s, or its default's when none is named. */
export async function findProductForOrder(db: Db, id: string, variantId?: string): Promise<ProductForOrder | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    // Archived products and versions can no longer be ordered.
    .where(and(eq(products.id, id), isNull(products.archivedAt), isNull(productVariants.archivedAt), variantId ? eq(productVariants.id, variantId) : undefined))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return row;
}

/** What a cart line shows and checks of its version, as it is now. */
export type ProductForCart = ProductForOrder & { slug: string; archived: boolean };

/** A cart's reference to a version: the product, and the version (its default when none is named). */
interface CartRef {
  productId: string;
  variantId?: string | undefined;
}

/**
 * The versions `refs` name, as they are now, in the same order: undefined for one that is not the
 * product's (or not there); `archived` when the product or the version is no longer sold (a cart
 * shows those, to remove). Two reads whatever the cart's size (at most cartMaxLines lines).
 */
export async function findCartVariants(db: Db, refs: readonly CartRef[]): Promise<(ProductForCart | undefined)[]> {
  if (refs.length === 0) return [];
  const unnamed = [...new Set(refs.filter((r) => !r.variantId).map((r) => r.productId))];
  const defaults = new Map(
    unnamed.length === 0
      ? []
      : (
          await db
            .selectDistinctOn([productVariants.productId], { productId: productVariants.productId, id: productVariants.id })
            .from(productVariants)
            .where(inArray(productVariants.productId, unnamed))
            // The live one first in position order: the product row's own values are its.
            .orderBy(productVariants.productId, sql`${productVariants.archivedAt} nulls first`, asc(productVariants.position), asc(productVariants.id))
        ).map((r) => [r.productId, r.id]),
  );
  const wanted = refs.map((r) => r.variantId ?? defaults.get(r.productId));
  const ids = [...new Set(wanted.filter((id): id is string => id !== undefined))];
  if (ids.length === 0) return refs.map(() => undefined);
  const rows = await db
    .select({
      ...versionColumns,
      slug: products.slug,
      archived: sql<boolean>`${products.archivedAt} is not null or ${productVariants.archivedAt} is not null`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  const byId = new Map(rows.map((r) => [r.variantId, r]));
  return refs.map((r, i) => {
    const row = byId.get(wanted[i]!);
    return row && row.id === r.productId ? row : undefined;
  });
}

/**
 * The default variant of a live product: the one an admin's edit of the product's own price and
 * stock changes (PATCH /api/product/{id}). Its row's values are the product's (migration 0015).
 */
export const defaultVariantOf = (productId: string): SQL => sql`(
  select v.id from ${productVariants} v join ${products} p on p.id = v.product_id and p.archived_at is null
  where v.product_id = ${productId} and v.archived_at is null order by v.position, v.id limit 1)`;

/** Takes `quantity` units of a live version if that many are left, in one statement; false when they are not. */
export async function takeStock(db: Db, variantId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ available: sql`${productVariants.available} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), isNull(productVariants.archivedAt), gte(productVariants.available, quantity)))
    .returning({ available: productVariants.available });
  return rows.length === 1;
}

/** Puts `quantity` units of a version back on the shelf (an archived one's too: its orders gave them back). */
export async function returnStock(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ available: sql`${productVariants.available} + ${quantity}` })
    .where(eq(productVariants.id, variantId));
}

/** Units of a version still orderable now (0 for an unknown one). */
export async function availableStock(db: Db, variantId: string): Promise<number> {
  const [row] = await db.select({ available: productVariants.available }).from(productVariants).where(eq(productVariants.id, variantId));
  return row?.available ?? 0;
}

/** Most units a product holds: the contract's ceiling for Available Quantity. */
const MAX_STOCK = 1_000_000;

/** An admin's stock edit as the variant's UPDATE applies it: the value to set, and the condition the row must meet. */
interface StockEdit {
  set: number | SQL;
  where?: SQL;
  /** The answer when the row is there but `where` refused it (the stock would leave [0, MAX_STOCK]). */
  refused?: (current: number) => Error;
}

/**
 * `available` as typed; with `loaded` (what the form showed), the difference applied to the
 * current stock in the UPDATE itself, which holds the row lock: units that orders took or gave
 * back after the admin loaded the form stay taken or given back.
 */
export function stockEdit(available: number, loaded: number | undefined): StockEdit {
  if (loaded === undefined) return { set: available };
  const change = available - loaded;
  const after = sql`${productVariants.available} + ${change}`;
  return {
    set: after,
    where: change < 0 ? gte(productVariants.available, -change) : lte(productVariants.available, MAX_STOCK - change),
    refused: (current) =>
      change < 0
        ? conflict(`Only ${current} left now (orders took units while you edited): the stock cannot go down by ${-change}. Reload the product to see its stock.`, {
            available: `Only ${current} left now: cannot remove ${-change}`,
          })
        : conflict(`Available Quantity is too high: ${current} now, plus ${change}, is over ${MAX_STOCK.toLocaleString('en-US')}`, {
            available: 'Available Quantity is too high',
          }),
  };
}

/** Every variant of a product, archived ones too, locked in id order (product_variant_product_idx). */
export const lockVariantsQuery = (db: Db, productId: string) =>
  db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId)).orderBy(productVariants.id).for('no key update');

/**
 * Holds the product's variants, then its row, until the transaction ends, so what an admin's change
 * reads first is what it changes. Variants first: an order's stock update locks its variant and then,
 * through the database's trigger, the product, and the same order never deadlocks. NO KEY UPDATE,
 * the lock an UPDATE of these rows takes anyway: a cart line or an order line being written meanwhile
 * checks its foreign keys to both rows (KEY SHARE) without waiting, where FOR UPDATE made it hold
 * one row and wait for the other while this held the other and waited for the first (a deadlock).
 */
export async function lockProduct(db: Db, productId: string): Promise<void> {
  await lockVariantsQuery(db, productId);
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
}
