// Single products: read (by id or slug), add, change and archive. Lists are product-list-query.ts.
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { contentLanguages, fromMajorNumber, minorDigits, slugify, type NewProduct, type Product, type ProductPatch } from '@store/contract';
import type { Db } from '../../db/client';
import { categories, products, productTranslations, productVariants } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { sqlState } from '../../db/errors';
import type { PricingMarket } from './catalogue-pricing';
import type { CatalogChanges } from './product-catalog';
import { selectProducts, toProduct } from './product-row';
import { defaultVariantOf, stockEdit } from './product-stock';
import { withSuffix } from './slug';
import { variantReads, withVariants } from './product-variants';

const live = isNull(products.archivedAt);

/** A live product by id; archived ones are gone from the shop. */
export async function findProduct(db: Db, id: string, currency: string, market?: PricingMarket | null): Promise<Product | undefined> {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), live));
  return row && withVariants(variantReads(db), toProduct(row, currency), currency, market);
}

/**
 * findProduct for the hot read (GET /api/product/{id}): its SQL built and prepared once per
 * database, not on every request. Not for transactions: they read through findProduct.
 */
export function productReader(db: Db, currency: string): (id: string, market?: PricingMarket | null) => Promise<Product | undefined> {
  const query = selectProducts(db)
    .where(and(eq(products.id, sql.placeholder('id')), live))
    .prepare('product_by_id');
  const variants = variantReads(db, true);
  return async (id, market) => {
    const [row] = await query.execute({ id });
    return row && withVariants(variants, toProduct(row, currency), currency, market);
  };
}

/** A price as sent (major units of the store currency) in minor units; a 400 when it has more decimals than the currency. */
export function priceMinorUnits(price: number, currency: string): number {
  const amount = fromMajorNumber(price, currency);
  if (amount === null) {
    const digits = minorDigits(currency);
    const message = digits === 0 ? 'Price is a whole number' : `Price has at most ${digits} decimal${digits === 1 ? '' : 's'}`;
    throw badRequest(message, { price: message });
  }
  return amount;
}

async function categoryId(db: Db, slug: string | null): Promise<string | null> {
  if (slug === null) return null;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw badRequest('Unknown category', { category: 'Unknown category' });
  return row.id;
}

/** Another product's slug, in English or in a translation (pages in that language would find that product first). */
async function slugTaken(db: Db, slug: string, except?: string): Promise<boolean> {
  const other = (id: typeof products.id | typeof productTranslations.productId) => (except === undefined ? undefined : ne(id, except));
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), other(products.id)))
    .union(
      db
        .select({ id: productTranslations.productId })
        .from(productTranslations)
        .where(and(inArray(productTranslations.language, [...contentLanguages]), eq(productTranslations.slug, slug), other(productTranslations.productId))),
    )
    .limit(1);
  return rows.length > 0;
}

/** A given slug taken by another product is the client's conflict; the unique index is the arbiter. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict('Another product already has this slug', { slug: 'This slug is taken' });
    throw err;
  }
}

export async function addProduct(db: Db, catalog: CatalogChanges, input: NewProduct, currency: string): Promise<string> {
  const priceCents = priceMinorUnits(input.price, currency);
  let slug = input.slug;
  if (slug === undefined) {
    slug = slugify(input.name);
    if (await slugTaken(db, slug)) slug = withSuffix(slug);
  } else if (await slugTaken(db, slug)) throw conflict('Another product already has this slug', { slug: 'This slug is taken' });
  const values = {
    name: input.name,
    slug,
    description: input.description,
    img: input.img,
    images: input.images ?? [input.img],
    specs: input.specs ?? {},
    categoryId: input.category === undefined ? null : await categoryId(db, input.category),
    priceCents,
    available: input.available,
    minOrderQuantity: input.minOrderQuantity,
  };
  const [row] = await writing(() => db.insert(products).values(values).returning({ id: products.id }));
  catalog.changed();
  return row!.id;
}

/**
 * Changes the fields given. Orders keep the name, picture and price they were placed with (copied
 * into the order row), so a new price never alters an existing order.
 */
export async function patchProduct(db: Db, catalog: CatalogChanges, id: string, patch: ProductPatch, currency: string): Promise<Product> {
  // Stock below the minimum order is allowed here (the product is then sold out): the
  // "cannot exceed" rule belongs to adding a product, not to stock running out.
  // A slug another product has in English or a translation is refused (the unique index sees only English).
  if (patch.slug !== undefined && (await slugTaken(db, patch.slug, id))) throw conflict('Another product already has this slug', { slug: 'This slug is taken' });
  const set: PgUpdateSetSource<typeof products> = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.slug !== undefined && { slug: patch.slug }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.img !== undefined && { img: patch.img }),
    ...(patch.images !== undefined && { images: patch.images }),
    ...(patch.specs !== undefined && { specs: patch.specs }),
  };
  if (patch.category !== undefined) set.categoryId = await categoryId(db, patch.category);
  // Price, minimum order and stock are the default variant's (the product row follows it).
  const variantSet: PgUpdateSetSource<typeof productVariants> = {
    ...(patch.price !== undefined && { priceCents: priceMinorUnits(patch.price, currency) }),
    ...(patch.minOrderQuantity !== undefined && { minOrderQuantity: patch.minOrderQuantity }),
  };
  const stock = patch.available === undefined ? undefined : stockEdit(patch.available, patch.availableLoaded);
  if (stock) variantSet.available = stock.set;
  if (Object.keys(variantSet).length > 0) {
    const updated = await db
      .update(productVariants)
      .set(variantSet)
      .where(and(eq(productVariants.id, defaultVariantOf(id)), stock?.where))
      .returning({ id: productVariants.id });
    if (updated.length === 0) {
      // Not there, or there with a stock the change would take out of range.
      const current = stock?.refused ? await findProduct(db, id, currency) : undefined;
      throw current && stock?.refused ? stock.refused(current.available) : notFound('Product not found');
    }
  }
  if (Object.keys(set).length > 0) {
    const updated = await writing(() => db.update(products).set(set).where(and(eq(products.id, id), live)).returning({ id: products.id }));
    if (updated.length === 0) throw notFound('Product not found');
  }
  const after = await findProduct(db, id, currency);
  if (!after) throw notFound('Product not found');
  catalog.changed();
  return after;
}

/** DELETE archives: the shop stops showing the product; orders keep naming it. */
export async function archiveProduct(db: Db, catalog: CatalogChanges, id: string): Promise<void> {
  const rows = await db
    .update(products)
    .set({ archivedAt: sql`now()` })
    .where(and(eq(products.id, id), live))
    .returning({ id: products.id });
  if (rows.length === 0) throw notFound('Product not found');
  catalog.changed();
}

/**
 * Live product ids in id order after `afterId`, at most `limit` (the sitemap pages through the whole
 * catalogue this way: keyset paging on the primary key, never one query for everything).
 */
export async function productIdsAfter(db: Db, afterId: string | undefined, limit: number): Promise<{ id: string; slug: string }[]> {
  return db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(live, afterId ? gt(products.id, afterId) : undefined))
    .orderBy(asc(products.id))
    .limit(limit);
}

/** The id `skip` places past `afterId` in id order (where the next sitemap file starts), if any. */
export async function productIdSkipping(db: Db, afterId: string | undefined, skip: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(live, afterId ? gt(products.id, afterId) : undefined))
    .orderBy(asc(products.id))
    .offset(skip)
    .limit(1);
  return row?.id;
}
