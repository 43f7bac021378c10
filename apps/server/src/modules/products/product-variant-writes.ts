// The owner sets a product's options and variants as one set (PUT /api/product/{id}/variants), in
// the caller's transaction after lockProduct: options are written anew, variants are matched by SKU
// (updated, added, or archived when left out, never deleted: orders name them), and the product row
// then carries the first one's price and stock (the database's trigger, migration 0015).
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { ProductVariantsInput } from '@store/contract';
import type { Db } from '../../db/client';
import { productOptions, productOptionValues, productVariantOptionValues, productVariants } from '../../db/schema/index';
import { sqlState, violatedConstraint } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import type { CatalogChanges } from './product-catalog';
import { stockEdit } from './product-stock';

/** A SKU or barcode another product's variant has is the owner's conflict; the unique indexes decide. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) !== '23505') throw err;
    throw violatedConstraint(err) === 'product_variant_gtin_unique'
      ? conflict('Another product has this barcode', { variants: 'A barcode is taken by another product' })
      : conflict('Another product has this SKU', { variants: 'A SKU is taken by another product' });
  }
}

export async function setVariants(
  tx: Db,
  catalog: CatalogChanges,
  productId: string,
  input: ProductVariantsInput,
  priceMinorUnits: (price: number) => number,
): Promise<void> {
  const existing = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  if (existing.length === 0) throw notFound('Product not found');
  const idBySku = new Map(existing.map((v) => [v.sku.toLowerCase(), v.id]));

  // Options anew: their links to variants go with them (cascade) and are written again below.
  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  const valueIds = new Map<string, { optionId: string; valueId: string }>();
  for (const [i, option] of input.options.entries()) {
    const [row] = await tx.insert(productOptions).values({ productId, position: i + 1, name: option.name }).returning({ id: productOptions.id });
    const values = await tx
      .insert(productOptionValues)
      .values(option.values.map((value, position) => ({ optionId: row!.id, position, value })))
      .returning({ id: productOptionValues.id, value: productOptionValues.value });
    for (const v of values) valueIds.set(`${option.name}\u0000${v.value}`, { optionId: row!.id, valueId: v.id });
  }

  const kept: string[] = [];
  for (const [position, variant] of input.variants.entries()) {
    const values = {
      sku: variant.sku,
      gtin: variant.gtin ?? null,
      priceCents: priceMinorUnits(variant.price),
      minOrderQuantity: variant.minOrderQuantity,
      weightGrams: variant.weightGrams ?? null,
      hsCode: variant.hsCode ?? null,
      originCountry: variant.originCountry ?? null,
      images: variant.images ?? [],
      position,
      archivedAt: null,
    };
    const id = idBySku.get(variant.sku.toLowerCase());
    let variantId: string;
    if (id) {
      const stock = stockEdit(variant.available, variant.availableLoaded);
      const [row] = await uniquely(() =>
        tx
          .update(productVariants)
          .set({ ...values, available: stock.set })
          .where(and(eq(productVariants.id, id), stock.where))
          .returning({ id: productVariants.id }),
      );
      if (!row) {
        const [current] = await tx.select({ available: productVariants.available }).from(productVariants).where(eq(productVariants.id, id));
        throw stock.refused!(current!.available);
      }
      variantId = row.id;
    } else {
      const [row] = await uniquely(() =>
        tx
          .insert(productVariants)
          .values({ ...values, productId, available: variant.available })
          .returning({ id: productVariants.id }),
      );
      variantId = row!.id;
    }
    kept.push(variantId);
    const links = Object.entries(variant.options).map(([name, value]) => ({ variantId, ...valueIds.get(`${name}\u0000${value}`)! }));
    if (links.length > 0) await tx.insert(productVariantOptionValues).values(links);
  }

  // Left out: archived, so the shop stops selling them and their orders still name them.
  await tx
    .update(productVariants)
    .set({ archivedAt: sql`now()` })
    .where(and(eq(productVariants.productId, productId), notInArray(productVariants.id, kept), isNull(productVariants.archivedAt)));
  catalog.changed();
}
