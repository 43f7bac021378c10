// A product's options and live variants as one product's read shows them (lists leave them out: a
// card needs the product row's own price and stock, which are its default variant's).
import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { toMajorNumber, type Product, type ProductOption, type ProductVariant } from '@store/contract';
import type { Db } from '../../db/client';
import { productOptions, productOptionValues, productVariantOptionValues, productVariants } from '../../db/schema/index';
import { productInMarket, type PricingMarket } from './catalogue-pricing';

/** A variant's option values in option order, "230 V / EU"; '' for one without options (what an order line keeps). */
/** Between a version's option values in its label ("230 V / EU"). */
export const VERSION_LABEL_SEPARATOR = ' / ';

export const versionLabel = (variantId: SQL | AnyColumn): SQL<string> => sql<string>`(
  select coalesce(string_agg(ov.value, ${VERSION_LABEL_SEPARATOR} order by o.position), '') from ${productVariantOptionValues} vov
  join ${productOptions} o on o.id = vov.option_id join ${productOptionValues} ov on ov.id = vov.value_id
  where vov.variant_id = ${variantId})`;

export interface VariantReads {
  options: (productId: string) => Promise<ProductOption[]>;
  variants: (productId: string) => Promise<VariantRow[]>;
}

interface VariantRow {
  id: string;
  sku: string;
  gtin: string | null;
  priceCents: number;
  available: number;
  minOrderQuantity: number;
  weightGrams: number | null;
  hsCode: string | null;
  originCountry: string | null;
  images: string[];
  options: Record<string, string> | null;
}

const optionsQuery = (db: Db) =>
  db
    .select({
      name: productOptions.name,
      values: sql<string[]>`coalesce(array_agg(${productOptionValues.value} order by ${productOptionValues.position}, ${productOptionValues.value}) filter (where ${productOptionValues.id} is not null), '{}')`,
    })
    .from(productOptions)
    .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, sql.placeholder('productId')))
    .groupBy(productOptions.id)
    .orderBy(asc(productOptions.position));

/**
 * Variants with their product, their own columns and their option values by name, before their
 * filter: one row per variant once grouped by its id. One product's read and the catalogue CSV's
 * batches both read variants through it.
 */
export const variantsWithOptions = (db: Db) =>
  db
    .select({
      productId: productVariants.productId,
      id: productVariants.id,
      sku: productVariants.sku,
      gtin: productVariants.gtin,
      priceCents: productVariants.priceCents,
      available: productVariants.available,
      minOrderQuantity: productVariants.minOrderQuantity,
      weightGrams: productVariants.weightGrams,
      hsCode: productVariants.hsCode,
      originCountry: productVariants.originCountry,
      images: productVariants.images,
      options: sql<Record<string, string> | null>`json_object_agg(${productOptions.name}, ${productOptionValues.value}) filter (where ${productOptions.id} is not null)`,
    })
    .from(productVariants)
    .leftJoin(productVariantOptionValues, eq(productVariantOptionValues.variantId, productVariants.id))
    .leftJoin(productOptions, eq(productOptions.id, productVariantOptionValues.optionId))
    .leftJoin(productOptionValues, eq(productOptionValues.id, productVariantOptionValues.valueId));

const variantsQuery = (db: Db) =>
  variantsWithOptions(db)
    .where(and(eq(productVariants.productId, sql.placeholder('productId')), isNull(productVariants.archivedAt)))
    .groupBy(productVariants.id)
    // The default (first live in position order) first, as the product row's values are its.
    .orderBy(asc(productVariants.position), asc(productVariants.id));

/** The two reads, built once; `prepared` names them for the hot read (not for transactions). */
export function variantReads(db: Db, prepared = false): VariantReads {
  const options = prepared ? optionsQuery(db).prepare('product_options_of') : optionsQuery(db);
  const variants = prepared ? variantsQuery(db).prepare('product_variants_of') : variantsQuery(db);
  return {
    options: (productId) => options.execute({ productId }),
    variants: (productId) => variants.execute({ productId }),
  };
}

function toVariant(row: VariantRow, currency: string): ProductVariant {
  const priceMoney = { amount: row.priceCents, currency };
  return {
    _id: row.id,
    sku: row.sku,
    gtin: row.gtin,
    price: toMajorNumber(priceMoney),
    priceMoney,
    available: row.available,
    minOrderQuantity: row.minOrderQuantity,
    weightGrams: row.weightGrams,
    hsCode: row.hsCode,
    originCountry: row.originCountry,
    images: row.images,
    options: row.options ?? {},
  };
}

/**
 * `product` with its options and variants; the card picture is the default variant's own first one
 * when it has one. In a `market`: only the versions it sells, at its prices (the first of them
 * standing for the default: productInMarket).
 */
export async function withVariants(reads: VariantReads, product: Product, currency: string, market?: PricingMarket | null): Promise<Product> {
  const [options, rows] = await Promise.all([reads.options(product._id), reads.variants(product._id)]);
  if (market) {
    const prices = await market.pricesOf(new Map(rows.map((row) => [row.id, row.priceCents])));
    const sold = rows.filter((row) => prices.has(row.id)).map((row) => toVariant({ ...row, priceCents: prices.get(row.id)! }, market.currency));
    const own = sold[0]?.images[0];
    return { ...productInMarket(product, rows, prices, market.currency), ...(own && { img: own }), options, variants: sold };
  }
  const variants = rows.map((row) => toVariant(row, currency));
  const own = variants[0]?.images[0];
  return { ...product, ...(own && { img: own }), options, variants };
}
