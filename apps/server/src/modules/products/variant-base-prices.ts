import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';

/** Versions' prices in the store's currency (minor units), by variant id; unknown ids are left out. */
export async function variantBasePrices(db: Db, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, amount: productVariants.priceCents })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map((r) => [r.id, r.amount]));
}

/** What pricing an order in a market needs of a version: its base price, weight (null: not recorded) and product's tax class. */
export interface VariantPricingFacts {
  amount: number;
  weightGrams: number | null;
  taxClass: 'standard' | 'reduced';
}

/** By variant id, in one query; unknown ids are left out. */
export async function variantPricingFacts(db: Db, variantIds: readonly string[]): Promise<Map<string, VariantPricingFacts>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, amount: productVariants.priceCents, weightGrams: productVariants.weightGrams, taxClass: products.taxClass })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
