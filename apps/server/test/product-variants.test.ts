// A product is sold in variants; its own price, stock and minimum order are its default variant's,
// kept on the product row by the database (docs/decisions/0029-product-variants.md). Covers the
// read (options and variants), the owner's edit and an order reaching the default variant, the
// guard against writing the row's copy, and the upgrade of a store whose products had no variants.
// On PGlite, or on the PostgreSQL server of DATABASE_URL.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, errorBodySchema, orderResponseSchema, productSchema, variantMatrix } from '@store/contract';
import type { Database } from '../src/db/client';
import { takeStock } from '../src/modules/products/index';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';
import { addTestProduct, generousLimits, postOrder } from './order-fixtures';
import { upgradedFrom, type Rows } from './previous-release';

const rowsOf = async (db: Database['db'], query: ReturnType<typeof sql>): Promise<Rows> => ((await db.execute(query)) as unknown as { rows: Rows }).rows;

describe('a product with options and variants', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: generousLimits });
    admin = await createUser(t, { admin: true });
    ann = await createUser(t, { name: 'Ann Buyer' });
    ({ id: productId } = await addTestProduct(t, { name: 'Variant Saw', priceCents: 19_999, available: 5 }));
    // The 120 V version is the default (inserted with the product); a 230 V version comes second.
    await t.db.execute(sql`
      with voltage as (insert into product_option (product_id, position, name) values (${productId}, 1, 'Voltage') returning id),
      v120 as (insert into product_option_value (option_id, position, value) select id, 1, '120 V' from voltage returning id, option_id),
      v230 as (insert into product_option_value (option_id, position, value) select id, 2, '230 V' from voltage returning id, option_id),
      eu as (insert into product_variant (product_id, sku, gtin, price_cents, available, min_order_quantity, weight_grams, hs_code, origin_country, position)
             values (${productId}, 'VS-230-EU', '4006381333931', 21999, 7, 2, 4200, '846722', 'DE', 1) returning id)
      insert into product_variant_option_value (variant_id, option_id, value_id)
        select v.id, v120.option_id, v120.id from product_variant v, v120 where v.product_id = ${productId} and v.position = 0
        union all select eu.id, v230.option_id, v230.id from eu, v230`);
  });
  afterAll(() => t.close());

  const read = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${productId}` });
    expect(res.statusCode, res.body).toBe(200);
    return productSchema.parse(res.json());
  };

  it('reads its options and live variants, the default first, whose values the product carries', async () => {
    const product = await read();
    expect(product.options).toEqual([{ name: 'Voltage', values: ['120 V', '230 V'] }]);
    expect(product.variants?.map((v) => [v.sku, v.options, v.priceMoney.amount, v.available, v.minOrderQuantity])).toEqual([
      [product.slug.toUpperCase(), { Voltage: '120 V' }, 19_999, 5, 1],
      ['VS-230-EU', { Voltage: '230 V' }, 21_999, 7, 2],
    ]);
    expect(product.variants?.[1]).toMatchObject({ gtin: '4006381333931', weightGrams: 4200, hsCode: '846722', originCountry: 'DE' });
    expect([product.priceMoney.amount, product.available, product.minOrderQuantity]).toEqual([19_999, 5, 1]);
    // Lists leave the variants out.
    const list = await t.app.inject({ method: 'GET', url: '/api/product?q=Variant%20Saw' });
    expect(list.json()[0]).not.toHaveProperty('variants');
  });

  it("changes the default variant when the owner edits the product's price and stock, and an order takes from it", async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${productId}`,
      headers: admin.auth,
      payload: { price: 189.99, available: 6, availableLoaded: 5 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await postOrder(t, ann, productId, 2)).statusCode).toBe(201);
    const product = await read();
    expect([product.priceMoney.amount, product.available]).toEqual([18_999, 4]);
    expect(product.variants?.map((v) => [v.priceMoney.amount, v.available])).toEqual([
      [18_999, 4],
      [21_999, 7],
    ]);
  });

  it('refuses a direct write of the copy on the product row, and the next live variant becomes the default when one is archived', async () => {
    await expect(t.db.execute(sql`update product set available = 99 where id = ${productId}`)).rejects.toThrow();
    await t.db.execute(sql`update product_variant set archived_at = now() where product_id = ${productId} and position = 0`);
    t.app.productCatalog.changed(); // what the owner's archiving will say
    const product = await read();
    expect(product.variants?.map((v) => v.sku)).toEqual(['VS-230-EU']);
    expect([product.priceMoney.amount, product.available, product.minOrderQuantity]).toEqual([21_999, 7, 2]);
  });
});

describe('upgrading a store whose products had no variants', () => {
  const buyer = crypto.randomUUID();
  const order = crypto.randomUUID();
  const upgraded = upgradedFrom('0014_search_words', async (query) => {
    await query(`insert into product (name, slug, description, img, price_cents, available, min_order_quantity, archived_at) values
      ('Dovetail Jig', 'dovetail-jig', 'Cuts joints', '/images/products/circular-saw.svg', 8999, 4, 2, null),
      ('Old Mitre Box', 'old-mitre-box', 'No longer sold', '/images/products/circular-saw.svg', 1999, 0, 1, now())`);
    // An order of the archived one: its line comes to name that product's one version.
    await query(`insert into "user" (id, name, email, role) values ('${buyer}', 'Bea', 'bea@example.com', 'user');
      insert into "order" (id, user_id, user_email, user_name, address, phone, subtotal_amount, total_amount, status)
        values ('${order}', '${buyer}', 'bea@example.com', 'Bea', '1 Saw Street', '5550100', 3998, 3998, 'Paid');
      insert into order_line (order_id, position, product_id, product_name, product_image, quantity, unit_price, line_total)
        select '${order}', 1, id, name, img, 2, 1999, 3998 from product where slug = 'old-mitre-box';
      insert into cart_line (user_id, product_id, quantity) select '${buyer}', id, 1 from product where slug = 'dovetail-jig';`);
    return null;
  });

  it('gives every product, archived ones too, one default variant with its SKU, price, stock and minimum order', async () => {
    const rows = await rowsOf(
      upgraded.database.db,
      sql`select p.slug, v.sku, v.price_cents, v.available, v.min_order_quantity from product p join product_variant v on v.product_id = p.id order by p.slug`,
    );
    expect(rows).toEqual([
      { slug: 'dovetail-jig', sku: 'DOVETAIL-JIG', price_cents: 8999, available: 4, min_order_quantity: 2 },
      { slug: 'old-mitre-box', sku: 'OLD-MITRE-BOX', price_cents: 1999, available: 0, min_order_quantity: 1 },
    ]);
  });

  it('names the version each order line bought', async () => {
    const rows = await rowsOf(upgraded.database.db, sql`select l.sku, v.product_id = l.product_id as same from order_line l join product_variant v on v.id = l.variant_id where l.order_id = ${order}`);
    expect(rows).toEqual([{ sku: 'OLD-MITRE-BOX', same: true }]);
  });

  it("puts each cart line on its product's one version", async () => {
    const rows = await rowsOf(upgraded.database.db, sql`select v.sku from cart_line c join product_variant v on v.id = c.variant_id and v.product_id = c.product_id`);
    expect(rows).toEqual([{ sku: 'DOVETAIL-JIG' }]);
  });

  it('takes stock from the default variant, and the product row follows', async () => {
    const [{ id, variant }] = (await rowsOf(
      upgraded.database.db,
      sql`select p.id, v.id as variant from product p join product_variant v on v.product_id = p.id where p.slug = 'dovetail-jig'`,
    )) as [{ id: string; variant: string }];
    expect(await takeStock(upgraded.database.db, variant, 3)).toBe(true);
    expect(await takeStock(upgraded.database.db, variant, 2)).toBe(false);
    const rows = await rowsOf(upgraded.database.db, sql`select p.available as product, v.available as variant from product p join product_variant v on v.product_id = p.id where p.id = ${id}`);
    expect(rows).toEqual([{ product: 1, variant: 1 }]);
  });
});

describe('the owner sets the versions a product sells (PUT /api/product/{id}/variants)', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  let productId: string;
  let otherSlug: string;
  beforeAll(async () => {
    t = await createTestApp({ env: generousLimits });
    admin = await createUser(t, { admin: true });
    ann = await createUser(t, { name: 'Ann Buyer' });
    ({ id: productId } = await addTestProduct(t, { name: 'Versioned Saw', priceCents: 19_999, available: 5 }));
    ({ slug: otherSlug } = await addTestProduct(t, { name: 'Other Saw' }));
  });
  afterAll(() => t.close());

  const options = [
    { name: 'Voltage', values: ['120 V', '230 V'] },
    { name: 'Plug', values: ['US', 'EU', 'UK'] },
  ];
  const version = (sku: string, voltage: string, plug: string, extra: object = {}) => ({
    sku,
    price: voltage === '120 V' ? 199.99 : 219.99,
    available: 10,
    minOrderQuantity: 1,
    options: { Voltage: voltage, Plug: plug },
    ...extra,
  });
  // Three of the six combinations are sold: 120 V with a US plug, 230 V with an EU or a UK plug.
  const sold = [
    version('VS-120-US', '120 V', 'US', { gtin: '4006381333931', weightGrams: 4200, hsCode: '846722', originCountry: 'DE' }),
    version('VS-230-EU', '230 V', 'EU'),
    version('VS-230-UK', '230 V', 'UK'),
  ];
  const put = (body: object, user: TestUser | null = admin, id = productId) =>
    t.app.inject({ method: 'PUT', url: `/api/product/${id}/variants`, headers: user?.auth ?? {}, payload: body });

  it('writes options and variants as one set; the first is the default, the one it had is archived', async () => {
    expect(variantMatrix(options)).toHaveLength(6);
    const res = await put({ options, variants: sold });
    expect(res.statusCode, res.body).toBe(200);
    const product = productSchema.parse(res.json());
    expect(product.options).toEqual(options);
    expect(product.variants?.map((v) => [v.sku, v.options.Voltage, v.options.Plug, v.priceMoney.amount])).toEqual([
      ['VS-120-US', '120 V', 'US', 19_999],
      ['VS-230-EU', '230 V', 'EU', 21_999],
      ['VS-230-UK', '230 V', 'UK', 21_999],
    ]);
    expect(product.variants?.[0]).toMatchObject({ gtin: '4006381333931', weightGrams: 4200, hsCode: '846722', originCountry: 'DE' });
    expect([product.priceMoney.amount, product.available]).toEqual([19_999, 10]);
    const archived = await rowsOf(t.db, sql`select count(*)::int as n from product_variant where product_id = ${productId} and archived_at is not null`);
    expect(archived).toEqual([{ n: 1 }]);
  });

  it("finds the product by a version's SKU, in any case, or by its barcode, first", async () => {
    const first = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/product?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { _id: string }[])[0]?._id;
    };
    t.app.productCatalog.changed();
    expect(await first('vs-230-uk')).toBe(productId);
    expect(await first('4006381333931')).toBe(productId);
    expect(await first('VS-999-XX')).toBeUndefined();
  });

  it('keeps units orders took while the owner edited, moves the default, and archives a version left out', async () => {
    expect((await postOrder(t, ann, productId, 3)).statusCode).toBe(201); // from the default, VS-120-US: 7 left
    const res = await put({
      options: [{ name: 'Voltage', values: ['230 V', '120 V'] }, options[1]],
      variants: [version('VS-230-EU', '230 V', 'EU', { available: 12, availableLoaded: 10 }), version('VS-120-US', '120 V', 'US', { available: 9, availableLoaded: 10 })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = productSchema.parse(res.json());
    expect(product.variants?.map((v) => [v.sku, v.available])).toEqual([
      ['VS-230-EU', 12],
      ['VS-120-US', 6],
    ]);
    expect([product.priceMoney.amount, product.available]).toEqual([21_999, 12]);
  });

  it('refuses a set that does not hold together, with a 400 naming what, and writes nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ options, variants: [{ ...sold[0], options: { Voltage: '120 V' } }] }, /VS-120-US: choose a Plug/],
      [{ options, variants: [{ ...sold[0], options: { Voltage: '110 V', Plug: 'US' } }] }, /Voltage "110 V" is not one of its values/],
      [{ options, variants: [sold[1], { ...sold[2], options: sold[1]!.options }] }, /Two versions are 230 V \/ EU/],
      [{ options, variants: [sold[1], { ...sold[2], sku: 'vs-230-eu' }] }, /SKU VS-230-EU is listed twice/],
      [{ options, variants: [{ ...sold[0], gtin: '4006381333932' }] }, /check digit/],
      [{ options: [], variants: [sold[0], sold[1]] }, /at least one option/],
      [{ options: [...options, { name: 'Blade', values: ['184 mm'] }, { name: 'Case', values: ['Box'] }], variants: [sold[0]] }, /At most 3 options/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = errorBodySchema.parse(res.json());
      expect([error.message, ...Object.values(error.fields ?? {})].join('\n')).toMatch(message);
    }
    // Another product's SKU: 409, and the product is as it was.
    const before = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json());
    const taken = await put({ options, variants: [sold[1], version(otherSlug.toUpperCase(), '230 V', 'UK')] });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(errorBodySchema.parse(taken.json()).error.message).toBe('Another product has this SKU');
    t.app.productCatalog.changed();
    expect(productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json())).toEqual(before);
  });

  it('sells the version a shopper names: its stock, price and SKU; deleting the unpaid order gives the units back to it', async () => {
    const before = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json());
    const us = before.variants!.find((v) => v.sku === 'VS-120-US')!;
    const placed = await postOrder(t, ann, productId, 2, { variantId: us._id });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { insertedId: string }).insertedId;
    const order = orderResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: ann.auth })).json()).data;
    expect(order.lines).toMatchObject([{ variantId: us._id, sku: 'VS-120-US', version: '120 V / US', unitPriceMoney: { amount: 19_999 } }]);
    const stocks = async () =>
      productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json()).variants!.map((v) => [v.sku, v.available]);
    expect(await stocks()).toEqual([
      ['VS-230-EU', 12],
      ['VS-120-US', us.available - 2],
    ]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: ann.auth })).statusCode).toBe(200);
    expect(await stocks()).toEqual([
      ['VS-230-EU', 12],
      ['VS-120-US', us.available],
    ]);
    // A version of another product, or one no longer sold, is not found.
    const other = productSchema.parse((await t.app.inject({ method: 'GET', url: '/api/product?q=Other%20Saw' })).json()[0]);
    expect((await postOrder(t, ann, productId, 1, { variantId: other._id })).statusCode).toBe(404);
  });

  it('keeps a cart line per version; a line that names none is of the default', async () => {
    const product = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json());
    const [eu, us] = product.variants!;
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: ann.auth, payload });
    expect((await put({ quantity: 1, variantId: us!._id })).statusCode).toBe(200);
    const both = cartSchema.parse((await put({ quantity: 2 })).json());
    expect(both.lines.map((l) => [l.sku, l.version, l.quantity, l.priceMoney.amount])).toEqual([
      ['VS-120-US', '120 V / US', 1, 19_999],
      ['VS-230-EU', '230 V / EU', 2, 21_999],
    ]);
    expect(both.totalPriceMoney.amount).toBe(19_999 + 2 * 21_999);
    // Another product's version is not this product's.
    const other = productSchema.parse((await t.app.inject({ method: 'GET', url: '/api/product?q=Other%20Saw' })).json()[0]);
    expect((await put({ quantity: 1, variantId: other._id })).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/lines/${productId}?variantId=${us!._id}`, headers: ann.auth });
    expect(cartSchema.parse(removed.json()).lines.map((l) => l.sku)).toEqual(['VS-230-EU']);
    // A visitor's browser may name versions too.
    const quote = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId, variantId: us!._id, quantity: 1 }, { productId, quantity: 1 }] } });
    expect(cartSchema.parse(quote.json()).lines.map((l) => l.variantId)).toEqual([us!._id, eu!._id]);
    // A line that names no version and one that names the default are one line: their units add up.
    const same = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId, quantity: 2 }, { productId, variantId: eu!._id, quantity: 3 }] } });
    expect(cartSchema.parse(same.json())).toMatchObject({ lines: [{ variantId: eu!._id, quantity: 5 }], totalPriceMoney: { amount: 5 * 21_999 } });
    await t.app.inject({ method: 'DELETE', url: `/api/cart/lines/${productId}`, headers: ann.auth });
  });

  it('is for admins, about a product that exists', async () => {
    expect((await put({ options, variants: sold }, ann)).statusCode).toBe(403);
    expect((await put({ options, variants: sold }, null)).statusCode).toBe(401);
    expect((await put({ options, variants: sold }, admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
