// Shipping zones, their methods and what a method costs for one order. Pure: the zones are data
// (seeded, later edited by the back office) and every answer is computed from them and the order.
// Amounts are integer minor units of the currency they are keyed by; a method is offered in a
// currency only where it names a rate in it, so nothing here converts between currencies.
import { countryName, type Money } from '@store/contract';

/** A weight band: orders up to and including `upToGrams` cost `amount`. */
export interface WeightBand {
  upToGrams: number;
  amount: number;
}

/** An order value band: subtotals from `fromAmount` (inclusive) up to the next band cost `amount`. */
export interface ValueBand {
  fromAmount: number;
  amount: number;
}

export type ShippingRate =
  | { kind: 'flat'; amount: number }
  | { kind: 'weight'; bands: readonly WeightBand[] }
  | { kind: 'orderValue'; bands: readonly ValueBand[] };

export interface ShippingMethod {
  /** Unique within its zone; what the shopper's choice names. */
  id: string;
  name: string;
  /** Working days from dispatch, as promised to the shopper. */
  deliveryDays: { min: number; max: number };
  /** Rate per ISO 4217 currency; the method is not offered in a currency it has no rate for. */
  rates: Readonly<Record<string, ShippingRate>>;
  /** Per currency: a subtotal at or above it ships free with this method. */
  freeFrom?: Readonly<Record<string, number>>;
}

export interface ShippingZone {
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countries: readonly string[];
  methods: readonly ShippingMethod[];
}

/** One line as shipping sees it: the variant's weight (null when not recorded) and how many. */
export interface ShippingLine {
  weightGrams: number | null;
  quantity: number;
}

export interface ShippingOrder {
  /** Where the order goes, ISO 3166-1 alpha-2. */
  country: string;
  /** The goods' subtotal in the order's currency: it picks the rates and the free-shipping threshold. */
  subtotal: Money;
  lines: readonly ShippingLine[];
}

/** Why a method is not offered for an order. */
export type NotOfferedReason =
  | 'no-rate-in-currency'
  /** Weight-banded method and a line without a weight. */
  | 'weight-unknown'
  /** Heavier than the method's last weight band. */
  | 'too-heavy'
  /** Subtotal below the method's lowest value band. */
  | 'below-value-bands';

export interface OfferedMethod {
  id: string;
  name: string;
  deliveryDays: { min: number; max: number };
  price: Money;
  /** True when the free-shipping threshold made the price 0 (a rate of 0 is not "free" here). */
  free: boolean;
}

export type MethodQuote = { offered: true; method: OfferedMethod } | { offered: false; reason: NotOfferedReason };

export type ZoneLookup = { ok: true; zone: ShippingZone } | { ok: false; reason: 'country-not-shipped'; country: string };

export type ShippingOptions =
  | { ok: true; zone: string; methods: OfferedMethod[] }
  | { ok: false; reason: 'country-not-shipped'; country: string };

export type ShippingPrice =
  | { ok: true; zone: string; method: OfferedMethod }
  | { ok: false; reason: 'country-not-shipped'; country: string }
  | { ok: false; reason: 'unknown-method'; methodId: string }
  | { ok: false; reason: NotOfferedReason; methodId: string };

/** The first zone listing the country: a country in two zones belongs to the earlier one. */
export function zoneFor(zones: readonly ShippingZone[], country: string): ZoneLookup {
  const code = country.trim().toUpperCase();
  const zone = zones.find((z) => z.countries.includes(code));
  return zone ? { ok: true, zone } : { ok: false, reason: 'country-not-shipped', country: code };
}

/**
 * Total weight of the lines in grams, or null when any line's variant has no recorded weight.
 * Null rather than counting the unknown as 0: a saw without a weight would otherwise ship at the
 * lightest band's price.
 */
export function orderWeightGrams(lines: readonly ShippingLine[]): number | null {
  let total = 0;
  for (const line of lines) {
    if (line.weightGrams === null) return null;
    total += line.weightGrams * line.quantity;
  }
  return total;
}

/**
 * What one method costs for this order, or why it is not offered.
 *
 * Unknown weight: a weight-banded method is not offered when any line lacks a weight (flat and
 * order-value methods still are), so a missing weight never under-prices a heavy parcel, and a
 * shop whose zone has only weight-banded methods sees the gap instead of a wrong price. The
 * free-shipping threshold does not lift this, nor "too heavy": the bands also stand for what the
 * carrier accepts, which a free parcel must respect too.
 */
export function quoteMethod(method: ShippingMethod, order: Omit<ShippingOrder, 'country'>): MethodQuote {
  const { currency, amount: subtotal } = order.subtotal;
  const rate = method.rates[currency];
  if (!rate) return { offered: false, reason: 'no-rate-in-currency' };

  let amount: number;
  switch (rate.kind) {
    case 'flat':
      amount = rate.amount;
      break;
    case 'weight': {
      const weight = orderWeightGrams(order.lines);
      if (weight === null) return { offered: false, reason: 'weight-unknown' };
      // The tightest band that holds the weight, whatever order the bands were written in.
      let band: WeightBand | undefined;
      for (const b of rate.bands) if (weight <= b.upToGrams && (!band || b.upToGrams < band.upToGrams)) band = b;
      if (!band) return { offered: false, reason: 'too-heavy' };
      amount = band.amount;
      break;
    }
    case 'orderValue': {
      // The highest band the subtotal has reached.
      let band: ValueBand | undefined;
      for (const b of rate.bands) if (subtotal >= b.fromAmount && (!band || b.fromAmount > band.fromAmount)) band = b;
      if (!band) return { offered: false, reason: 'below-value-bands' };
      amount = band.amount;
      break;
    }
  }

  const threshold = method.freeFrom?.[currency];
  const free = threshold !== undefined && subtotal >= threshold;
  return {
    offered: true,
    method: { id: method.id, name: method.name, deliveryDays: { ...method.deliveryDays }, price: { amount: free ? 0 : amount, currency }, free },
  };
}

/** The methods offered for the order, in the zone's order, each with its price. */
export function shippingOptions(zones: readonly ShippingZone[], order: ShippingOrder): ShippingOptions {
  const found = zoneFor(zones, order.country);
  if (!found.ok) return found;
  const methods: OfferedMethod[] = [];
  for (const method of found.zone.methods) {
    const quote = quoteMethod(method, order);
    if (quote.offered) methods.push(quote.method);
  }
  return { ok: true, zone: found.zone.name, methods };
}

/**
 * The price of the method the shopper chose, priced again from the zones (never from what the
 * client sent); refused when the country is not shipped to, the zone has no such method, or the
 * method is not offered for this order.
 */
export function shippingPrice(zones: readonly ShippingZone[], order: ShippingOrder, methodId: string): ShippingPrice {
  const found = zoneFor(zones, order.country);
  if (!found.ok) return found;
  const method = found.zone.methods.find((m) => m.id === methodId);
  if (!method) return { ok: false, reason: 'unknown-method', methodId };
  const quote = quoteMethod(method, order);
  return quote.offered ? { ok: true, zone: found.zone.name, method: quote.method } : { ok: false, reason: quote.reason, methodId };
}

const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * What is wrong with a set of zones, one sentence each (empty when nothing is): for seeds and
 * the back office, before zones are saved. A country in two zones is allowed (the first wins) and
 * so is a method without a rate in some currency (it is simply not offered there).
 */
export function shippingZoneProblems(zones: readonly ShippingZone[]): string[] {
  const problems: string[] = [];
  const zoneNames = new Set<string>();
  for (const zone of zones) {
    const at = `Zone "${zone.name}"`;
    if (zoneNames.has(zone.name)) problems.push(`${at} is listed twice`);
    zoneNames.add(zone.name);
    if (zone.countries.length === 0) problems.push(`${at} has no countries`);
    for (const c of zone.countries) if (!countryName(c)) problems.push(`${at}: "${c}" is not an ISO 3166-1 alpha-2 country code`);
    if (new Set(zone.countries).size !== zone.countries.length) problems.push(`${at} lists a country twice`);
    const ids = new Set<string>();
    for (const m of zone.methods) {
      const where = `${at}, method "${m.id}"`;
      if (ids.has(m.id)) problems.push(`${where} is listed twice`);
      ids.add(m.id);
      const { min, max } = m.deliveryDays;
      if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || min > max) problems.push(`${where}: delivery days must be whole numbers with min ≤ max`);
      for (const [currency, rate] of Object.entries(m.rates)) problems.push(...rateProblems(`${where}, ${currency}`, currency, rate));
      for (const [currency, threshold] of Object.entries(m.freeFrom ?? {})) {
        if (!/^[A-Z]{3}$/.test(currency)) problems.push(`${where}: "${currency}" is not an ISO 4217 currency code`);
        if (!isAmount(threshold)) problems.push(`${where}, ${currency}: the free-shipping threshold must be a whole, non-negative amount`);
      }
    }
  }
  return problems;
}

function rateProblems(where: string, currency: string, rate: ShippingRate): string[] {
  const problems: string[] = [];
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`${where}: not an ISO 4217 currency code`);
  const amounts = rate.kind === 'flat' ? [rate.amount] : rate.bands.map((b) => b.amount);
  if (!amounts.every(isAmount)) problems.push(`${where}: amounts must be whole, non-negative minor units`);
  if (rate.kind === 'weight') {
    if (rate.bands.length === 0) problems.push(`${where}: a weight rate needs at least one band`);
    if (!rate.bands.every((b) => Number.isSafeInteger(b.upToGrams) && b.upToGrams > 0)) problems.push(`${where}: band limits must be whole grams above 0`);
    if (new Set(rate.bands.map((b) => b.upToGrams)).size !== rate.bands.length) problems.push(`${where}: two bands end at the same weight`);
  }
  if (rate.kind === 'orderValue') {
    if (rate.bands.length === 0) problems.push(`${where}: an order value rate needs at least one band`);
    if (!rate.bands.every((b) => isAmount(b.fromAmount))) problems.push(`${where}: band starts must be whole, non-negative minor units`);
    if (new Set(rate.bands.map((b) => b.fromAmount)).size !== rate.bands.length) problems.push(`${where}: two bands start at the same amount`);
  }
  return problems;
}
