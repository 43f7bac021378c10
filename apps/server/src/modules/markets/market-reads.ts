// The markets as the shop reads them: each with its countries, and the market of a country (the one
// that lists it, else the fallback market, else none: a store without markets sells as before).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Market } from '@store/contract';
import type { Db } from '../../db/client';
import { marketCountries, marketExcludedVariants, markets, shippingMethods, shippingZoneCountries } from '../../db/schema/index';

/** Every market in the owner's order, each with its countries (sorted). Two queries, whatever the count. */
export async function listMarkets(db: Db): Promise<Market[]> {
  const [rows, countries] = await Promise.all([
    db.select().from(markets).orderBy(asc(markets.position), asc(markets.name)),
    db.select().from(marketCountries).orderBy(asc(marketCountries.country)),
  ]);
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    currency: m.currency,
    pricesIncludeTax: m.pricesIncludeTax,
    language: m.language as Market['language'],
    languages: m.languages as Market['languages'],
    countries: countries.filter((c) => c.marketId === m.id).map((c) => c.country),
    fallback: m.fallback,
  }));
}

/** The market that serves `country`: the one listing it, else the fallback; undefined without markets. */
export const marketOf = (all: readonly Market[], country: string): Market | undefined =>
  all.find((m) => m.countries.includes(country)) ?? all.find((m) => m.fallback);

/** The versions among `variantIds` the market does not sell. */
export async function excludedAmong(db: Db, marketId: string, variantIds: readonly string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .select({ id: marketExcludedVariants.variantId })
    .from(marketExcludedVariants)
    .where(and(eq(marketExcludedVariants.marketId, marketId), inArray(marketExcludedVariants.variantId, [...variantIds])));
  return new Set(rows.map((r) => r.id));
}

/** Every country some shipping zone with a method covers: one read of at most every country's row. */
export async function countriesShippedTo(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: shippingZoneCountries.country })
    .from(shippingZoneCountries)
    .innerJoin(shippingMethods, eq(shippingMethods.zoneId, shippingZoneCountries.zoneId))
    .orderBy(asc(shippingZoneCountries.country));
  return rows.map((r) => r.country);
}
