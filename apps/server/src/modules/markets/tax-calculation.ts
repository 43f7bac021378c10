// Tax on an order's lines, in integer minor units of the order's currency. Each line (and shipping,
// which is one more line) is taxed on its own and rounded once, to the currency's minor unit; the
// order's net, tax and gross are the sums of its lines, and each rate's totals (an invoice's tax
// summary) are sums too. So the total a shopper is charged always equals the sum of the lines they
// see, whatever the currency: per-order rounding is the classic source of a cent between the two.
//
// A market either lists prices with tax included (the EU, the UK, Japan: a line's gross is its
// price and the net is what remains) or without (the US: tax is added on top).

/**
 * A tax rate in millionths (parts per million): 190000 is 19 %, 255000 is 25.5 %, 88750 is a US
 * city's 8.875 %, 0 is none. Integers, so no rate is ever a binary fraction.
 */
export type Rate = number;

export interface TaxableLine {
  /** The line's amount as listed (unit price × quantity), in minor units: gross when prices include tax, else net. */
  amount: number;
  rate: Rate;
}

export interface TaxedLine {
  net: number;
  tax: number;
  gross: number;
  rate: Rate;
}

export interface TaxedOrder<L> {
  lines: (L & TaxedLine)[];
  net: number;
  tax: number;
  gross: number;
  /** Per rate, highest first: the lines' net and tax summed (never recomputed from the sum). */
  byRate: { rate: Rate; net: number; tax: number }[];
}

const MILLION = 1_000_000n;

/** a / b rounded half away from zero (commercial rounding), for b > 0. */
function divideRounded(a: bigint, b: bigint): bigint {
  const magnitude = ((a < 0n ? -a : a) * 2n + b) / (b * 2n);
  return a < 0n ? -magnitude : magnitude;
}

function assertRate(rate: Rate): void {
  if (!Number.isInteger(rate) || rate < 0 || rate >= 1_000_000) throw new RangeError(`A tax rate is whole millionths below 100 %, not ${rate}`);
}

/** One line: net, tax and gross from its listed amount. Exact integers: BigInt keeps amount × rate exact. */
export function taxLine({ amount, rate }: TaxableLine, pricesIncludeTax: boolean): TaxedLine {
  assertRate(rate);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`An amount is whole minor units, not ${amount}`);
  const listed = BigInt(amount);
  if (pricesIncludeTax) {
    const net = Number(divideRounded(listed * MILLION, MILLION + BigInt(rate)));
    return { net, tax: amount - net, gross: amount, rate };
  }
  const tax = Number(divideRounded(listed * BigInt(rate), MILLION));
  return { net: amount, tax, gross: amount + tax, rate };
}

/** Every line taxed on its own; the order's totals and each rate's totals are the lines' sums. */
export function taxOrder<L extends TaxableLine>(lines: readonly L[], pricesIncludeTax: boolean): TaxedOrder<L> {
  const taxed = lines.map((line) => ({ ...line, ...taxLine(line, pricesIncludeTax) }));
  const byRate = new Map<Rate, { rate: Rate; net: number; tax: number }>();
  let net = 0;
  let tax = 0;
  for (const line of taxed) {
    net += line.net;
    tax += line.tax;
    const r = byRate.get(line.rate) ?? { rate: line.rate, net: 0, tax: 0 };
    r.net += line.net;
    r.tax += line.tax;
    byRate.set(line.rate, r);
  }
  return { lines: taxed, net, tax, gross: net + tax, byRate: [...byRate.values()].sort((a, b) => b.rate - a.rate) };
}

/** "19%", "8.875%": the contract writes rates for the server and the back office alike. */
export { formatRate } from '@store/contract/tax-rates';

/**
 * The share of a taxed line that `units` of its `quantity` units carry (a partial refund, its credit
 * note): net and gross each in proportion, rounded half up to the minor unit, tax the difference,
 * so the share adds up as the line does. All the units are the whole line.
 */
export function shareOf(line: TaxedLine, units: number, quantity: number): TaxedLine {
  if (!Number.isInteger(units) || !Number.isInteger(quantity) || units < 0 || quantity < 1 || units > quantity) throw new RangeError(`${units} of ${quantity} units is no share`);
  const part = (amount: number) => Number(divideRounded(BigInt(amount) * BigInt(units), BigInt(quantity)));
  const net = part(line.net);
  const gross = part(line.gross);
  return { net, tax: gross - net, gross, rate: line.rate };
}
