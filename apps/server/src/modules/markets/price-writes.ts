// Exchange rates and the prices the owner sets per currency. A price set for a currency wins over
// the one derived from the base price at the rate (variant-prices.ts); clearing it derives it again.
// The base currency's prices are the products module's: they are changed on the product.
import { and, asc, eq } from 'drizzle-orm';
import { type CurrencyRate, type CurrencyRateInput, type ProductPrices } from '@store/contract';
import type { Db } from '../../db/client';
import { currencyRates, markets, variantPrices } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { productLabels, variantBasePrices, variantReads } from '../products';
import { variantPricesIn } from './variant-prices';

const toRate = (r: typeof currencyRates.$inferSelect): CurrencyRate => ({
  currency: r.currency,
  rate: r.rate,
  roundingMode: r.roundingMode,
  roundingStep: r.roundingStep,
  roundingBelow: r.roundingBelow,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listCurrencyRates(db: Db): Promise<CurrencyRate[]> {
  return (await db.select().from(currencyRates).orderBy(asc(currencyRates.currency))).map(toRate);
}

const notTheBase = (currency: string, base: string, what: string) => {
  if (currency === base) throw badRequest(`${currency} is the store's own currency: ${what}`, { currency: 'The store’s own currency' });
};

export async function upsertCurrencyRate(
  db: Db,
  currency: string,
  input: Required<CurrencyRateInput>,
  base: string,
): Promise<{ before: CurrencyRate | null; after: CurrencyRate }> {
  notTheBase(currency, base, 'it needs no exchange rate');
  const [old] = await db.select().from(currencyRates).where(eq(currencyRates.currency, currency));
  const values = { rate: input.rate, roundingMode: input.roundingMode, roundingStep: input.roundingStep, roundingBelow: input.roundingMode === 'ending' ? input.roundingBelow : 0, updatedAt: new Date() };
  const [row] = await db
    .insert(currencyRates)
    .values({ currency, ...values })
    .onConflictDoUpdate({ target: currencyRates.currency, set: values })
    .returning();
  return { before: old ? toRate(old) : null, after: toRate(row!) };
}

export async function deleteCurrencyRate(db: Db, currency: string): Promise<CurrencyRate> {
  const [row] = await db.delete(currencyRates).where(eq(currencyRates.currency, currency)).returning();
  if (!row) throw notFound(`No exchange rate for ${currency}`);
  return toRate(row);
}

/** The currencies a price can be shown in: the base first, then every market's and rate's. */
async function priceCurrencies(db: Db, base: string): Promise<string[]> {
  const [m, r] = await Promise.all([db.selectDistinct({ c: markets.currency }).from(markets), db.select({ c: currencyRates.currency }).from(currencyRates)]);
  const others = [...new Set([...m, ...r].map((x) => x.c))].filter((c) => c !== base).sort();
  return [base, ...others];
}

/** One product's live versions, each with its price in every currency: set, derived (marked) or none. */
export async function productPrices(db: Db, productId: string, base: string): Promise<ProductPrices> {
  const [labels, variants, currencies] = await Promise.all([productLabels(db, [productId]), variantReads(db).variants(productId), priceCurrencies(db, base)]);
  const product = labels.get(productId);
  if (!product) throw notFound('Product not found');
  const ids = variants.map((v) => v.id);
  const byCurrency = await Promise.all(currencies.map((c) => variantPricesIn(db, ids, c, base)));
  return {
    product: { id: productId, name: product.name },
    baseCurrency: base,
    currencies,
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      label: Object.values(v.options ?? {}).join(' / '),
      prices: currencies.map((currency, i) => {
        const price = byCurrency[i]!.get(v.id);
        return { currency, amount: price?.amount ?? null, derived: price?.derived ?? false };
      }),
    })),
  };
}

type SetPrice = { amount: number; currency: string } | null;

export async function setVariantPrice(db: Db, variantId: string, currency: string, amount: number, base: string): Promise<{ before: SetPrice; after: SetPrice }> {
  notTheBase(currency, base, "a version's price in it is the product's price");
  if (!(await variantBasePrices(db, [variantId])).has(variantId)) throw notFound('Version not found');
  const before = await ownPrice(db, variantId, currency);
  await db
    .insert(variantPrices)
    .values({ variantId, currency, amount })
    .onConflictDoUpdate({ target: [variantPrices.variantId, variantPrices.currency], set: { amount } });
  return { before, after: { amount, currency } };
}

export async function clearVariantPrice(db: Db, variantId: string, currency: string, base: string): Promise<{ before: SetPrice }> {
  notTheBase(currency, base, "a version's price in it is the product's price");
  const before = await ownPrice(db, variantId, currency);
  if (!before) throw notFound(`This version has no price set in ${currency}`);
  await db.delete(variantPrices).where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, currency)));
  return { before };
}

async function ownPrice(db: Db, variantId: string, currency: string): Promise<SetPrice> {
  const [row] = await db
    .select({ amount: variantPrices.amount })
    .from(variantPrices)
    .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, currency)));
  return row ? { amount: row.amount, currency } : null;
}
