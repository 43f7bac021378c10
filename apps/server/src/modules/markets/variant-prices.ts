// A version's price in a currency: the base price in the store's currency, the price the owner set
// for that currency, or one derived from the base at the currency's rate and rounding rule (marked
// `derived`, so the back office can show which prices nobody set). Three queries for any number of
// versions: a page's prices cost what the page does. The base prices are the products module's.
import { and, eq, inArray } from 'drizzle-orm';
import type { Money } from '@store/contract/money';
import type { Db } from '../../db/client';
import { currencyRates, variantPrices } from '../../db/schema/index';
import { variantBasePrices } from '../products';
import { derivePrice } from './price-derivation';

export interface VariantPrice extends Money {
  /** Derived from the base price at the exchange rate (no price set for this currency). */
  derived: boolean;
}

/**
 * The prices of `variantIds` in `currency`, by variant id. A version with neither a set price nor
 * a rate for the currency is missing from the map: it has no price there (and is not sold there).
 */
export async function variantPricesIn(db: Db, variantIds: readonly string[], currency: string, baseCurrency: string): Promise<Map<string, VariantPrice>> {
  if (variantIds.length === 0) return new Map();
  return (await pricesFromBase(db, await variantBasePrices(db, variantIds), currency, baseCurrency)).prices;
}

/**
 * The same from base prices already read (by variant id), with the exchange rate the derived ones
 * used (undefined in the base currency, or when the currency has none): two queries at most.
 */
export async function pricesFromBase(
  db: Db,
  base: ReadonlyMap<string, number>,
  currency: string,
  baseCurrency: string,
): Promise<{ prices: Map<string, VariantPrice>; rate: string | undefined }> {
  const prices = new Map<string, VariantPrice>();
  if (currency === baseCurrency) {
    for (const [id, amount] of base) prices.set(id, { amount, currency, derived: false });
    return { prices, rate: undefined };
  }
  const ids = [...base.keys()];
  const [set, rates] = await Promise.all([
    ids.length === 0
      ? []
      : db.select({ id: variantPrices.variantId, amount: variantPrices.amount }).from(variantPrices).where(and(eq(variantPrices.currency, currency), inArray(variantPrices.variantId, ids))),
    db.select().from(currencyRates).where(eq(currencyRates.currency, currency)),
  ]);
  const owned = new Map(set.map((p) => [p.id, p.amount]));
  const r = rates[0];
  for (const [id, amount] of base) {
    if (owned.has(id)) prices.set(id, { amount: owned.get(id)!, currency, derived: false });
    else if (r) {
      const rounding = r.roundingMode === 'ending' ? { mode: 'ending' as const, step: r.roundingStep, below: r.roundingBelow } : { mode: 'nearest' as const, step: r.roundingStep };
      prices.set(id, { ...derivePrice({ amount, currency: baseCurrency }, { currency, rate: r.rate, rounding }), derived: true });
    }
  }
  return { prices, rate: r?.rate };
}
