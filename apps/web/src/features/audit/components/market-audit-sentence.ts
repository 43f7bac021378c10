// The back office's market changes as sentences (markets, exchange rates, prices per currency, tax
// rates, shipping zones): what changed in words, amounts through formatMoney, rates as percents.
import type { AuditEntry } from '@store/contract';
import { formatMoney, type Money } from '@store/contract/money';
import type { AuditSentence } from './audit-sentence';

type Fields = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const isMoney = (v: unknown): v is Money => typeof v === 'object' && v !== null && Number.isSafeInteger((v as Money).amount) && typeof (v as Money).currency === 'string';

/** Millionths as a percent, from the digits: 88750 is "8.875%". */
export function percentOf(rate: unknown): string {
  if (typeof rate !== 'number' || !Number.isInteger(rate)) return 'none';
  const digits = String(rate).padStart(5, '0');
  const fraction = digits.slice(-4).replace(/0+$/, '');
  return `${digits.slice(0, -4)}${fraction ? `.${fraction}` : ''}%`;
}

const taxRateName = (r: Fields) => `${text(r.region) || text(r.country)} ${text(r.taxClass)}`.trim();
const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');

function marketChanges(before: Fields, after: Fields): string[] {
  const lines: string[] = [];
  const fields: [string, string][] = [['name', 'Name'], ['currency', 'Currency'], ['language', 'Language']];
  for (const [key, label] of fields) if (before[key] !== after[key]) lines.push(`${label}: ${text(before[key]) || 'none'} → ${text(after[key]) || 'none'}`);
  if (before.pricesIncludeTax !== after.pricesIncludeTax) lines.push(after.pricesIncludeTax ? 'Prices now include tax' : 'Tax now added at checkout');
  if (list(before.countries) !== list(after.countries)) lines.push(`Countries: ${list(before.countries) || 'none'} → ${list(after.countries) || 'none'}`);
  return lines;
}

/** The sentence of a market, rate, price, tax rate or shipping zone change; undefined for other actions. */
export function marketAuditSentence(e: AuditEntry): AuditSentence | undefined {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const price = (v: unknown) => (isMoney((v as Fields | undefined)?.price) ? formatMoney((v as { price: Money }).price) : 'none');
  switch (e.action) {
    case 'market.create':
      return { verb: 'added the market', subject: { text: text(after.name) }, rest: '', changes: [`Countries: ${list(after.countries) || 'every other country'}`] };
    case 'market.update':
      return { verb: 'changed the market', subject: { text: text(after.name) }, rest: '', changes: marketChanges(before, after) };
    case 'market.delete':
      return { verb: 'deleted the market', subject: { text: text(before.name) }, rest: '', changes: [] };
    case 'market.exclusions': {
      const n = Array.isArray(after.excludedVariants) ? after.excludedVariants.length : 0;
      return { verb: 'changed the versions left out of', subject: { text: 'a market' }, rest: ` (now ${n})`, changes: [] };
    }
    case 'currency_rate.set':
      return { verb: 'set the exchange rate of', subject: { text: text(after.currency) }, rest: ` to ${text(after.rate)}`, changes: [] };
    case 'currency_rate.delete':
      return { verb: 'deleted the exchange rate of', subject: { text: text(before.currency) }, rest: '', changes: [] };
    case 'variant_price.set':
      return { verb: 'set a price of', subject: { text: 'a version' }, rest: `: ${price(before)} → ${price(after)}`, changes: [] };
    case 'variant_price.clear':
      return { verb: 'cleared a price of', subject: { text: 'a version' }, rest: ` (${price(before)}; derived again)`, changes: [] };
    case 'tax_rate.set':
      return { verb: 'set the tax rate', subject: { text: taxRateName(after) }, rest: ` to ${percentOf(after.rate)}`, changes: e.before ? [`Was ${percentOf(before.rate)}`] : [] };
    case 'tax_rate.delete':
      return { verb: 'deleted the tax rate', subject: { text: taxRateName(before) }, rest: ` (${percentOf(before.rate)})`, changes: [] };
    case 'shipping_zone.create':
      return { verb: 'added the shipping zone', subject: { text: text(after.name) }, rest: '', changes: [`Countries: ${list(after.countries)}`] };
    case 'shipping_zone.update':
      return { verb: 'changed the shipping zone', subject: { text: text(after.name) }, rest: '', changes: list(before.countries) === list(after.countries) ? [] : [`Countries: ${list(before.countries)} → ${list(after.countries)}`] };
    case 'shipping_zone.delete':
      return { verb: 'deleted the shipping zone', subject: { text: text(before.name) }, rest: '', changes: [] };
    default:
      return undefined;
  }
}
