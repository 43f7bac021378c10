// The demo store's markets (docs/decisions/0031-markets.md): six markets, the exchange rates their
// derived prices come from, the tax rates of the countries we sell to, and shipping zones. Loaded by
// the seed when no market exists, straight into the tables as a store holds them.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { currencyRates, marketCountries, markets, shippingMethods, shippingZoneCountries, shippingZones, taxRates } from './schema/index';
import { taxRateSeeds } from './tax-rates-data';

/** Every country that pays in euros (Bulgaria since January 2026). */
const euroArea = ['AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];
const restOfEurope = ['CZ', 'DK', 'HU', 'PL', 'RO', 'SE', 'GB', 'CH', 'LI', 'NO', 'IS'];
/** Shipped to by air; a country in no zone is told so before any payment. */
const overseas = ['CA', 'MX', 'AU', 'NZ', 'SG', 'KR', 'HK', 'TW', 'AE', 'IL', 'ZA', 'BR', 'CL', 'IN'];

/**
 * Prices derived from US dollars: euros, pounds ending in .99, yen to the ten, francs to five rappen.
 * A demo's rates, not today's.
 */
const demoRates = [
  { currency: 'EUR', rate: '0.86', roundingMode: 'ending' as const, roundingStep: 100, roundingBelow: 1 },
  { currency: 'GBP', rate: '0.75', roundingMode: 'ending' as const, roundingStep: 100, roundingBelow: 1 },
  { currency: 'JPY', rate: '155', roundingMode: 'nearest' as const, roundingStep: 10, roundingBelow: 0 },
  { currency: 'CHF', rate: '0.80', roundingMode: 'nearest' as const, roundingStep: 5, roundingBelow: 0 },
];

/** `excludes`: the versions (by an option value) it does not sell: mains voltage and plug. */
const demoMarkets = [
  // US workshops have 240 V circuits: both voltages are sold there.
  // eslint-disable-next-line no-restricted-syntax -- demo data names its markets' currencies
  { name: 'United States', currency: 'USD', pricesIncludeTax: false, countries: ['US'], excludes: null, languages: ['en'] },
  // German in Germany and Austria, French in France, Belgium and Luxembourg, Spanish in Spain, English elsewhere.
  { name: 'Euro area', currency: 'EUR', pricesIncludeTax: true, countries: euroArea, excludes: '120 V', languages: ['en', 'de', 'fr', 'es'] },
  { name: 'United Kingdom', currency: 'GBP', pricesIncludeTax: true, countries: ['GB'], excludes: '120 V', languages: ['en'] },
  // Japan's mains are 100 V with the US plug: the 120 V models are the ones sold there.
  { name: 'Japan', currency: 'JPY', pricesIncludeTax: true, countries: ['JP'], excludes: '230 V', languages: ['ja', 'en'] },
  { name: 'Switzerland', currency: 'CHF', pricesIncludeTax: true, countries: ['CH', 'LI'], excludes: '120 V', languages: ['de', 'fr', 'en'] },
  // eslint-disable-next-line no-restricted-syntax -- demo data names its markets' currencies
  { name: 'Rest of world', currency: 'USD', pricesIncludeTax: false, countries: [], excludes: null, fallback: true, languages: ['en', 'es', 'fr'] },
];

const flat = (amount: number) => ({ kind: 'flat', amount });
const byWeight = (bands: [number, number][]) => ({ kind: 'weight', bands: bands.map(([upToGrams, amount]) => ({ upToGrams, amount })) });

const demoZones = [
  {
    name: 'United States',
    countries: ['US'],
    methods: [
      { name: 'Standard', minDays: 3, maxDays: 5, rates: { USD: flat(995) }, freeFrom: { USD: 15_000 } },
      { name: 'Express', minDays: 1, maxDays: 2, rates: { USD: byWeight([[5_000, 2_495], [20_000, 3_995], [40_000, 6_995]]) }, freeFrom: {} },
    ],
  },
  {
    name: 'Europe',
    countries: [...euroArea, ...restOfEurope],
    methods: [
      { name: 'Standard', minDays: 3, maxDays: 7, rates: { EUR: flat(990), GBP: flat(890), CHF: flat(1_290), USD: flat(1_195) }, freeFrom: { EUR: 20_000, GBP: 17_500, CHF: 20_000 } },
      { name: 'Express', minDays: 1, maxDays: 3, rates: { EUR: byWeight([[5_000, 1_990], [20_000, 3_490], [40_000, 5_990]]), GBP: byWeight([[5_000, 1_790], [20_000, 2_990], [40_000, 4_990]]) }, freeFrom: {} },
    ],
  },
  {
    name: 'Japan',
    countries: ['JP'],
    methods: [{ name: 'Standard', minDays: 4, maxDays: 8, rates: { JPY: flat(1_500) }, freeFrom: { JPY: 30_000 } }],
  },
  {
    name: 'Overseas',
    countries: overseas,
    methods: [{ name: 'International', minDays: 6, maxDays: 14, rates: { USD: byWeight([[2_000, 2_900], [10_000, 5_900], [30_000, 12_900]]) }, freeFrom: {} }],
  },
];

/**
 * `idOf` gives each row the seed's fixed id, so two processes loading at once meet on primary keys
 * and every row goes in once.
 */
export async function loadDemoMarkets(db: Db, idOf: (...parts: string[]) => string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, m] of demoMarkets.entries()) {
      const id = idOf('market', m.name);
      await tx
        .insert(markets)
        .values({ id, name: m.name, currency: m.currency, pricesIncludeTax: m.pricesIncludeTax, language: m.languages[0]!, languages: m.languages, fallback: m.fallback ?? false, position })
        .onConflictDoNothing();
      if (m.countries.length > 0) await tx.insert(marketCountries).values(m.countries.map((country) => ({ country, marketId: id }))).onConflictDoNothing();
      if (m.excludes) {
        await tx.execute(sql`insert into market_excluded_variant (market_id, variant_id)
          select ${id}::uuid, vov.variant_id from product_variant_option_value vov
          join product_option o on o.id = vov.option_id and o.name = 'Voltage'
          join product_option_value ov on ov.id = vov.value_id and ov.value = ${m.excludes}
          on conflict do nothing`);
      }
    }
    await tx.insert(currencyRates).values(demoRates).onConflictDoNothing();
    await tx.insert(taxRates).values(taxRateSeeds.map((r) => ({ country: r.country, taxClass: r.taxClass, rate: r.rate }))).onConflictDoNothing();
    for (const [position, z] of demoZones.entries()) {
      const zoneId = idOf('shipping-zone', z.name);
      await tx.insert(shippingZones).values({ id: zoneId, name: z.name, position }).onConflictDoNothing();
      await tx.insert(shippingZoneCountries).values(z.countries.map((country) => ({ country, zoneId }))).onConflictDoNothing();
      await tx
        .insert(shippingMethods)
        .values(z.methods.map((method, i) => ({ ...method, id: idOf('shipping-method', z.name, method.name), zoneId, position: i })))
        .onConflictDoNothing();
    }
    // The demo versions weigh what their product's specifications say (weight-banded shipping reads them).
    await tx.execute(sql`update product_variant v set weight_grams = round((p.specs->>'weightKg')::numeric * 1000)::integer
      from product p where p.id = v.product_id and v.weight_grams is null and p.specs ? 'weightKg'`);
  });
}
