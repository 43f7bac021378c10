import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants } from '../../db/schema/index';

/** Versions' prices in the store's currency (minor units), by variant id; unknown ids are left out. */
export async function variantBasePrices(db: Db, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, amount: productVariants.priceCents })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map((r) => [r.id, r.amount]));
}
