// Money: an integer count of a currency's minor units (cents, pence; yen have none) and its ISO 4217
// code. Every amount the store keeps, computes or sends exactly is this; it is formatted for people in
// one place (formatMoney, on Intl.NumberFormat) and turned into SPEC's decimal numbers in one place
// (toMajorNumber). No code multiplies or divides money by 100: the digits come from the currency.
// Without zod, so the first view (product cards, the cart) can format prices; the schemas are money-schema.ts.

export interface Money {
  /** Integer minor units: 153637 is $1,536.37 in USD, ¥153,637 in JPY. */
  amount: number;
  /** ISO 4217, upper case: 'USD', 'EUR', 'JPY'. */
  currency: string;
}

// ISO 4217's exponents where they are not 2 (the list's "minor unit" column). Not Intl's: its digits
// are CLDR's, how people usually write a price, and differ for a dozen currencies (HUF and IDR 0 where
// ISO says 2, IQD 0 where it says 3), which would lose or invent minor units.
const exponents: Record<string, number> = {
  ...Object.fromEntries(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].map((c) => [c, 0])),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((c) => [c, 3])),
  CLF: 4,
  UYW: 4,
};

/** How many minor-unit digits a currency has (USD 2, JPY 0, KWD 3, CLF 4): ISO 4217's exponent. */
export const minorDigits = (currency: string): number => exponents[currency] ?? 2;

const formatters = new Map<string, Intl.NumberFormat>();
/** Intl's formatter with all of the currency's digits, or (`usual`) as people write whole amounts. */
function formatter(currency: string, locale: string, usual: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${usual}`;
  let f = formatters.get(key);
  if (!f) {
    const digits = minorDigits(currency);
    const written = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? digits;
    const fraction = usual ? Math.min(written, digits) : digits;
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    formatters.set(key, f);
  }
  return f;
}

/** The exact decimal text of an amount: 153637 USD is "1536.37"; -5 USD is "-0.05". */
export function toDecimalString({ amount, currency }: Money): string {
  const digits = minorDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

/** "$1,536.37" (en-US), "1.536,37 €" (de-DE): the one money format of pages, mails, CSV and JSON-LD. */
export const formatMoney = (m: Money, locale = 'en-US'): string =>
  // A decimal string keeps every digit exact (Intl.NumberFormat reads strings as decimals). Where
  // people write whole amounts without decimals (HUF, IDR: "1500 Ft"), so does this, unless the
  // amount has minor units: they are never rounded away.
  formatter(m.currency, locale, m.amount % 10 ** minorDigits(m.currency) === 0).format(toDecimalString(m) as unknown as number);

/** SPEC's decimal number (e.g. `price: 1536.37`) for the wire; never computed with. */
export const toMajorNumber = (m: Money): number => Number(toDecimalString(m));

/** Minor units from a decimal number a client sent (SPEC's `price`); null when it has more digits than the currency. */
export function fromMajorNumber(value: number, currency: string): number | null {
  // The shortest text that reads back as this number: 0.1 + 0.2 is "0.30000000000000004", not a price.
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return null;
  const digits = minorDigits(currency);
  const [whole = '0', frac = ''] = text.split('.');
  if (frac.length > digits) return null;
  const amount = Number(`${whole}${frac.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(amount)) return null;
  return value < 0 ? -amount : amount;
}

/**
 * Minor units nearest a decimal number a client computed in floating point (SPEC's `totalPrice`:
 * 129.99 × 3 is 389.96999999999997 there, meaning $389.97); null when it is not a finite amount.
 * Only for comparing what the client saw with the server's total, never for storing a price.
 */
export function nearestMinorUnits(value: number, currency: string): number | null {
  if (!Number.isFinite(value)) return null;
  return fromMajorNumber(Number(value.toFixed(minorDigits(currency))), currency);
}
