// Checkout in a market (docs/product/markets.md, "Checkout"), on the demo store's markets: the
// United States (tax added, the owner's state rate), Germany (euros, VAT included, reverse charge
// for a business), Japan (whole yen), a version a market does not sell, a country nobody ships to,
// the terms to accept; then the order's lines, totals, base currency, payment and invoice.
// On PGlite, or on the PostgreSQL server of DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutQuoteSchema, minorDigits, orderResponseSchema, toDecimalString, toMajorNumber, type CheckoutQuote } from '@store/contract';
import { confirmSandbox, createIntent, errorOf, generousLimits, payOrder } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';

import { upgradedFrom, type Rows } from './previous-release';
let t: TestApp;
const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Rows }).rows;

/** A demo product sold in a 120 V and a 230 V version: its id and each version's id and base price. */
let saw: { productId: string; v120: string; v230: string; base120: number; base230: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: generousLimits });
  const [row] = await rows(sql`select p.id as product_id,
      max(v.id::text) filter (where ov.value = '120 V') as v120, max(v.id::text) filter (where ov.value = '230 V') as v230,
      max(v.price_cents) filter (where ov.value = '120 V') as base120, max(v.price_cents) filter (where ov.value = '230 V') as base230
    from product p join product_variant v on v.product_id = p.id and v.archived_at is null and v.available >= 5
    join product_variant_option_value vov on vov.variant_id = v.id
    join product_option o on o.id = vov.option_id and o.name = 'Voltage'
    join product_option_value ov on ov.id = vov.value_id
    where p.min_order_quantity = 1 and p.archived_at is null
    group by p.id having count(distinct ov.value) = 2 order by p.name limit 1`);
  saw = { productId: String(row!.product_id), v120: String(row!.v120), v230: String(row!.v230), base120: Number(row!.base120), base230: Number(row!.base230) };
});
afterAll(() => t.close());

const address = {
  US: { line1: '12 Sawmill Road', line2: '', city: 'Sacramento', postalCode: '95814', country: 'US', region: 'US-CA' },
  DE: { line1: 'Sägewerkstraße 4', line2: '', city: 'Berlin', postalCode: '10115', country: 'DE' },
  JP: { line1: '1-2-3 Marunouchi', line2: '', city: 'Chiyoda-ku', postalCode: '100-0005', country: 'JP', region: 'JP-13' },
  AR: { line1: 'Avenida de Mayo 1', line2: '', city: 'Buenos Aires', postalCode: 'C1084', country: 'AR' },
};

async function shopperWith(variantId: string, quantity: number): Promise<TestUser> {
  const user = await createUser(t, { name: 'Mara Market' });
  const res = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${saw.productId}`, headers: user.auth, payload: { quantity, variantId } });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

async function quote(user: TestUser, body: Record<string, unknown>): Promise<CheckoutQuote> {
  const res = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: user.auth, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return checkoutQuoteSchema.parse(res.json());
}

const place = (user: TestUser, shipping: Record<string, string>, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/checkout', headers: user.auth, payload: { phone: '+49 30 1234567', shipping, acceptTerms: true, ...extra } });

async function orderOf(user: TestUser, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/order/${id}`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return orderResponseSchema.parse(res.json()).data;
}

// Amounts as numbers on both engines (node-postgres reads bigint as text).
const orderRow = async (id: string) =>
  (
    await rows(sql`select currency, market_name, prices_include_tax, shipping_method, reverse_charge, vat_number, base_currency, exchange_rate, terms_version,
      subtotal_amount::int, shipping_amount::int, shipping_tax_rate, shipping_tax_amount::int, tax_amount::int, total_amount::int, base_total_amount::int
      from "order" where id = ${id}`)
  )[0]!;
const lineRows = async (id: string) =>
  rows(sql`select unit_price::int, line_total::int, net_amount::int, tax_rate, tax_amount::int, gross_amount::int from order_line where order_id = ${id} order by position`);

describe('checkout in the United States: net prices, tax added at the state’s rate', () => {
  it('quotes dollars without tax until the owner keeps a rate, then adds the state’s rate to lines and shipping', async () => {
    const user = await shopperWith(saw.v120, 1);
    const untaxed = await quote(user, { country: 'US', region: 'US-CA' });
    expect(untaxed.market).toEqual({ name: 'United States', currency: 'USD', pricesIncludeTax: false });
    expect(untaxed.lines).toEqual([expect.objectContaining({ unitPrice: { amount: saw.base120, currency: 'USD' }, tax: { amount: 0, currency: 'USD' }, taxRate: '0%' })]);
    expect(untaxed.shipping.ok && untaxed.shipping.methods.map((m) => m.name)).toEqual(['Standard', 'Express']);

    await t.db.execute(sql`insert into tax_rate (country, region, tax_class, rate) values ('US', 'US-CA', 'standard', 72500)`);
    const q = await quote(user, { country: 'US', region: 'US-CA' });
    const lineTax = Math.round((saw.base120 * 72_500) / 1_000_000);
    const standard = q.shipping.ok ? q.shipping.methods.find((m) => m.name === 'Standard')! : undefined;
    const shippingNet = standard!.price.amount;
    const shippingTax = Math.round((shippingNet * 72_500) / 1_000_000);
    expect(q.lines[0]).toMatchObject({ taxRate: '7.25%', tax: { amount: lineTax, currency: 'USD' } });
    expect(q.totals).toEqual({
      subtotal: { amount: saw.base120, currency: 'USD' },
      shipping: { amount: shippingNet, currency: 'USD' },
      tax: { amount: lineTax + shippingTax, currency: 'USD' },
      total: { amount: saw.base120 + shippingNet + lineTax + shippingTax, currency: 'USD' },
    });
    // Another state has no rate kept: no tax.
    expect((await quote(user, { country: 'US', region: 'US-OR' })).totals.tax.amount).toBe(0);

    const res = await place(user, address.US, { totalPrice: toMajorNumber(q.totals.total) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().insertedId as string;
    expect(await lineRows(id)).toEqual([{ unit_price: saw.base120, line_total: saw.base120, net_amount: saw.base120, tax_rate: 72_500, tax_amount: lineTax, gross_amount: saw.base120 + lineTax }]);
    expect(await orderRow(id)).toMatchObject({
      currency: 'USD',
      market_name: 'United States',
      prices_include_tax: false,
      shipping_method: 'Standard',
      subtotal_amount: saw.base120,
      shipping_amount: shippingNet,
      shipping_tax_rate: 72_500,
      shipping_tax_amount: shippingTax,
      tax_amount: lineTax + shippingTax,
      total_amount: q.totals.total.amount,
      base_currency: 'USD',
      exchange_rate: null,
      base_total_amount: q.totals.total.amount,
    });
    const order = await orderOf(user, id);
    expect(order).toMatchObject({ taxIncluded: false, totalPriceMoney: q.totals.total, taxMoney: q.totals.tax, subtotalMoney: q.totals.subtotal });
    await t.db.execute(sql`delete from tax_rate where country = 'US'`);
  });
});

describe('checkout in Germany: euros, VAT included, reverse charge for a business', () => {
  it('refuses the 120 V version, which the Euro area market does not sell', async () => {
    const user = await shopperWith(saw.v120, 1);
    const q = await quote(user, { country: 'DE' });
    expect(q.problems).toEqual([{ variantId: saw.v120, productId: saw.productId, message: expect.stringContaining('is not sold in Euro area') }]);
    const res = await place(user, address.DE);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/\(120 V.*\) is not sold in Euro area; remove it or choose another version$/);
    expect(await rows(sql`select 1 from "order" where user_email = ${user.email}`)).toHaveLength(0);
  });

  it('charges the gross euro price with 19 % VAT in it, records the exchange rate and the dollar total', async () => {
    const user = await shopperWith(saw.v230, 2);
    const q = await quote(user, { country: 'DE' });
    expect(q.market).toEqual({ name: 'Euro area', currency: 'EUR', pricesIncludeTax: true });
    const unit = q.lines[0]!.unitPrice.amount;
    expect(unit % 100).toBe(99); // derived at 0.86, ending in .99
    const gross = unit * 2;
    const shipping = q.totals.shipping.amount;
    expect(q.totals.total.amount).toBe(gross + shipping); // tax is in the prices, not on top
    const lineNet = Math.round((gross * 1_000_000) / 1_190_000);
    const shippingNet = Math.round((shipping * 1_000_000) / 1_190_000);
    expect(q.totals.tax.amount).toBe(gross - lineNet + (shipping - shippingNet));
    expect(q.lines[0]!.taxRate).toBe('19%');

    const res = await place(user, address.DE, { totalPrice: toMajorNumber(q.totals.total) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().insertedId as string;
    const row = await orderRow(id);
    expect(row).toMatchObject({ currency: 'EUR', prices_include_tax: true, reverse_charge: false, exchange_rate: '0.86', base_currency: 'USD', total_amount: q.totals.total.amount });
    expect(row.base_total_amount).toBe(Math.round(q.totals.total.amount / 0.86));
    expect(await lineRows(id)).toEqual([{ unit_price: unit, line_total: gross, net_amount: lineNet, tax_rate: 190_000, tax_amount: gross - lineNet, gross_amount: gross }]);
    const order = await orderOf(user, id);
    expect(order).toMatchObject({ taxIncluded: true, subtotalMoney: { amount: gross, currency: 'EUR' }, shippingMoney: { amount: shipping, currency: 'EUR' }, totalPriceMoney: q.totals.total });
  });

  it('a German business with its VAT number pays the net price: no VAT, reverse charge, the number on the order', async () => {
    const user = await shopperWith(saw.v230, 1);
    const bad = await quote(user, { country: 'DE', vatNumber: 'DE12' });
    expect(bad.vat).toEqual({ asked: true, reverseCharge: false, refused: true, vatNumber: null, message: expect.stringContaining('not an EU VAT number') });
    expect((await place(user, address.DE, { vatNumber: 'DE12' })).statusCode).toBe(400);

    const q = await quote(user, { country: 'DE', vatNumber: 'de 136 695 976' });
    expect(q.vat).toEqual({ asked: true, reverseCharge: true, refused: false, vatNumber: 'DE136695976', message: 'Reverse charge: no VAT is charged; you account for it' });
    expect(q.totals.tax.amount).toBe(0);
    const listed = q.lines[0]!.unitPrice.amount;
    const net = Math.round((listed * 1_000_000) / 1_190_000);
    // The business sees what it pays: the line and the delivery net, adding up to the total.
    expect(q.lines[0]!.lineTotal.amount).toBe(net);
    expect(q.totals.subtotal.amount).toBe(net);
    expect(q.totals.total.amount).toBe(q.totals.subtotal.amount + q.totals.shipping.amount);

    const res = await place(user, address.DE, { vatNumber: 'de 136 695 976' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().insertedId as string;
    expect(await orderRow(id)).toMatchObject({ reverse_charge: true, vat_number: 'DE136695976', tax_amount: 0, total_amount: q.totals.total.amount });
    expect(await lineRows(id)).toEqual([expect.objectContaining({ net_amount: net, tax_rate: 0, tax_amount: 0, gross_amount: net })]);
    expect(await orderOf(user, id)).toMatchObject({ reverseCharge: true, vatNumber: 'DE136695976', taxIncluded: false });
  });
});

describe('checkout in Japan: whole yen, paid in yen, invoiced with the consumption tax', () => {
  it('prices, charges the card provider and invoices whole yen', async () => {
    const user = await shopperWith(saw.v120, 1);
    const q = await quote(user, { country: 'JP', region: 'JP-13' });
    expect(q.market.currency).toBe('JPY');
    expect(q.vat.asked).toBe(false); // no VAT number outside the EU
    const unit = q.lines[0]!.unitPrice.amount;
    expect(unit % 10).toBe(0); // whole yen, to the ten
    expect(q.lines[0]!.taxRate).toBe('10%');
    const res = await place(user, address.JP, { totalPrice: q.totals.total.amount });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().insertedId as string;

    const intent = await createIntent(t, user, id);
    expect(intent.statusCode, intent.body).toBe(200);
    const [stored] = await rows(sql`select amount_cents as amount, currency from sandbox_payment_intent where order_id = ${id}`);
    expect(stored).toEqual({ amount: q.totals.total.amount, currency: 'JPY' }); // whole yen, never ×100
    const confirmed = await confirmSandbox(t, user, intent.json().clientSecret as string);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await payOrder(t, user, id, confirmed.json().paymentIntent.id as string)).statusCode).toBe(200);

    const [invoice] = await rows(sql`select document from invoice where order_id = ${id}`);
    const doc = invoice!.document as { currency: string; pricesIncludeTax: boolean; taxSummary: { rate: number; net: number; tax: number }[]; totals: { gross: number }; shipping?: { description: string } };
    expect(doc).toMatchObject({ currency: 'JPY', pricesIncludeTax: true, totals: { gross: q.totals.total.amount } });
    expect(doc.taxSummary).toEqual([{ rate: 100_000, net: expect.any(Number), tax: q.totals.tax.amount }]);
    expect(doc.shipping?.description).toBe('Shipping: Standard');

    // The overview counts it in dollars at its own rate, and says what was charged in yen.
    const admin = await createUser(t, { admin: true });
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.auth });
    expect(overview.statusCode, overview.body).toBe(200);
    const [base] = await rows(sql`select base_total_amount::int from "order" where id = ${id}`);
    expect(overview.json().revenueByCurrency).toContainEqual({
      revenue: { amount: q.totals.total.amount, currency: 'JPY' },
      inStoreCurrency: { amount: base!.base_total_amount, currency: 'USD' },
      orders: 1,
    });
    expect(base!.base_total_amount).toBe(Math.round((q.totals.total.amount * 10 ** minorDigits('USD')) / 155)); // ¥155 a dollar

    // The CSV export says the currency of each order and its total in the store currency.
    const day = new Date().toISOString().slice(0, 10);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/order/export?from=${day}&to=${day}`, headers: admin.auth });
    const [header, ...lines] = csv.body.trim().split('\r\n');
    const jp = lines.find((l) => l.includes(',JPY,'))!;
    const cells = jp.split(',');
    const at = (name: string) => cells[header!.split(',').indexOf(name)];
    expect([at('Currency'), at('Order total'), at('Store currency'), at('Order total in store currency'), at('Exchange rate')]).toEqual([
      'JPY', String(q.totals.total.amount), 'USD', toDecimalString({ amount: base!.base_total_amount as number, currency: 'USD' }), '155',
    ]);
  });
});

describe('what stops an order before any payment', () => {
  it('a country no zone ships to is told so, and nothing is placed', async () => {
    const user = await shopperWith(saw.v120, 1);
    const q = await quote(user, { country: 'AR' });
    expect(q.market.name).toBe('Rest of world');
    expect(q.shipping).toEqual({ ok: false, message: 'We do not ship to this country yet' });
    const res = await place(user, address.AR);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: 'We do not ship to this country yet', fields: { 'shipping.country': 'We do not ship to this country yet' } });
  });

  it('an unknown delivery method is refused; the terms must be accepted where the shop publishes them', async () => {
    const user = await shopperWith(saw.v120, 1);
    const unknown = await place(user, address.US, { shippingMethodId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ shippingMethodId: 'Choose one of the delivery methods listed' });
    const q = await quote(user, { country: 'US', region: 'US-CA' });
    expect(q.termsVersion).toBeGreaterThanOrEqual(1);
    const unaccepted = await place(user, address.US, { acceptTerms: false });
    expect(unaccepted.statusCode).toBe(400);
    expect(errorOf(unaccepted).fields).toEqual({ acceptTerms: 'Accept the terms and conditions to place your order' });
    const express = q.shipping.ok ? q.shipping.methods.find((m) => m.name === 'Express')! : undefined;
    const placed = await place(user, address.US, { shippingMethodId: express!.id });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await orderRow(placed.json().insertedId as string)).toMatchObject({ shipping_method: 'Express', terms_version: q.termsVersion });
  });
});

describe('upgrading a store from the release before markets took orders', () => {
  const upgraded = upgradedFrom('0021_invoices', async (query) => {
    await query(`insert into product (id, name, slug, description, img, price_cents, available, min_order_quantity) values
      ('00000000-0000-4000-8000-000000000001', 'Old Saw', 'old-saw', 'Sold before markets', '/images/products/circular-saw.svg', 19999, 3, 1)`);
    await query(`insert into "order" (id, user_email, user_name, address, phone, status, subtotal_amount, total_amount)
      values ('00000000-0000-4000-8000-0000000000a1', 'old@example.com', 'Old Buyer', '1 Old Road', '555', 'Paid', 39998, 39998)`);
    await query(`insert into order_line (order_id, position, product_id, product_name, product_image, variant_id, sku, quantity, unit_price, line_total)
      select '00000000-0000-4000-8000-0000000000a1', 1, p.id, p.name, p.img, v.id, v.sku, 2, 19999, 39998 from product p join product_variant v on v.product_id = p.id`);
    return null;
  });
  const upgradedRows = async (query: ReturnType<typeof sql>) => ((await upgraded.database.db.execute(query)) as unknown as { rows: Rows }).rows;

  it('keeps its orders as sold: untaxed lines, the total in the base currency', async () => {
    expect(await upgradedRows(sql`select net_amount::int, tax_rate, tax_amount::int, gross_amount::int from order_line`)).toEqual([{ net_amount: 39_998, tax_rate: 0, tax_amount: 0, gross_amount: 39_998 }]);
    expect(await upgradedRows(sql`select currency, base_currency, base_total_amount::int, exchange_rate, market_name, tax_amount::int, reverse_charge from "order"`)).toEqual([
      { currency: 'USD', base_currency: 'USD', base_total_amount: 39_998, exchange_rate: null, market_name: null, tax_amount: 0, reverse_charge: false },
    ]);
  });

  it('takes an order written as the release before writes it (an old instance during a rolling upgrade)', async () => {
    await upgraded.database.db.execute(sql`insert into "order" (id, user_email, user_name, address, phone, status, subtotal_amount, total_amount)
      values ('00000000-0000-4000-8000-0000000000a2', 'old@example.com', 'Old Buyer', '1 Old Road', '555', 'Pending', 19999, 19999)`);
    await upgraded.database.db.execute(sql`insert into order_line (order_id, position, product_id, product_name, product_image, variant_id, sku, quantity, unit_price, line_total)
      select '00000000-0000-4000-8000-0000000000a2', 1, p.id, p.name, p.img, v.id, v.sku, 1, 19999, 19999 from product p join product_variant v on v.product_id = p.id`);
    expect(await upgradedRows(sql`select o.base_total_amount::int, o.base_currency, l.net_amount::int, l.gross_amount::int from "order" o join order_line l on l.order_id = o.id
      where o.id = '00000000-0000-4000-8000-0000000000a2'`)).toEqual([{ base_total_amount: 19_999, base_currency: 'USD', net_amount: 19_999, gross_amount: 19_999 }]);
  });
});
