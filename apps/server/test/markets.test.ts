// Markets (docs/decisions/0031-markets.md): the demo's six markets as the API lists them, which
// versions each leaves out, prices per currency (set or derived), the tax rates and shipping zones
// the demo loads, and the upgrade of a store from the release before (no market: it sells as it
// did). On PGlite, or on the PostgreSQL server of DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketListSchema, toMajorNumber, type Market } from '@store/contract';
import { marketOf, variantPricesIn } from '../src/modules/markets/index';
import { shippingOptions, type ShippingZone } from '../src/modules/markets/shipping-rates';
import { createTestApp, type TestApp } from './test-app';
import { upgradedFrom, type Rows } from './previous-release';

const rowsOf = async (t: { db: TestApp['db'] }, query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Rows }).rows;

describe('the demo markets', () => {
  let t: TestApp;
  let markets: Market[];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/markets' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    markets = marketListSchema.parse(res.json());
  });
  afterAll(() => t.close());

  it('lists six markets with their currency, tax display and countries', () => {
    expect(markets.map((m) => [m.name, m.currency, m.pricesIncludeTax, m.fallback])).toEqual([
      ['United States', 'USD', false, false],
      ['Euro area', 'EUR', true, false],
      ['United Kingdom', 'GBP', true, false],
      ['Japan', 'JPY', true, false],
      ['Switzerland', 'CHF', true, false],
      ['Rest of world', 'USD', false, true],
    ]);
    expect(markets.find((m) => m.name === 'Euro area')!.countries).toHaveLength(21);
    expect(['US', 'DE', 'BG', 'GB', 'JP', 'LI', 'CA', 'NO'].map((c) => marketOf(markets, c)?.name)).toEqual([
      'United States', 'Euro area', 'Euro area', 'United Kingdom', 'Japan', 'Switzerland', 'Rest of world', 'Rest of world',
    ]);
  });

  it('leaves the 120 V saws out of Europe and the 230 V ones out of Japan (the US sells both)', async () => {
    const excluded = await rowsOf(t, sql`select m.name, count(*)::int as n, bool_and(ov.value = case when m.name = 'Japan' then '230 V' else '120 V' end) as right_voltage
      from market_excluded_variant e join market m on m.id = e.market_id
      join product_variant_option_value vov on vov.variant_id = e.variant_id
      join product_option o on o.id = vov.option_id and o.name = 'Voltage'
      join product_option_value ov on ov.id = vov.value_id group by m.name order by m.name`);
    // Six corded saws: one 120 V version each, two 230 V versions each.
    expect(excluded).toEqual([
      { name: 'Euro area', n: 6, right_voltage: true },
      { name: 'Japan', n: 12, right_voltage: true },
      { name: 'Switzerland', n: 6, right_voltage: true },
      { name: 'United Kingdom', n: 6, right_voltage: true },
    ]);
  });

  it('prices a version in every currency: the base, one the owner set, or derived at the rate and marked', async () => {
    const [saw] = await rowsOf(t, sql`select v.id, v.price_cents from product_variant v join product p on p.id = v.product_id
      where p.name = 'Kerfline CS-185 Circular Saw' order by v.position limit 1`);
    const id = saw!.id as string;
    const base = saw!.price_cents as number;
    const usd = await variantPricesIn(t.db, [id], 'USD', 'USD');
    expect(usd.get(id)).toEqual({ amount: base, currency: 'USD', derived: false });
    // Euros at 0.86, ending in .99; yen at 155, to the ten.
    const eur = (await variantPricesIn(t.db, [id], 'EUR', 'USD')).get(id)!;
    expect(eur).toMatchObject({ currency: 'EUR', derived: true });
    expect(eur.amount % 100).toBe(99);
    expect(Math.abs(eur.amount - base * 0.86)).toBeLessThan(100);
    const jpy = (await variantPricesIn(t.db, [id], 'JPY', 'USD')).get(id)!;
    expect(jpy.amount % 10).toBe(0);
    expect(Math.abs(jpy.amount - toMajorNumber({ amount: base, currency: 'USD' }) * 155)).toBeLessThanOrEqual(5);
    // A price the owner set wins and is not derived; a currency without a rate has no price.
    await t.db.execute(sql`insert into product_variant_price (variant_id, currency, amount) values (${id}, 'EUR', 14999)`);
    expect((await variantPricesIn(t.db, [id], 'EUR', 'USD')).get(id)).toEqual({ amount: 14_999, currency: 'EUR', derived: false });
    expect((await variantPricesIn(t.db, [id], 'SEK', 'USD')).has(id)).toBe(false);
  });

  it('loads the tax rates and shipping zones, and weighs the versions for weight-banded rates', async () => {
    const rates = await rowsOf(t, sql`select country, tax_class, rate from tax_rate where country in ('DE', 'JP', 'US') order by country, tax_class`);
    expect(rates).toEqual([
      { country: 'DE', tax_class: 'reduced', rate: 70_000 },
      { country: 'DE', tax_class: 'standard', rate: 190_000 },
      { country: 'JP', tax_class: 'reduced', rate: 80_000 },
      { country: 'JP', tax_class: 'standard', rate: 100_000 },
    ]);
    const zones = await rowsOf(t, sql`select z.name, array_agg(c.country order by c.country) as countries,
      (select json_agg(json_build_object('id', m.id, 'name', m.name, 'deliveryDays', json_build_object('min', m.min_days, 'max', m.max_days), 'rates', m.rates, 'freeFrom', m.free_from) order by m.position)
         from shipping_method m where m.zone_id = z.id) as methods
      from shipping_zone z join shipping_zone_country c on c.zone_id = z.id group by z.id, z.name order by z.position`);
    const shipping = zones.map((z) => ({ name: z.name, countries: z.countries, methods: z.methods })) as unknown as ShippingZone[];
    // A German order of €150: Standard €9.90 and Express by weight (4.9 kg); above €200 Standard is free.
    const lines = [{ weightGrams: 4_900, quantity: 1 }];
    const de = shippingOptions(shipping, { country: 'DE', subtotal: { amount: 15_000, currency: 'EUR' }, lines });
    expect(de.ok && de.methods.map((m) => [m.name, m.price.amount])).toEqual([['Standard', 990], ['Express', 1_990]]);
    const free = shippingOptions(shipping, { country: 'DE', subtotal: { amount: 25_000, currency: 'EUR' }, lines });
    expect(free.ok && free.methods[0]!.price.amount).toBe(0);
    expect(shippingOptions(shipping, { country: 'JP', subtotal: { amount: 20_000, currency: 'JPY' }, lines })).toMatchObject({ ok: true, methods: [{ name: 'Standard', price: { amount: 1_500, currency: 'JPY' } }] });
    expect(shippingOptions(shipping, { country: 'RU', subtotal: { amount: 20_000, currency: 'USD' }, lines })).toMatchObject({ ok: false, reason: 'country-not-shipped' });
    const [weights] = await rowsOf(t, sql`select count(*)::int as unweighed from product_variant v join product p on p.id = v.product_id where p.specs ? 'weightKg' and v.weight_grams is null`);
    expect(weights).toEqual({ unweighed: 0 });
  });

  it('tells anyone the countries a delivery method goes to, the ones the zones cover', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { countries } = res.json<{ countries: string[] }>();
    expect(countries).toEqual(expect.arrayContaining(['DE', 'FR', 'GB', 'JP', 'US', 'CH']));
    expect(countries).not.toContain('RU');
    expect(countries).toEqual([...countries].sort());
    const covered = await rowsOf(t, sql`select count(distinct c.country)::int as n from shipping_zone_country c where exists (select 1 from shipping_method m where m.zone_id = c.zone_id)`);
    expect(countries).toHaveLength(covered[0]!.n as number);
  });
});

describe('upgrading a store from the release before', () => {
  const upgraded = upgradedFrom('0019_variant_product_index', async (query) => {
    await query(`insert into product (name, slug, description, img, price_cents, available, min_order_quantity) values
      ('Market Saw', 'market-saw', 'Sold before markets', '/images/products/circular-saw.svg', 19999, 3, 1)`);
    return null;
  });

  it('keeps its products, each in the standard tax class, and has no market until the owner makes one', async () => {
    const db = upgraded.database.db;
    const products = ((await db.execute(sql`select slug, price_cents, tax_class from product`)) as unknown as { rows: Rows }).rows;
    expect(products).toEqual([{ slug: 'market-saw', price_cents: 19_999, tax_class: 'standard' }]);
    const counts = ((await db.execute(sql`select (select count(*) from market)::int as markets, (select count(*) from tax_rate)::int as rates,
      (select count(*) from shipping_zone)::int as zones`)) as unknown as { rows: Rows }).rows;
    expect(counts).toEqual([{ markets: 0, rates: 0, zones: 0 }]);
  });
});

describe('upgrading a store whose markets had one language each', () => {
  const upgraded = upgradedFrom('0023_order_tax_lines', async (query) => {
    await query(`insert into market (name, currency, prices_include_tax, language, fallback, position) values
      ('Euro area', 'EUR', true, 'en', false, 0), ('Switzerland', 'CHF', true, 'de', false, 1), ('Italia', 'EUR', true, 'it', false, 2)`);
    return null;
  });

  it('offers each market the language it had, as its default; one the store does not speak becomes English', async () => {
    const rows = ((await upgraded.database.db.execute(sql`select name, language, languages from market order by position`)) as unknown as { rows: Rows }).rows;
    expect(rows).toEqual([
      { name: 'Euro area', language: 'en', languages: ['en'] },
      { name: 'Switzerland', language: 'de', languages: ['de'] },
      { name: 'Italia', language: 'en', languages: ['en'] },
    ]);
  });
});
