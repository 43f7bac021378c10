// What pricing an order for a destination needs, read from the database in a fixed number of
// queries whatever the cart: the destination's market, the versions' prices in its currency, which
// versions it leaves out, the destination's tax rates, the zone that ships there and the exchange
// rate. order-pricing.ts does the arithmetic.
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingMethods, shippingZoneCountries, shippingZones, taxRates } from '../../db/schema/index';
import { variantPricingFacts } from '../products';
import { excludedAmong, listMarkets, marketOf } from './market-reads';
import type { PricingFacts } from './order-pricing';
import type { ShippingMethod, ShippingRate, ShippingZone } from './shipping-rates';
import { pricesFromBase } from './variant-prices';

export interface Destination {
  country: string;
  /** ISO 3166-2 ('US-CA'): its own rate wins over the country's where the owner keeps one. */
  region?: string | undefined;
}

export interface Seller {
  baseCurrency: string;
  sellerCountry: string;
}

/** The markets are not set up to sell there: a market in a currency without an exchange rate. */
export class MarketNotReady extends Error {}

/** The destination's rates per class; a reduced class without its own rate pays the standard one. */
async function ratesFor(db: Db, { country, region }: Destination): Promise<PricingFacts['rates']> {
  const rows = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.country, country), region ? or(eq(taxRates.region, ''), eq(taxRates.region, region)) : eq(taxRates.region, '')));
  // The region's own rate first, else the country's.
  const pick = (taxClass: 'standard' | 'reduced') =>
    rows.find((r) => r.taxClass === taxClass && r.region !== '')?.rate ?? rows.find((r) => r.taxClass === taxClass && r.region === '')?.rate;
  const standard = pick('standard') ?? 0;
  return { standard, reduced: pick('reduced') ?? standard };
}

/** The zone that lists the country, with its methods in the owner's order; [] when none does. */
async function zonesFor(db: Db, country: string): Promise<ShippingZone[]> {
  const [zone] = await db
    .select({ id: shippingZones.id, name: shippingZones.name })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(eq(shippingZoneCountries.country, country));
  if (!zone) return [];
  const methods = await db.select().from(shippingMethods).where(eq(shippingMethods.zoneId, zone.id)).orderBy(asc(shippingMethods.position));
  return [
    {
      name: zone.name,
      countries: [country],
      methods: methods.map(
        (m): ShippingMethod => ({
          id: m.id,
          name: m.name,
          deliveryDays: { min: m.minDays, max: m.maxDays },
          // Checked when written (shippingZoneProblems).
          rates: m.rates as Record<string, ShippingRate>,
          freeFrom: m.freeFrom as Record<string, number>,
        }),
      ),
    },
  ];
}

/**
 * The facts for `lines` sent to `destination`, or undefined when the shop has no markets (it then
 * sells as it did before markets: the base currency, no tax, no shipping charge).
 */
export async function pricingFactsFor(
  db: Db,
  destination: Destination,
  lines: readonly { variantId: string; quantity: number }[],
  seller: Seller,
): Promise<PricingFacts | undefined> {
  const market = marketOf(await listMarkets(db), destination.country);
  if (!market) return undefined;
  const ids = lines.map((l) => l.variantId);
  const foreign = market.currency !== seller.baseCurrency;
  // The versions' base prices come with their facts: the market's prices derive from those, and the
  // rate they used is the order's exchange rate.
  const facts = await variantPricingFacts(db, ids);
  const base = new Map([...facts].map(([id, f]) => [id, f.amount]));
  const [{ prices, rate }, excluded, rates, zones] = await Promise.all([
    pricesFromBase(db, base, market.currency, seller.baseCurrency),
    excludedAmong(db, market.id, ids),
    ratesFor(db, destination),
    zonesFor(db, destination.country),
  ]);
  if (foreign && !rate) throw new MarketNotReady(`The ${market.name} market sells in ${market.currency}, which has no exchange rate`);
  return {
    market,
    baseCurrency: seller.baseCurrency,
    sellerCountry: seller.sellerCountry,
    rates,
    zones,
    exchangeRate: foreign ? rate! : null,
    lines: lines.map((l) => {
      const f = facts.get(l.variantId);
      return {
        variantId: l.variantId,
        quantity: l.quantity,
        price: prices.get(l.variantId),
        excluded: excluded.has(l.variantId),
        weightGrams: f?.weightGrams ?? null,
        taxClass: f?.taxClass ?? 'standard',
      };
    }),
  };
}
