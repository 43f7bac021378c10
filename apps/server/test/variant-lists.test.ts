// The shop's lists see every live version of a product (docs/decisions/0029-product-variants.md,
// "Lists see every version"): the price range a card shows "from", the price sorts by the lowest
// price, the in-stock filter and stock order over all versions, the option filter and its counts,
// the overview's low stock per version; and the upgrade of a store whose products already had
// versions. On PGlite, or on the PostgreSQL server of DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, overviewSchema, productListSchema, productOptionCountsSchema, productSchema } from '@store/contract';
import { takeStock } from '../src/modules/products/index';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';
import { addTestProduct, generousLimits } from './order-fixtures';
import { upgradedFrom, type Rows } from './previous-release';

describe('lists over versions', () => {
  let t: TestApp;
  let admin: TestUser;
  /** Sold in 120 V (default, 199.99, sold out) and 230 V (179.99 and 219.99, in stock). */
  let corded: string;
  /** One version, 149.99, in stock. */
  let plain: string;
  /** 120 V and 230 V, every version sold out. */
  let soldOut: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...generousLimits, LOW_STOCK_THRESHOLD: '2' } });
    admin = await createUser(t, { admin: true });
    ({ id: corded } = await addTestProduct(t, { name: 'Lister Corded Saw', priceCents: 19_999, available: 10 }));
    ({ id: plain } = await addTestProduct(t, { name: 'Lister Plain Saw', priceCents: 14_999, available: 10 }));
    ({ id: soldOut } = await addTestProduct(t, { name: 'Lister Gone Saw', priceCents: 9_999, available: 10 }));
    const options = [
      { name: 'Voltage', values: ['120 V', '230 V'] },
      { name: 'Plug', values: ['US', 'EU', 'UK'] },
    ];
    const version = (sku: string, voltage: string, plug: string, price: number, available: number, minOrderQuantity = 1) => ({
      sku,
      price,
      available,
      minOrderQuantity,
      options: { Voltage: voltage, Plug: plug },
    });
    await put(corded, {
      options,
      variants: [version('LC-120-US', '120 V', 'US', 199.99, 0), version('LC-230-EU', '230 V', 'EU', 179.99, 1), version('LC-230-UK', '230 V', 'UK', 219.99, 9)],
    });
    // Stock below the minimum order is as good as none.
    await put(soldOut, { options, variants: [version('LG-120-US', '120 V', 'US', 99.99, 0), version('LG-230-EU', '230 V', 'EU', 89.99, 1, 2)] });
  });
  afterAll(() => t.close());

  async function put(id: string, body: object) {
    const res = await t.app.inject({ method: 'PUT', url: `/api/product/${id}/variants`, headers: admin.auth, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  }
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product?q=Lister&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { res, products: productListSchema.parse(res.json()) };
  };
  const names = async (query: string) => (await list(query)).products.map((p) => p.name.replace('Lister ', ''));

  it("answers each product's lowest and highest live price, units and orderability; `price` stays the default's", async () => {
    const { products } = await list('sort=name');
    const corded_ = products.find((p) => p._id === corded)!;
    expect(corded_.priceMoney.amount).toBe(19_999);
    expect([corded_.priceRange?.min.amount, corded_.priceRange?.max.amount, corded_.availableTotal, corded_.orderable]).toEqual([17_999, 21_999, 10, true]);
    const plain_ = products.find((p) => p._id === plain)!;
    expect([plain_.priceRange?.min.amount, plain_.priceRange?.max.amount, plain_.availableTotal, plain_.orderable]).toEqual([14_999, 14_999, 10, true]);
    const gone = products.find((p) => p._id === soldOut)!;
    expect([gone.availableTotal, gone.orderable]).toEqual([1, false]);
    // One product's read carries the same.
    const one = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${corded}` })).json());
    expect(one.priceRange).toEqual(corded_.priceRange);
  });

  it('sorts by price by the lowest live price (the "from" price), both ways', async () => {
    expect(await names('sort=price-asc')).toEqual(['Gone Saw', 'Plain Saw', 'Corded Saw']);
    expect(await names('sort=price-desc')).toEqual(['Corded Saw', 'Plain Saw', 'Gone Saw']);
  });

  it('in stock keeps products with any version that can be ordered now, not only the default', async () => {
    expect(await names('sort=name&inStock=true')).toEqual(['Corded Saw', 'Plain Saw']);
  });

  it('filters by option values: values of one option are alternatives, options all apply', async () => {
    expect(await names('sort=name&option=Voltage:230%20V')).toEqual(['Corded Saw', 'Gone Saw']);
    expect(await names('sort=name&option=Plug:UK')).toEqual(['Corded Saw']);
    expect(await names('sort=name&option=Plug:UK&option=Plug:EU')).toEqual(['Corded Saw', 'Gone Saw']);
    expect(await names('sort=name&option=Plug:UK&option=Voltage:120%20V')).toEqual(['Corded Saw']);
    expect(await names('sort=name&option=Plug:UK&option=Voltage:230%20V&inStock=true')).toEqual(['Corded Saw']);
    expect(await names('sort=name&option=Plug:FR')).toEqual([]);
    const { res } = await list('sort=name&option=Voltage:230%20V');
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('carries the option filters in the next link, in one order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product?limit=1&sort=name&option=Voltage:230%20V&option=Plug:UK&option=Plug:EU' });
    expect(res.headers.link).toMatch(/^<\/api\/product\?limit=1&sort=name&option=Plug%3AEU&option=Plug%3AUK&option=Voltage%3A230\+V&cursor=[\w-]+>; rel="next"$/);
    const next = /<([^>]+)>/.exec(res.headers.link as string)![1]!;
    const second = productListSchema.parse((await t.app.inject({ method: 'GET', url: next })).json());
    expect(second.map((p) => p._id)).toEqual([soldOut]);
  });

  it('refuses a malformed option filter with a 400 naming it', async () => {
    for (const bad of ['Voltage', ':230%20V', `V:${'x'.repeat(41)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product?option=${bad}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(errorBodySchema.parse(res.json()).error)).toMatch(/option/);
    }
    const many = Array.from({ length: 13 }, (_, i) => `option=Blade:${i}`).join('&');
    expect((await t.app.inject({ method: 'GET', url: `/api/product?${many}` })).statusCode).toBe(400);
  });

  it('counts the products having each option value, for the same search, category and stock filter', async () => {
    const counts = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/options?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return productOptionCountsSchema.parse(res.json());
    };
    expect(await counts('q=Lister')).toEqual({
      options: [
        { name: 'Plug', values: [{ value: 'EU', count: 2 }, { value: 'US', count: 2 }, { value: 'UK', count: 1 }] },
        { name: 'Voltage', values: [{ value: '120 V', count: 2 }, { value: '230 V', count: 2 }] },
      ],
      capped: false,
    });
    expect((await counts('q=Lister&inStock=true')).options.find((o) => o.name === 'Plug')?.values).toEqual([
      { value: 'EU', count: 1 },
      { value: 'UK', count: 1 },
      { value: 'US', count: 1 },
    ]);
    // Kept per filter set; the owner's change shows at once.
    await put(plain, { options: [{ name: 'Voltage', values: ['230 V'] }], variants: [{ sku: 'LP-230', price: 149.99, available: 10, minOrderQuantity: 1, options: { Voltage: '230 V' } }] });
    expect((await counts('q=Lister')).options.find((o) => o.name === 'Voltage')?.values).toEqual([
      { value: '230 V', count: 3 },
      { value: '120 V', count: 2 },
    ]);
  });

  it("follows the versions: an order's units, an archived version", async () => {
    const variants = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${corded}` })).json()).variants!;
    expect(await takeStock(t.db, variants.find((v) => v.sku === 'LC-230-UK')!._id, 9)).toBe(true);
    const row = async () =>
      ((await t.db.execute(sql`select price_min_cents, price_max_cents, available_total, orderable, option_values from product where id = ${corded}`)) as unknown as { rows: Rows })
        .rows[0];
    expect(await row()).toEqual({ price_min_cents: 17_999, price_max_cents: 21_999, available_total: 1, orderable: true, option_values: ['Plug\u001fEU', 'Plug\u001fUK', 'Plug\u001fUS', 'Voltage\u001f120 V', 'Voltage\u001f230 V'] });
    await t.db.execute(sql`update product_variant set archived_at = now() where sku in ('LC-230-EU', 'LC-230-UK')`);
    expect(await row()).toEqual({ price_min_cents: 19_999, price_max_cents: 19_999, available_total: 0, orderable: false, option_values: ['Plug\u001fUS', 'Voltage\u001f120 V'] });
    // Nothing writes the summary around the variants.
    await expect(t.db.execute(sql`update product set orderable = true where id = ${corded}`)).rejects.toThrow();
    await expect(t.db.execute(sql`update product set option_values = '{}' where id = ${corded}`)).rejects.toThrow();
    await t.db.execute(sql`update product_variant set archived_at = null where sku in ('LC-230-EU', 'LC-230-UK')`);
    t.app.productCatalog.changed();
  });

  it('the overview lists versions running low by product, option values and SKU, fewest units first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    const low = overviewSchema.parse(res.json()).lowStock.products.filter((p) => p.name.startsWith('Lister'));
    // Fewest units first; versions with as many units come in id order (here: sorted by SKU to compare).
    expect(low.map((p) => p.available)).toEqual([0, 0, 0, 1, 1]);
    const rows = low.map((p) => [p.name, p.version, p.sku ?? '', p.available] as const);
    expect(rows.sort((a, b) => a[3] - b[3] || a[2].localeCompare(b[2]))).toEqual([
      ['Lister Corded Saw', '120 V / US', 'LC-120-US', 0],
      ['Lister Corded Saw', '230 V / UK', 'LC-230-UK', 0],
      ['Lister Gone Saw', '120 V / US', 'LG-120-US', 0],
      ['Lister Corded Saw', '230 V / EU', 'LC-230-EU', 1],
      ['Lister Gone Saw', '230 V / EU', 'LG-230-EU', 1],
    ]);
    expect(low.every((p) => p.variantId)).toBe(true);
  });
});

describe('upgrading a store whose products had versions', () => {
  const upgraded = upgradedFrom('0017_cart_line_variants', async (query) => {
    await query(`insert into product (name, slug, description, img, price_cents, available, min_order_quantity) values
      ('Upgrade Saw', 'upgrade-saw', 'Two voltages', '/images/products/circular-saw.svg', 19999, 0, 1),
      ('Upgrade Blade', 'upgrade-blade', 'One version', '/images/products/circular-saw.svg', 2999, 1, 2)`);
    // Upgrade Saw: its default (120 V) sold out, a 230 V version in stock, an archived cheaper one.
    await query(`
      insert into product_option (product_id, position, name) select id, 1, 'Voltage' from product where slug = 'upgrade-saw';
      insert into product_option_value (option_id, position, value) select id, 1, '120 V' from product_option;
      insert into product_option_value (option_id, position, value) select id, 2, '230 V' from product_option;
      insert into product_option_value (option_id, position, value) select id, 3, '110 V' from product_option;
      insert into product_variant (product_id, sku, price_cents, available, min_order_quantity, position)
        select id, 'US-230', 21999, 4, 1, 1 from product where slug = 'upgrade-saw';
      insert into product_variant (product_id, sku, price_cents, available, min_order_quantity, position, archived_at)
        select id, 'US-110', 9999, 50, 1, 2, now() from product where slug = 'upgrade-saw';
      insert into product_variant_option_value (variant_id, option_id, value_id)
        select v.id, ov.option_id, ov.id from product_variant v join product p on p.id = v.product_id, product_option_value ov
        where p.slug = 'upgrade-saw' and ((v.position = 0 and ov.value = '120 V') or (v.sku = 'US-230' and ov.value = '230 V') or (v.sku = 'US-110' and ov.value = '110 V'));`);
    return null;
  });
  const rows = async () =>
    ((await upgraded.database.db.execute(
      sql`select slug, price_cents, price_min_cents, price_max_cents, available_total, orderable, option_values from product order by slug`,
    )) as unknown as { rows: Rows }).rows;

  it("fills every product's summary of its live versions", async () => {
    expect(await rows()).toEqual([
      { slug: 'upgrade-blade', price_cents: 2999, price_min_cents: 2999, price_max_cents: 2999, available_total: 1, orderable: false, option_values: [] },
      { slug: 'upgrade-saw', price_cents: 19999, price_min_cents: 19999, price_max_cents: 21999, available_total: 4, orderable: true, option_values: ['Voltage\u001f120 V', 'Voltage\u001f230 V'] },
    ]);
  });

  it('keeps it from then on: a new product starts with its own values, a version sold out moves it', async () => {
    const db = upgraded.database.db;
    await db.execute(sql`insert into product (name, slug, description, img, price_cents, available, min_order_quantity, price_min_cents, orderable)
      values ('Upgrade Jig', 'upgrade-jig', 'New', '/images/products/circular-saw.svg', 4999, 3, 1, 1, false)`);
    await db.execute(sql`update product_variant set available = 0 where sku = 'US-230'`);
    const after = await rows();
    expect(after.find((r) => r.slug === 'upgrade-jig')).toMatchObject({ price_min_cents: 4999, price_max_cents: 4999, available_total: 3, orderable: true });
    expect(after.find((r) => r.slug === 'upgrade-saw')).toMatchObject({ available_total: 0, orderable: false });
  });
});
