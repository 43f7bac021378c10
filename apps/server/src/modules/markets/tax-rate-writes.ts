// Tax rates as the back office edits them: one per country (or US state), per tax class, in
// millionths. The API takes a percent as text ("8.875") and converts it from its digits, never
// through a float (percentToMillionths in the contract).
import { and, asc, eq } from 'drizzle-orm';
import { percentToMillionths, type TaxRate, type TaxRateInput } from '@store/contract';
import type { Db } from '../../db/client';
import { taxRates } from '../../db/schema/index';
import { notFound } from '../../http/errors';

type Key = Pick<TaxRate, 'country' | 'region' | 'taxClass'>;

/** The audit trail's id for a rate: "DE/standard", "US-CA/reduced". */
export const taxRateId = (k: Key): string => `${k.region || k.country}/${k.taxClass}`;

const keyOf = (k: Key) => and(eq(taxRates.country, k.country), eq(taxRates.region, k.region), eq(taxRates.taxClass, k.taxClass));

export async function listTaxRates(db: Db, country?: string): Promise<TaxRate[]> {
  return db
    .select({ country: taxRates.country, region: taxRates.region, taxClass: taxRates.taxClass, rate: taxRates.rate })
    .from(taxRates)
    .where(country ? eq(taxRates.country, country) : undefined)
    .orderBy(asc(taxRates.country), asc(taxRates.region), asc(taxRates.taxClass));
}

async function findTaxRate(db: Db, k: Key): Promise<TaxRate | null> {
  const [row] = await db.select().from(taxRates).where(keyOf(k));
  return row ?? null;
}

export async function upsertTaxRate(db: Db, input: TaxRateInput & { region: string }): Promise<{ before: TaxRate | null; after: TaxRate }> {
  const rate = input.percent !== undefined ? percentToMillionths(input.percent) : input.rate!;
  const key = { country: input.country, region: input.region, taxClass: input.taxClass };
  const before = await findTaxRate(db, key);
  await db.insert(taxRates).values({ ...key, rate }).onConflictDoUpdate({ target: [taxRates.country, taxRates.region, taxRates.taxClass], set: { rate } });
  return { before, after: { ...key, rate } };
}

export async function deleteTaxRate(db: Db, key: Key): Promise<TaxRate> {
  const before = await findTaxRate(db, key);
  if (!before) throw notFound('No such tax rate');
  await db.delete(taxRates).where(keyOf(key));
  return before;
}
