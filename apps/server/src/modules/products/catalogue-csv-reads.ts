// What the catalogue CSV reads of many products at once: their options and their live variants, in
// two queries per batch of product ids, whatever the batch's size (the export's pages, the import's
// products), through the indexes on product_option (product, position) and live variants.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductOption } from '@store/contract';
import type { Db } from '../../db/client';
import { productOptions, productOptionValues, productVariants } from '../../db/schema/index';
import { variantsWithOptions } from './product-variants';

export interface CsvVariant {
  id: string;
  productId: string;
  sku: string;
  gtin: string | null;
  priceCents: number;
  available: number;
  minOrderQuantity: number;
  weightGrams: number | null;
  hsCode: string | null;
  originCountry: string | null;
  images: string[];
  options: Record<string, string>;
}

const groupBy = <T extends { productId: string }>(rows: T[]): Map<string, T[]> => {
  const byProduct = new Map<string, T[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  return byProduct;
};

/** Each product's options in order, with their values in order; a product without options is absent. */
export async function optionsOf(db: Db, productIds: readonly string[]): Promise<Map<string, ProductOption[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: productOptions.productId,
      name: productOptions.name,
      values: sql<string[]>`coalesce(array_agg(${productOptionValues.value} order by ${productOptionValues.position}, ${productOptionValues.value}) filter (where ${productOptionValues.id} is not null), '{}')`,
    })
    .from(productOptions)
    .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(inArray(productOptions.productId, [...productIds]))
    .groupBy(productOptions.id)
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
  return new Map([...groupBy(rows)].map(([id, options]) => [id, options.map(({ name, values }) => ({ name, values }))]));
}

/** Each product's live variants, the default first (position, then id), with their option values. */
export async function liveVariantsOf(db: Db, productIds: readonly string[]): Promise<Map<string, CsvVariant[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await variantsWithOptions(db)
    .where(and(inArray(productVariants.productId, [...productIds]), isNull(productVariants.archivedAt)))
    .groupBy(productVariants.id)
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  return groupBy(rows.map((row) => ({ ...row, options: row.options ?? {} })));
}
