// A price in another currency where the owner has not set one: the base price times the owner's
// exchange rate, rounded by the market's rule (whole yen, CHF to 5 rappen, euros ending in .99).
// Exact: the rate is a decimal text read into integers, and everything is BigInt until the result,
// an integer count of the target currency's minor units. A price the owner sets always wins; this
// is only the fallback, and the back office marks such prices as derived.
import { minorDigits, type Money } from '@store/contract/money';

/**
 * How a converted amount becomes a price, in the target currency's minor units:
 * - `nearest`: the nearest multiple of `step` (1: the minor unit; 100: whole euros; 5: CHF's 0.05);
 * - `ending`: the smallest amount at or above the converted one that ends `below` under a multiple
 *   of `step` (step 100, below 1: prices end in .99; step 1000, below 20 for yen: ¥…980).
 */
export type PriceRounding = { mode: 'nearest'; step: number } | { mode: 'ending'; step: number; below: number };

export interface ExchangeRate {
  /** Units of the target currency for one unit of the base, as decimal text: "0.92", "151.37". */
  rate: string;
  currency: string;
  rounding: PriceRounding;
}

const decimalRate = /^(\d{1,9})(?:\.(\d{1,9}))?$/;

/** "151.37" as 15137 / 100: exact, never a float. */
function parseRate(rate: string): { numerator: bigint; denominator: bigint } {
  const m = decimalRate.exec(rate);
  if (!m) throw new RangeError(`An exchange rate is a positive decimal number, not "${rate}"`);
  const fraction = m[2] ?? '';
  const numerator = BigInt(`${m[1]}${fraction}`);
  if (numerator === 0n) throw new RangeError('An exchange rate is above zero');
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** Whether a rate text is one this module reads (for the back office's form). */
export const isExchangeRate = (rate: string): boolean => decimalRate.test(rate) && /[1-9]/.test(rate);

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The base price in the target currency, rounded by its rule; at least one step. */
export function derivePrice(base: Money, target: ExchangeRate): Money {
  if (!Number.isSafeInteger(base.amount) || base.amount <= 0) throw new RangeError('A price to convert is a positive whole number of minor units');
  const { numerator, denominator } = parseRate(target.rate);
  // base.amount / 10^db major units × rate = (amount × numerator × 10^dt) / (denominator × 10^db) minor units.
  const top = BigInt(base.amount) * numerator * 10n ** BigInt(minorDigits(target.currency));
  const bottom = denominator * 10n ** BigInt(minorDigits(base.currency));
  const { rounding } = target;
  const step = BigInt(rounding.step);
  if (!Number.isSafeInteger(rounding.step) || rounding.step < 1) throw new RangeError('A rounding step is a whole number of minor units, at least 1');
  let amount: bigint;
  if (rounding.mode === 'nearest') {
    // Half away from zero, to a multiple of step: (2·top + step·bottom) / (2·step·bottom), times step.
    amount = ((2n * top + step * bottom) / (2n * step * bottom)) * step;
    if (amount === 0n) amount = step;
  } else {
    const below = BigInt(rounding.below);
    if (!Number.isSafeInteger(rounding.below) || below < 0n || below >= step) throw new RangeError('A price ending lies within one step');
    // The smallest k·step − below at or above top / bottom: k = ceil((top + below·bottom) / (step·bottom)).
    amount = ceilDiv(top + below * bottom, step * bottom) * step - below;
  }
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The converted price is too large');
  return { amount: Number(amount), currency: target.currency };
}

/**
 * An amount of a market's currency back in the base currency at the rate its prices were derived
 * with (units of `amount.currency` per base unit), rounded half up to the base's minor unit: what
 * an order's revenue is worth in the shop's books.
 */
export function toBaseCurrency(amount: Money, rate: string, baseCurrency: string): Money {
  if (!Number.isSafeInteger(amount.amount) || amount.amount < 0) throw new RangeError('An amount to convert is a whole, non-negative number of minor units');
  const { numerator, denominator } = parseRate(rate);
  // amount / 10^dm market units ÷ rate = (amount × denominator × 10^db) / (numerator × 10^dm) base minor units.
  const top = BigInt(amount.amount) * denominator * 10n ** BigInt(minorDigits(baseCurrency));
  const bottom = numerator * 10n ** BigInt(minorDigits(amount.currency));
  return { amount: Number((2n * top + bottom) / (2n * bottom)), currency: baseCurrency };
}
