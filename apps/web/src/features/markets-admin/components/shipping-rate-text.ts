// A shipping method's rates as the zone form edits them, one currency a line, amounts in the
// currency's own digits (money.ts):
//   EUR flat 9.90
//   EUR weight 5000=19.90 20000=34.90      (up to 5000 g: €19.90; up to 20000 g: €34.90)
//   USD value 0=9.95 100=0                 (subtotals from $0: $9.95; from $100: free)
// and free-shipping thresholds as "EUR 200, GBP 175".
import type { ShippingRateInput } from '@store/contract';
import { formatMoney, toDecimalString } from '@store/contract/money';
import { parseAmount } from './market-admin-format';

export type Rates = Record<string, ShippingRateInput>;

const amountText = (amount: number, currency: string) => toDecimalString({ amount, currency });

export function ratesText(rates: Rates): string {
  return Object.entries(rates)
    .map(([currency, r]) => {
      if (r.kind === 'flat') return `${currency} flat ${amountText(r.amount, currency)}`;
      if (r.kind === 'weight') return `${currency} weight ${r.bands.map((b) => `${b.upToGrams}=${amountText(b.amount, currency)}`).join(' ')}`;
      return `${currency} value ${r.bands.map((b) => `${amountText(b.fromAmount, currency)}=${amountText(b.amount, currency)}`).join(' ')}`;
    })
    .join('\n');
}

export const freeFromText = (freeFrom: Record<string, number>): string =>
  Object.entries(freeFrom)
    .map(([currency, amount]) => `${currency} ${amountText(amount, currency)}`)
    .join(', ');

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export function parseRates(text: string): Parsed<Rates> {
  const rates: Rates = {};
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const [rawCurrency = '', kind = '', ...rest] = line.split(/\s+/);
    const currency = rawCurrency.toUpperCase();
    const amount = (t: string) => parseAmount(t, currency);
    if (!/^[A-Z]{3}$/.test(currency)) return { ok: false, error: `"${line}": start with a currency code, e.g. EUR` };
    if (kind === 'flat') {
      const flat = rest.length === 1 ? amount(rest[0]!) : null;
      if (flat === null) return { ok: false, error: `"${line}": write one amount in ${currency}, e.g. ${currency} flat ${amountText(990, currency)}` };
      rates[currency] = { kind: 'flat', amount: flat };
    } else if (kind === 'weight' || kind === 'value') {
      const bands = rest.map((b) => b.split('='));
      if (bands.length === 0 || bands.some((b) => b.length !== 2)) return { ok: false, error: `"${line}": bands are written limit=amount` };
      if (kind === 'weight') {
        const parsed = bands.map(([grams, a]) => ({ upToGrams: /^\d+$/.test(grams!) ? Number(grams) : NaN, amount: amount(a!) }));
        if (parsed.some((b) => Number.isNaN(b.upToGrams) || b.amount === null)) return { ok: false, error: `"${line}": weight bands are grams=amount, e.g. 5000=19.90` };
        rates[currency] = { kind: 'weight', bands: parsed.map((b) => ({ upToGrams: b.upToGrams, amount: b.amount! })) };
      } else {
        const parsed = bands.map(([from, a]) => ({ fromAmount: amount(from!), amount: amount(a!) }));
        if (parsed.some((b) => b.fromAmount === null || b.amount === null)) return { ok: false, error: `"${line}": value bands are from=amount, e.g. 100=4.95` };
        rates[currency] = { kind: 'orderValue', bands: parsed.map((b) => ({ fromAmount: b.fromAmount!, amount: b.amount! })) };
      }
    } else return { ok: false, error: `"${line}": write flat, weight or value after the currency, then the amounts` };
  }
  return { ok: true, value: rates };
}

export function parseFreeFrom(text: string): Parsed<Record<string, number>> {
  const freeFrom: Record<string, number> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [rawCurrency = '', value = ''] = part.split(/\s+/);
    const currency = rawCurrency.toUpperCase();
    const amount = /^[A-Z]{3}$/.test(currency) ? parseAmount(value, currency) : null;
    if (amount === null) return { ok: false, error: `"${part}": write a currency and an amount, e.g. EUR 200` };
    freeFrom[currency] = amount;
  }
  return { ok: true, value: freeFrom };
}

/** A rate in words for the zone list, every amount through formatMoney. */
export function rateWords(currency: string, r: ShippingRateInput): string {
  const money = (amount: number) => formatMoney({ amount, currency });
  if (r.kind === 'flat') return money(r.amount);
  if (r.kind === 'weight') return r.bands.map((b) => `${money(b.amount)} up to ${b.upToGrams.toLocaleString('en-US')} g`).join('; ');
  return r.bands.map((b) => `${money(b.amount)} from ${money(b.fromAmount)}`).join('; ');
}
