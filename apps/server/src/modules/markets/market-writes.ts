// The back office's changes to markets: their facts, countries and the versions each leaves out.
// A country is in one market at most: listing one another market has is a 409 naming both, unless
// the request says to move it. One market at most is the fallback (it lists no countries), and the
// fallback cannot be deleted while other markets exist: the countries they do not list would be
// served by no market at all.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { countryName, type AdminMarket, type MarketInput } from '@store/contract';
import type { Db } from '../../db/client';
import { currencyRates, marketCountries, marketExcludedVariants, markets } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { variantBasePrices } from '../products';
import { listMarkets } from './market-reads';

type Input = Required<Omit<MarketInput, 'moveCountries'>> & { moveCountries?: boolean };

/** Every market with how many versions it leaves out, and whether its prices can be derived (`base`: the store's currency). */
export async function listAdminMarkets(db: Db, base: string): Promise<AdminMarket[]> {
  const [all, excluded, rates] = await Promise.all([
    listMarkets(db),
    db.select({ marketId: marketExcludedVariants.marketId, n: count() }).from(marketExcludedVariants).groupBy(marketExcludedVariants.marketId),
    db.select({ currency: currencyRates.currency }).from(currencyRates),
  ]);
  const counts = new Map(excluded.map((e) => [e.marketId, Number(e.n)]));
  const rated = new Set([base, ...rates.map((r) => r.currency)]);
  return all.map((m) => ({ ...m, excludedVariants: counts.get(m.id) ?? 0, exchangeRate: rated.has(m.currency) }));
}

export async function findAdminMarket(db: Db, id: string, base: string): Promise<AdminMarket | undefined> {
  return (await listAdminMarkets(db, base)).find((m) => m.id === id);
}

async function checkMarket(db: Db, input: Input, id: string | null): Promise<void> {
  if (input.fallback && input.countries.length > 0) {
    throw badRequest('The fallback market serves every country no other market lists: leave its countries empty', { countries: 'Leave empty for the fallback market' });
  }
  if (!input.fallback && input.countries.length === 0) throw badRequest('List at least one country, or make this the fallback market', { countries: 'List at least one country' });
  if (new Set(input.countries).size !== input.countries.length) throw badRequest('A country is listed twice', { countries: 'A country is listed twice' });
  const others = id ? ne(markets.id, id) : undefined;
  const [sameName] = await db.select({ id: markets.id }).from(markets).where(and(sql`lower(${markets.name}) = lower(${input.name})`, others));
  if (sameName) throw conflict(`Another market is called "${input.name}"`, { name: 'This name is taken' });
  if (input.fallback) {
    const [fallback] = await db.select({ name: markets.name }).from(markets).where(and(eq(markets.fallback, true), others));
    if (fallback) throw conflict(`"${fallback.name}" is the fallback market already: only one market can be`, { fallback: 'Another market is the fallback' });
  }
  if (input.countries.length === 0) return;
  const taken = await db
    .select({ country: marketCountries.country, market: markets.name })
    .from(marketCountries)
    .innerJoin(markets, eq(markets.id, marketCountries.marketId))
    .where(and(inArray(marketCountries.country, input.countries), id ? ne(marketCountries.marketId, id) : undefined))
    .orderBy(asc(marketCountries.country));
  if (taken.length > 0 && !input.moveCountries) {
    const list = taken.map((t) => `${countryName(t.country) ?? t.country} (${t.country}) is in ${t.market}`).join('; ');
    throw conflict(`A country belongs to one market at most: ${list}. Move ${taken.length === 1 ? 'it' : 'them'} explicitly to list ${taken.length === 1 ? 'it' : 'them'} here.`, {
      countries: taken.map((t) => t.country).join(','),
    });
  }
}

async function setCountries(db: Db, id: string, countries: readonly string[]): Promise<void> {
  await db.delete(marketCountries).where(eq(marketCountries.marketId, id));
  if (countries.length === 0) return;
  // Moved countries leave their old market here (checkMarket allowed it).
  await db.delete(marketCountries).where(inArray(marketCountries.country, [...countries]));
  await db.insert(marketCountries).values(countries.map((country) => ({ country, marketId: id })));
}

/** The languages a market offers: its default first, then the others once each. */
const offered = (input: Input): string[] => [...new Set([input.language, ...input.languages])];

export async function createMarket(db: Db, input: Input, base: string): Promise<AdminMarket> {
  await checkMarket(db, input, null);
  const [{ next } = { next: 0 }] = await db.select({ next: sql<number>`coalesce(max(${markets.position}) + 1, 0)::int` }).from(markets);
  const [row] = await db
    .insert(markets)
    .values({ name: input.name, currency: input.currency, pricesIncludeTax: input.pricesIncludeTax, language: input.language, languages: offered(input), fallback: input.fallback, position: next })
    .returning({ id: markets.id });
  await setCountries(db, row!.id, input.countries);
  return (await findAdminMarket(db, row!.id, base))!;
}

export async function updateMarket(db: Db, id: string, input: Input, base: string): Promise<{ before: AdminMarket; after: AdminMarket }> {
  const before = await findAdminMarket(db, id, base);
  if (!before) throw notFound('Market not found');
  await checkMarket(db, input, id);
  await db
    .update(markets)
    .set({ name: input.name, currency: input.currency, pricesIncludeTax: input.pricesIncludeTax, language: input.language, languages: offered(input), fallback: input.fallback })
    .where(eq(markets.id, id));
  await setCountries(db, id, input.countries);
  return { before, after: (await findAdminMarket(db, id, base))! };
}

export async function deleteMarket(db: Db, id: string, base: string): Promise<AdminMarket> {
  const before = await findAdminMarket(db, id, base);
  if (!before) throw notFound('Market not found');
  if (before.fallback) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(markets).where(ne(markets.id, id));
    if (Number(n) > 0) throw conflict('The fallback market serves every country the other markets do not list: make another market the fallback, or delete the others, first');
  }
  await db.delete(markets).where(eq(markets.id, id));
  return before;
}

export async function excludedVariantsOf(db: Db, id: string): Promise<string[]> {
  const [market] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, id));
  if (!market) throw notFound('Market not found');
  const rows = await db
    .select({ id: marketExcludedVariants.variantId })
    .from(marketExcludedVariants)
    .where(eq(marketExcludedVariants.marketId, id))
    .orderBy(asc(marketExcludedVariants.variantId));
  return rows.map((r) => r.id);
}

export async function setExcludedVariants(db: Db, id: string, variantIds: readonly string[]): Promise<{ before: string[]; after: string[] }> {
  const before = await excludedVariantsOf(db, id);
  const ids = [...new Set(variantIds)].sort();
  const known = await variantBasePrices(db, ids);
  const unknown = ids.filter((v) => !known.has(v));
  if (unknown.length > 0) throw badRequest(`No version has the id ${unknown.join(', ')}`, { variantIds: 'Unknown version' });
  await db.delete(marketExcludedVariants).where(eq(marketExcludedVariants.marketId, id));
  if (ids.length > 0) await db.insert(marketExcludedVariants).values(ids.map((variantId) => ({ marketId: id, variantId })));
  return { before, after: ids };
}
