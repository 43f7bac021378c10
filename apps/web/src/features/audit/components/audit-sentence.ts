// An audit entry as a sentence: who did what to which order, product, category or user, and the
// values that changed in words. Never raw JSON or a bare id: the record's own fields name it (an
// order's product and customer, a product's name), and what it acted on links to its page.
import type { AuditAction, AuditEntry } from '@store/contract';
import { formatMoney, fromMajorNumber, type Money } from '@store/contract/money';
import { specLabel } from '../../../lib/spec-fields';
import { marketAuditSentence } from './market-audit-sentence';

/** The action filter's words. */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.promote': 'Made an admin',
  'user.delete': 'Deleted a user',
  'product.create': 'Added a product',
  'product.update': 'Changed a product',
  'product.archive': 'Archived a product',
  'product.translate': 'Translated a product',
  'category.create': 'Added a category',
  'category.update': 'Changed a category',
  'category.delete': 'Deleted a category',
  'category.translate': 'Translated a category',
  'order.status': 'Shipped, delivered or cancelled an order',
  'order.refund': 'Refunded an order',
  'market.create': 'Added a market',
  'market.update': 'Changed a market',
  'market.delete': 'Deleted a market',
  'market.exclusions': 'Changed the versions a market leaves out',
  'currency_rate.set': 'Set an exchange rate',
  'currency_rate.delete': 'Deleted an exchange rate',
  'variant_price.set': 'Set a price in a currency',
  'variant_price.clear': 'Cleared a price in a currency',
  'tax_rate.set': 'Set a tax rate',
  'tax_rate.delete': 'Deleted a tax rate',
  'shipping_zone.create': 'Added a shipping zone',
  'shipping_zone.update': 'Changed a shipping zone',
  'shipping_zone.delete': 'Deleted a shipping zone',
  'legal.update': 'Changed a legal page',
  'page_text.update': 'Rewrote a page text',
  'page_text.delete': "Put a page text back to the store's own",
};

export interface AuditSentence {
  /** What the admin did, before the thing it was done to: "changed the product". */
  verb: string;
  /** What it was done to, in words, and its page when it has one. */
  subject: { text: string; to?: string };
  /** The end of the sentence: " with UPS, tracking number 1Z…". */
  rest: string;
  /** "Price: $1,249.50 → $999.99", one a line. */
  changes: string[];
}

type Fields = Record<string, unknown>;


/** A value in words: never JSON. */
function words(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return 'set';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Entries recorded before amounts carried their currency hold bare numbers, and the store then had
 * one currency: US dollars. Only such old entries read with it; newer ones say their own.
 */
// eslint-disable-next-line no-restricted-syntax -- history: what old entries were recorded in
const currencyOfOldEntries = 'USD';

const isMoney = (v: unknown): v is Money =>
  typeof v === 'object' && v !== null && Number.isSafeInteger((v as Money).amount) && typeof (v as Money).currency === 'string';

/** A product's price as recorded: its exact `priceMoney`, or an old entry's decimal `price`. */
function priceWords(price: unknown, record: Fields): string {
  if (isMoney(record.priceMoney)) return formatMoney(record.priceMoney);
  const amount = typeof price === 'number' ? fromMajorNumber(price, currencyOfOldEntries) : null;
  return amount === null ? words(price) : formatMoney({ amount, currency: currencyOfOldEntries });
}

/** An order's total as recorded: a Money `total`, or minor units `totalCents` (with `currency` when recorded). */
function orderTotal(view: Fields): Money | undefined {
  if (isMoney(view.total)) return view.total;
  if (!Number.isSafeInteger(view.totalCents)) return undefined;
  return { amount: view.totalCents as number, currency: typeof view.currency === 'string' ? view.currency : currencyOfOldEntries };
}

/** How each product field reads (from its value and the whole record); fields not named here (ids, timestamps) are left out. */
const productFields: Record<string, { label: string; show?: (v: unknown, record: Fields) => string; long?: boolean }> = {
  name: { label: 'Name' },
  slug: { label: 'Slug' },
  description: { label: 'Description', long: true },
  price: { label: 'Price', show: priceWords },
  available: { label: 'Available Quantity' },
  minOrderQuantity: { label: 'Minimum Order Quantity' },
  img: { label: 'Card photo', long: true },
  images: { label: 'Gallery', show: (v) => (Array.isArray(v) ? (v.length === 1 ? '1 picture' : `${v.length} pictures`) : words(v)) },
  category: { label: 'Category' },
};

function productChanges(before: Fields, after: Fields): string[] {
  const lines: string[] = [];
  for (const [key, { label, show = words, long }] of Object.entries(productFields)) {
    if (same(before[key], after[key])) continue;
    lines.push(long ? `${label} changed` : `${label}: ${show(before[key], before)} → ${show(after[key], after)}`);
  }
  const specsBefore = (before.specs ?? {}) as Fields;
  const specsAfter = (after.specs ?? {}) as Fields;
  for (const key of new Set([...Object.keys(specsBefore), ...Object.keys(specsAfter)])) {
    if (!same(specsBefore[key], specsAfter[key])) lines.push(`${specLabel(key)}: ${words(specsBefore[key])} → ${words(specsAfter[key])}`);
  }
  return lines;
}

/** A new product's main facts. */
const productFacts = (p: Fields): string[] =>
  (['price', 'available', 'minOrderQuantity', 'category'] as const).map((key) => {
    const { label, show = words } = productFields[key]!;
    return `${label}: ${show(p[key], p)}`;
  });

/** An order in words: what and for whom, as recorded with the move (older entries lack it). */
function orderSubject(e: AuditEntry, view: Fields): AuditSentence['subject'] {
  const to = `/dashboard/manage-orders/${e.entityId}`;
  const product = text(view.productName);
  if (!product) return { text: 'an order', to };
  const quantity = typeof view.quantity === 'number' ? `${view.quantity} × ` : '';
  const customer = text(view.customerEmail);
  return { text: `the order of ${quantity}${product}${customer ? ` by ${customer}` : ''}`, to };
}

export function auditSentence(e: AuditEntry): AuditSentence {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const productPage = { to: `/dashboard/products/${e.entityId}` };
  switch (e.action) {
    case 'user.promote':
      return { verb: 'made', subject: { text: text(after.email) || 'a user' }, rest: ' an admin', changes: [] };
    case 'user.delete': {
      const name = text(before.name);
      const email = text(before.email);
      return { verb: 'deleted the user', subject: { text: name && email ? `${name} (${email})` : name || email || 'a user' }, rest: '', changes: [] };
    }
    case 'product.create':
      return { verb: 'added the product', subject: { text: words(after.name), ...productPage }, rest: '', changes: productFacts(after) };
    case 'product.update':
      return { verb: 'changed the product', subject: { text: words(after.name), ...productPage }, rest: '', changes: productChanges(before, after) };
    case 'product.archive':
      // An archived product has no page any more: its name says which it was.
      return { verb: 'archived the product', subject: { text: words(before.name) }, rest: '', changes: [] };
    case 'product.translate':
    case 'category.translate': {
      // One language written or removed: its name in that language says which.
      const written = Object.keys(after).length > 0;
      const language = text(after.language) || text(before.language);
      const kind = e.action === 'product.translate' ? 'product' : 'category';
      return {
        verb: written ? `translated the ${kind}` : `removed a translation of the ${kind}`,
        subject: { text: words(written ? after.name : before.name), ...(kind === 'product' && written && productPage) },
        rest: language ? ` (${language})` : '',
        changes: written ? productChanges({ name: before.name, slug: before.slug }, { name: after.name, slug: after.slug }) : [],
      };
    }
    case 'category.create':
      return { verb: 'added the category', subject: { text: words(after.name) }, rest: '', changes: [] };
    case 'category.update': {
      const changes = productChanges({ name: before.name, slug: before.slug }, { name: after.name, slug: after.slug });
      return { verb: 'changed the category', subject: { text: words(after.name) }, rest: '', changes };
    }
    case 'category.delete':
      return { verb: 'deleted the category', subject: { text: words(before.name) }, rest: '', changes: [] };
    case 'order.refund': {
      const total = orderTotal(after);
      const amount = total ? ` (${formatMoney(total)})` : '';
      return { verb: 'refunded', subject: orderSubject(e, after), rest: amount, changes: [] };
    }
    case 'legal.update': {
      const version = typeof after.version === 'number' ? ` (now version ${after.version})` : '';
      const changes = [...(same(before.title, after.title) ? [] : [`Title: ${words(before.title)} → ${words(after.title)}`]), ...(same(before.body, after.body) ? [] : ['Text changed'])];
      return { verb: 'changed the legal page', subject: { text: words(after.title), to: `/legal/${e.entityId}` }, rest: version, changes };
    }
    case 'page_text.update':
    case 'page_text.delete': {
      // entityId: `{key}/{language}` (landing.title/de).
      const [key = e.entityId, language = ''] = e.entityId.split('/');
      const subject = { text: `${key} (${language})`, to: `/dashboard/page-texts?language=${language}&page=${key.split('.')[0]}` };
      if (e.action === 'page_text.delete') return { verb: "put back the store's own text of", subject, rest: '', changes: [] };
      return { verb: 'rewrote', subject, rest: '', changes: same(before.text, after.text) ? [] : [`Text: ${words(after.text)}`] };
    }
    case 'order.status': {
      const subject = orderSubject(e, after);
      const was = text(before.status) ? ` (it was ${text(before.status)})` : '';
      if (after.status === 'Shipped') {
        const tracking = text(after.trackingNumber);
        return { verb: 'shipped', subject, rest: ` with ${words(after.carrier)}${tracking ? `, tracking number ${tracking}` : ''}`, changes: [] };
      }
      if (after.status === 'Cancelled') return { verb: 'cancelled', subject, rest: was, changes: [] };
      return { verb: 'marked', subject, rest: ` ${words(after.status).toLowerCase()}${was}`, changes: [] };
    }
    default:
      // Markets, exchange rates, prices per currency, tax rates and shipping zones.
      return marketAuditSentence(e) ?? { verb: 'changed', subject: { text: e.entityType }, rest: '', changes: [] };
  }
}
