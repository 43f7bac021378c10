// Stripe's amounts are "the currency's smallest unit", but Stripe's idea of that unit is not always
// ISO 4217's, which is what the store keeps (@store/contract/money). The differences, from Stripe's
// list of currencies:
// - zero-decimal at Stripe: amounts are whole units. For JPY, KRW, VND … ISO agrees; MGA has two
//   digits in ISO, so only whole ariary can be charged;
// - ISK has no minor unit in ISO, but Stripe's API keeps it two-decimal for backwards compatibility,
//   with amounts divisible by 100 (kr 5 is 500);
// - three-decimal currencies (BHD, JOD, KWD, OMR, TND) are charged in thousandths whose last digit is
//   0 (KWD 5.120, never 5.124).
// An amount Stripe cannot take exactly is refused here rather than rounded: the shopper is charged
// what the order says or nothing. A market in such a currency rounds its prices to what can be charged.
import { minorDigits, toDecimalString, type Money } from '@store/contract/money';

const zeroDecimal = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const threeDecimal = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** The digits of Stripe's `amount` for a currency (ISO 4217 code, any case). */
function stripeDigits(currency: string): number {
  if (zeroDecimal.has(currency)) return 0;
  if (currency === 'ISK') return 2;
  return minorDigits(currency);
}

/** Stripe's `amount` and `currency` for an amount of ours; null when Stripe cannot charge exactly that. */
export function toStripeAmount({ amount, currency }: Money): { amount: number; currency: string } | null {
  const code = currency.toUpperCase();
  const shift = stripeDigits(code) - minorDigits(code);
  let stripe: number;
  if (shift >= 0) stripe = amount * 10 ** shift;
  else {
    const unit = 10 ** -shift;
    if (amount % unit !== 0) return null;
    stripe = amount / unit;
  }
  if (threeDecimal.has(code) && stripe % 10 !== 0) return null;
  if (!Number.isSafeInteger(stripe)) return null;
  return { amount: stripe, currency: code.toLowerCase() };
}

/** Our amount for Stripe's `amount` and `currency` (as its API writes them: lower case). */
export function fromStripeAmount(amount: number, currency: string): Money {
  const code = currency.toUpperCase();
  const shift = stripeDigits(code) - minorDigits(code);
  // Stripe never reports a fraction of our minor unit: its amounts are what we sent, or refunds of them.
  return { amount: shift >= 0 ? Math.round(amount / 10 ** shift) : amount * 10 ** -shift, currency: code };
}

/** Why an amount cannot be charged, in the shopper's words. */
export const notChargeable = (m: Money) => `An amount of ${toDecimalString(m)} ${m.currency} cannot be charged by card: prices in ${m.currency} must be rounded further.`;
