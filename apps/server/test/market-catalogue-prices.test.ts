// Public reads priced in a shopper's market (docs/product/markets.md, "Prices on catalogue pages"),
// on the demo store's markets: `country` on the product list, one product and the cart gives the
// market's currency at the prices checkout quotes, leaves out the versions it does not sell, keeps
// the store's own answer byte for byte for the United States, and is kept per market (not per
// country) and dropped when the back office changes a price. On PGlite, or on DATABASE_URL's server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartSchema, checkoutQuoteSchema, errorBodySchema, marketListSchema, productListSchema, productSchema, toMajorNumber, type Money, type Product } from '@store/contract';
import type { PricingMarket } from '../src/modules/products';
import { generousLimits } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';

let t: TestApp;
let admin: TestUser;
/** The demo's CS-185: a 120 V US version (the default), then 230 V EU and 230 V UK. */
let saw: { id: string; slug: string; name: string; v120: string; v230eu: string; v230uk: string };
/** Each version's minimum order (a cart line holds at least that many). */
const minimum = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: generousLimits });
  admin = await createUser(t, { admin: true });
  const { rows } = (await t.db.execute(sql`select p.id, p.slug, p.name, v.id as variant_id, v.sku, v.min_order_quantity::text as min from product p join product_variant v on v.product_id = p.id
    where p.name = 'Kerfline CS-185 Circular Saw' and v.archived_at is null order by v.position`)) as unknown as { rows: Record<string, string>[] };
  const bySuffix = (suffix: string) => rows.find((r) => (suffix === '' ? !/-230V-/.test(r.sku!) : r.sku!.endsWith(suffix)))!.variant_id!;
  for (const r of rows) minimum.set(r.variant_id!, Number(r.min));
  saw = { id: rows[0]!.id!, slug: rows[0]!.slug!, name: rows[0]!.name!, v120: bySuffix(''), v230eu: bySuffix('-230V-EU'), v230uk: bySuffix('-230V-UK') };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const product = async (url: string): Promise<Product> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return productSchema.parse(res.json());
};
const list = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return { products: productListSchema.parse(res.json()), link: res.headers.link as string | undefined };
};

/** What checkout quotes for a unit of `variantId` shipped to `country`. */
async function quotedUnit(country: string, variantId: string) {
  const user = await createUser(t);
  const put = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${saw.id}`, headers: user.auth, payload: { quantity: minimum.get(variantId), variantId } });
  expect(put.statusCode, put.body).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: user.auth, payload: { country } });
  expect(res.statusCode, res.body).toBe(200);
  const quote = checkoutQuoteSchema.parse(res.json());
  expect(quote.problems).toEqual([]);
  return quote.lines[0]!.unitPrice;
}

describe('one product in a market', () => {
  it('Germany: euros at the prices checkout quotes, without the 120 V version; the first 230 V one stands for the default', async () => {
    const base = await product(`/api/product/${saw.id}`);
    const de = await product(`/api/product/${saw.id}?country=DE`);
    expect(base.variants!.map((v) => v._id)).toEqual([saw.v120, saw.v230eu, saw.v230uk]);
    expect(de.variants!.map((v) => v._id)).toEqual([saw.v230eu, saw.v230uk]);
    const eu = await quotedUnit('DE', saw.v230eu);
    const uk = await quotedUnit('DE', saw.v230uk);
    expect(eu.currency).toBe('EUR');
    expect(de.variants!.map((v) => v.priceMoney)).toEqual([eu, uk]);
    expect(de.variants![0]!.price).toBe(toMajorNumber(eu));
    expect(de).toMatchObject({
      priceMoney: eu,
      price: toMajorNumber(eu),
      available: de.variants![0]!.available,
      priceRange: { min: { amount: Math.min(eu.amount, uk.amount), currency: 'EUR' }, max: { amount: Math.max(eu.amount, uk.amount), currency: 'EUR' } },
      availableTotal: de.variants![0]!.available + de.variants![1]!.available,
    });
    // The default's stock is not the EU version's: the top-level fields moved to it.
    expect(base.available).not.toBe(de.available);
    // By slug: the same answer, naming its slug in each language too.
    expect(await product(`/api/product/by-slug/${saw.slug}?country=de`)).toEqual({ ...de, slugs: expect.objectContaining({ en: saw.slug }) });
    // Every euro country shares it (one market).
    expect((await get(`/api/product/${saw.id}?country=FR`)).body).toBe((await get(`/api/product/${saw.id}?country=DE`)).body);
  });

  it('Japan: whole yen, the 120 V version sold and the 230 V ones not', async () => {
    const jp = await product(`/api/product/${saw.id}?country=jp`);
    expect(jp.variants!.map((v) => v._id)).toEqual([saw.v120]);
    const yen = await quotedUnit('JP', saw.v120);
    expect(yen.currency).toBe('JPY');
    expect(jp.priceMoney).toEqual(yen);
    expect(jp.price).toBe(yen.amount); // no minor unit: the major number is the amount
    expect(Number.isInteger(jp.price) && yen.amount % 10 === 0).toBe(true);
    expect(jp.variants![0]!.priceMoney).toEqual(yen);
  });

  it('the United States sells both voltages in dollars: the store’s own answer, byte for byte', async () => {
    const us = await product(`/api/product/${saw.id}?country=US`);
    expect(us.variants!.map((v) => v._id)).toEqual([saw.v120, saw.v230eu, saw.v230uk]);
    for (const path of [`/api/product/${saw.id}`, `/api/product/by-slug/${saw.slug}`, '/api/product', '/api/product?sort=price-desc&limit=5', '/api/product?q=saw&limit=3']) {
      const plain = await get(path);
      const join = path.includes('?') ? '&' : '?';
      for (const country of ['US', 'us', 'CA']) {
        // Canada's market (Rest of world) sells everything in dollars too.
        const asked = await get(`${path}${join}country=${country}`);
        expect(asked.body, `${path} ${country}`).toBe(plain.body);
        expect(asked.headers.link, `${path} ${country}`).toBe(plain.headers.link);
        expect(asked.headers['x-total-count']).toBe(plain.headers['x-total-count']);
      }
    }
  });

  it('a country that is not two letters is a 400 in the store’s error shape', async () => {
    for (const url of ['/api/product?country=zz1', `/api/product/${saw.id}?country=D`, `/api/product/by-slug/${saw.slug}?country=12`, '/api/cart?country=DEU']) {
      const res = await get(url, admin.auth);
      expect(res.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('country');
    }
  });
});

describe('lists in a market', () => {
  it('prices every card in euros, leaves the 120 V price out of the range, and pages on with the country', async () => {
    const base = await list(`/api/product?q=${encodeURIComponent(saw.name)}&limit=1`);
    const de = await list(`/api/product?q=${encodeURIComponent(saw.name)}&limit=1&country=DE`);
    expect(base.products[0]!._id).toBe(saw.id);
    const single = await product(`/api/product/${saw.id}?country=DE`);
    // The card is the product page's product without its versions.
    const { price, priceMoney, priceRange, available, availableTotal, orderable, minOrderQuantity } = single;
    expect(de.products).toEqual([expect.objectContaining({ _id: saw.id, price, priceMoney, priceRange, available, availableTotal, orderable, minOrderQuantity })]);
    expect(de.products[0]).not.toHaveProperty('variants');

    const first = await list('/api/product?sort=name&limit=4&country=DE');
    expect(first.products.length).toBeGreaterThan(0);
    for (const p of first.products) {
      expect(p.priceMoney.currency).toBe('EUR');
      expect(p.priceRange).toMatchObject({ min: { currency: 'EUR' }, max: { currency: 'EUR' } });
    }
    expect(first.link).toMatch(/[?&]cursor=[^&>]+.*&country=DE>; rel="next"$/);
    const next = await list(first.link!.slice(1, first.link!.indexOf('>')));
    expect(next.products.length).toBeGreaterThan(0);
    expect(next.products.every((p) => p.priceMoney.currency === 'EUR')).toBe(true);
    // The same page as the store's own second page, at the market's prices.
    const baseFirst = await list('/api/product?sort=name&limit=4');
    const baseNext = await list(baseFirst.link!.slice(1, baseFirst.link!.indexOf('>')));
    expect(next.products.map((p) => p._id)).toEqual(baseNext.products.map((p) => p._id));
    expect(next.products.map((p) => p.priceMoney.amount)).not.toEqual(baseNext.products.map((p) => p.priceMoney.amount));
  });

  it('reads the prices of a page in one call, and every country of a market shares the kept page', async () => {
    const pricing = t.app.productCatalog.pricing!;
    const marketOf = pricing.marketOf.bind(pricing);
    const calls: number[] = [];
    const spy = vi.spyOn(pricing, 'marketOf').mockImplementation(async (country) => {
      const market = await marketOf(country);
      return (
        market && {
          ...market,
          pricesOf: (base: ReadonlyMap<string, number>) => {
            calls.push(base.size);
            return market.pricesOf(base);
          },
        } satisfies PricingMarket
      );
    });
    try {
      t.app.productCatalog.changed(); // the markets countries were found in are read again, through the spy
      const germany = await get('/api/product?sort=newest&limit=20&country=DE');
      const page = { products: productListSchema.parse(germany.json()) };
      expect(page.products.length).toBeGreaterThan(10);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toBeGreaterThan(page.products.length); // every version of the page's products at once
      const austria = await get('/api/product?sort=newest&limit=20&country=AT');
      expect(austria.body).toBe(germany.body);
      expect(calls).toHaveLength(1); // served from Germany's page
    } finally {
      spy.mockRestore();
      t.app.productCatalog.changed();
    }
  });

  it('a price the back office sets shows at once on the kept pages of its market, and only there', async () => {
    const url = `/api/product?q=${encodeURIComponent(saw.name)}&limit=1&country=DE`;
    const before = (await list(url)).products[0]!;
    const beforeOne = await product(`/api/product/${saw.id}?country=DE`);
    const us = (await get(`/api/product?q=${encodeURIComponent(saw.name)}&limit=1`)).body;
    const amount = before.priceMoney.amount + 1_000;
    const set = await t.app.inject({ method: 'PUT', url: `/api/admin/variant-prices/${saw.v230eu}/EUR`, headers: admin.auth, payload: { amount } });
    expect(set.statusCode, set.body).toBe(200);
    try {
      expect((await list(url)).products[0]!.priceMoney).toEqual({ amount, currency: 'EUR' });
      const one = await product(`/api/product/${saw.id}?country=DE`);
      expect(one.variants![0]!.priceMoney).toEqual({ amount, currency: 'EUR' });
      expect(one.priceMoney.amount).not.toBe(beforeOne.priceMoney.amount);
      expect(await quotedUnit('DE', saw.v230eu)).toEqual({ amount, currency: 'EUR' });
      expect((await get(`/api/product?q=${encodeURIComponent(saw.name)}&limit=1`)).body).toBe(us);
    } finally {
      const cleared = await t.app.inject({ method: 'DELETE', url: `/api/admin/variant-prices/${saw.v230eu}/EUR`, headers: admin.auth });
      expect(cleared.statusCode, cleared.body).toBe(200);
    }
    expect((await list(url)).products[0]!.priceMoney).toEqual(before.priceMoney);
  });

  it('a product a market sells none of is left out of its lists, and its page still opens with nothing to buy', async () => {
    const japan = marketListSchema.parse((await get('/api/markets')).json()).find((m) => m.name === 'Japan')!;
    const exclusions = `/api/admin/markets/${japan.id}/excluded-variants`;
    const kept = (await get(exclusions, admin.auth)).json() as { variantIds: string[] };
    const search = `/api/product?q=${encodeURIComponent(saw.name)}&limit=5&country=JP`;
    expect((await list(search)).products.map((p) => p._id)).toContain(saw.id);
    const put = (variantIds: string[]) => t.app.inject({ method: 'PUT', url: exclusions, headers: admin.auth, payload: { variantIds } });
    expect((await put([...kept.variantIds, saw.v120])).statusCode).toBe(200);
    try {
      expect((await list(search)).products.map((p) => p._id)).not.toContain(saw.id);
      const page = await product(`/api/product/${saw.id}?country=JP`);
      expect(page).toMatchObject({ _id: saw.id, variants: [], available: 0, availableTotal: 0, orderable: false, priceMoney: { amount: 0, currency: 'JPY' } });
      expect(page.priceRange).toBeUndefined();
    } finally {
      expect((await put(kept.variantIds)).statusCode).toBe(200);
    }
    expect((await list(search)).products.map((p) => p._id)).toContain(saw.id);
  });
});

describe('the cart in a market', () => {
  it('prices lines and total in euros; a version not sold there is no longer sold, at 0 and out of the total', async () => {
    const user = await createUser(t);
    const euUnits = minimum.get(saw.v230eu)! + 1;
    for (const [variantId, quantity] of [[saw.v230eu, euUnits], [saw.v120, minimum.get(saw.v120)!]] as const) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${saw.id}?country=DE`, headers: user.auth, payload: { quantity, variantId } });
      expect(res.statusCode, res.body).toBe(200);
      expect(cartSchema.parse(res.json()).totalPriceMoney.currency).toBe('EUR');
    }
    const eu = await quotedUnit('DE', saw.v230eu);
    const cart = cartSchema.parse((await get('/api/cart?country=de', user.auth)).json());
    expect(cart.lines.map((l) => [l.variantId, l.priceMoney, l.noLongerSold, l.available > 0])).toEqual([
      [saw.v230eu, eu, false, true],
      [saw.v120, { amount: 0, currency: 'EUR' }, true, false],
    ]);
    const total: Money = { amount: eu.amount * euUnits, currency: 'EUR' };
    expect(cart.totalPriceMoney).toEqual(total);
    expect(cart.totalPrice).toBe(toMajorNumber(total));

    // The store's own cart, as before: dollars, both lines sold.
    const plain = await get('/api/cart', user.auth);
    expect((await get('/api/cart?country=US', user.auth)).body).toBe(plain.body);
    const usd = cartSchema.parse(plain.json());
    expect(usd.totalPriceMoney.currency).toBe('USD');
    expect(usd.lines.every((l) => !l.noLongerSold)).toBe(true);

    // A visitor's cart, and removing a line, answer in the market too.
    const quote = await t.app.inject({ method: 'POST', url: '/api/cart/quote?country=DE', payload: { lines: [{ productId: saw.id, variantId: saw.v230eu, quantity: euUnits + 1 }] } });
    expect(cartSchema.parse(quote.json()).totalPriceMoney).toEqual({ amount: eu.amount * (euUnits + 1), currency: 'EUR' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/lines/${saw.id}?variantId=${saw.v120}&country=DE`, headers: user.auth });
    expect(cartSchema.parse(removed.json())).toMatchObject({ lines: [{ variantId: saw.v230eu }], totalPriceMoney: total });
  });
});
