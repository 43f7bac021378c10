// The catalogue's prices in a shopper's market (docs/product/markets.md, "Prices on catalogue
// pages"), handed to the products module as its CataloguePricing (app.ts wires it: the products
// module cannot import this one, which reads its base prices). A version's price there is
// pricesFromBase's, as checkout's is, and a version the market leaves out is not sold, as checkout
// refuses it: a product page and checkout never disagree.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketExcludedVariants } from '../../db/schema/index';
import type { CataloguePricing, PricingMarket } from '../products';
import { excludedAmong, listMarkets, marketOf } from './market-reads';
import { pricesFromBase } from './variant-prices';

/** Whether the market leaves any version out (one index read). */
async function leavesAnyOut(db: Db, marketId: string): Promise<boolean> {
  const rows = await db.select({ id: marketExcludedVariants.variantId }).from(marketExcludedVariants).where(eq(marketExcludedVariants.marketId, marketId)).limit(1);
  return rows.length > 0;
}

/**
 * `baseCurrency`: the store's. A country whose market sells every version in it gets the store's
 * own answer (null): its prices are the base prices, so its pages are the base pages (and share
 * their cache entries).
 */
export function marketCataloguePrices(db: Db, baseCurrency: string): CataloguePricing {
  return {
    async marketOf(country) {
      const market = marketOf(await listMarkets(db), country);
      if (!market) return null;
      if (market.currency === baseCurrency && !(await leavesAnyOut(db, market.id))) return null;
      const priced: PricingMarket = {
        key: `${market.currency}:${market.id}`,
        currency: market.currency,
        // Three queries at most, in parallel, for any number of versions.
        async pricesOf(base) {
          if (base.size === 0) return new Map();
          const [{ prices }, excluded] = await Promise.all([pricesFromBase(db, base, market.currency, baseCurrency), excludedAmong(db, market.id, [...base.keys()])]);
          const sold = new Map<string, number>();
          for (const [id, price] of prices) if (!excluded.has(id)) sold.set(id, price.amount);
          return sold;
        },
      };
      return priced;
    },
  };
}
