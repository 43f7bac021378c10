// Selling worldwide (docs/decisions/0031-markets.md): markets (the countries one currency, one tax
// display and one default language serve), prices per currency, the versions a market does not sell,
// tax rates per country and shipping zones. Owned by modules/markets.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './products';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const markets = pgTable(
  'market',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** ISO 4217: what its shoppers see and pay. */
    currency: text('currency').notNull(),
    /** Gross prices with "incl. VAT" (the EU, the UK, Japan), or net prices with tax added at checkout (the US). */
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    /** ISO 639-1: its pages' default language, the first part of its URL prefix (/en-de/). */
    language: text('language').notNull(),
    /** Every language its pages are offered in (/de-ch/, /fr-ch/), the default among them. */
    languages: text('languages').array().notNull(),
    /** The market of every country no market lists (Rest of world); at most one. */
    fallback: boolean('fallback').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('market_fallback_unique').on(t.fallback).where(sql`${t.fallback}`),
    check('market_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('market_language_code', sql`${t.language} ~ '^[a-z]{2}$'`),
    check('market_languages_offer_default', sql`${t.language} = any(${t.languages})`),
  ],
);

/** A country belongs to one market at most (else to the fallback market). */
export const marketCountries = pgTable(
  'market_country',
  {
    /** ISO 3166-1 alpha-2. */
    country: text('country').primaryKey(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
  },
  (t) => [index('market_country_market_idx').on(t.marketId), check('market_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`)],
);

/** The versions a market does not sell (the 120 V saws in the Euro area): listed, so a new version is sold everywhere. */
export const marketExcludedVariants = pgTable(
  'market_excluded_variant',
  {
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.variantId] }), index('market_excluded_variant_variant_idx').on(t.variantId)],
);

/**
 * How a currency's prices are derived from the base currency's where the owner set none: the rate
 * (units of this currency for one of the base, as exact decimal text) and the rounding rule
 * (modules/markets/price-derivation.ts).
 */
export const currencyRates = pgTable(
  'currency_rate',
  {
    currency: text('currency').primaryKey(),
    rate: text('rate').notNull(),
    roundingMode: text('rounding_mode', { enum: ['nearest', 'ending'] }).notNull(),
    /** Minor units of this currency. */
    roundingStep: integer('rounding_step').notNull(),
    roundingBelow: integer('rounding_below').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('currency_rate_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('currency_rate_decimal', sql`${t.rate} ~ '^[0-9]{1,9}(\\.[0-9]{1,9})?$' and ${t.rate} ~ '[1-9]'`),
    check('currency_rate_rounding', sql`${t.roundingStep} >= 1 and ${t.roundingBelow} >= 0 and ${t.roundingBelow} < ${t.roundingStep}`),
  ],
);

/** A price the owner set for a version in a currency other than the base: it wins over the derived one. */
export const variantPrices = pgTable(
  'product_variant_price',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.currency] }),
    check('product_variant_price_positive', sql`${t.amount} > 0`),
    check('product_variant_price_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * Tax rates in millionths (190000 is 19 %) per country, optionally per region (a US state: 'US-NY';
 * '' for the whole country), per tax class ('standard', or 'reduced' for products that need one).
 */
export const taxRates = pgTable(
  'tax_rate',
  {
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    taxClass: text('tax_class', { enum: ['standard', 'reduced'] }).notNull(),
    rate: integer('rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.region, t.taxClass] }),
    check('tax_rate_range', sql`${t.rate} >= 0 and ${t.rate} < 1000000`),
    check('tax_rate_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const shippingZones = pgTable(
  'shipping_zone',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('shipping_zone_name_unique').on(sql`lower(${t.name})`)],
);

/** A country is in one zone at most; a country in none is not shipped to. */
export const shippingZoneCountries = pgTable(
  'shipping_zone_country',
  {
    country: text('country').primaryKey(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
  },
  (t) => [index('shipping_zone_country_zone_idx').on(t.zoneId), check('shipping_zone_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`)],
);

/**
 * A way to ship to a zone. `rates` and `freeFrom` are keyed by currency, as modules/markets/
 * shipping-rates.ts reads them (checked there when written): a method without a rate in the
 * order's currency is not offered.
 */
export const shippingMethods = pgTable(
  'shipping_method',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    rates: jsonb('rates').notNull(),
    freeFrom: jsonb('free_from').notNull().default(sql`'{}'::jsonb`),
    position: integer('position').notNull(),
  },
  (t) => [index('shipping_method_zone_idx').on(t.zoneId, t.position), check('shipping_method_days', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`)],
);
