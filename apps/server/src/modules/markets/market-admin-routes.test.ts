// The back office's markets, exchange rates, prices, tax rates and shipping zones: admins only, bad
// input a 400 in the one error shape, a country in two markets or zones a 409 unless moved, and
// every write in the audit trail with its values before and after.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMarketListSchema, adminShippingZoneListSchema, auditPageSchema, errorBodySchema, productPricesSchema, taxRateListSchema, type AuditEntry } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { derivePrice } from './price-derivation';
import { createUser, type TestUser } from '../../../test/users';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await createUser(t, { admin: true });
  shopper = await createUser(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: TestUser | null = admin) =>
  t.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload && { payload }) });
const trail = async (action: string): Promise<AuditEntry[]> => {
  const res = await call('GET', `/api/admin/audit?action=${action}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json()).data;
};
const markets = async () => adminMarketListSchema.parse((await call('GET', '/api/admin/markets')).json());
const expectError = (res: { statusCode: number; json: () => unknown; body: string }, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return errorBodySchema.parse(res.json()).error;
};

describe('who may call', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/markets'],
    ['POST', '/api/admin/markets', { name: 'X', currency: 'EUR', pricesIncludeTax: true, language: 'en', countries: ['FR'] }],
    ['GET', '/api/admin/currency-rates'],
    ['PUT', '/api/admin/tax-rates', { country: 'DE', taxClass: 'standard', percent: '19' }],
    ['GET', '/api/admin/shipping-zones'],
    ['DELETE', '/api/admin/shipping-zones/5f0c7a52-8d1e-4c1a-9a43-5a7f1f3e9c11'],
  ];
  it('a visitor is told to sign in (401), a shopper is refused (403)', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, shopper)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('markets', () => {
  it('lists the demo markets with their countries and how many versions each leaves out', async () => {
    const all = await markets();
    expect(all.map((m) => m.name)).toContain('Euro area');
    expect(all.find((m) => m.name === 'Euro area')).toMatchObject({ currency: 'EUR', excludedVariants: 6, exchangeRate: true });
    expect(all.every((m) => m.exchangeRate)).toBe(true);
    expect(all.find((m) => m.fallback)?.name).toBe('Rest of world');
  });

  it('refuses a country another market lists (409 naming it) unless moved, and records both changes', async () => {
    const body = { name: 'Nordics', currency: 'SEK', pricesIncludeTax: true, language: 'en', languages: ['de', 'en', 'de'], countries: ['SE', 'FI'] };
    const refused = expectError(await call('POST', '/api/admin/markets', body), 409);
    expect(refused.message).toContain('Finland (FI) is in Euro area');
    const created = await call('POST', '/api/admin/markets', { ...body, moveCountries: true });
    expect(created.statusCode, created.body).toBe(201);
    const all = await markets();
    expect(all.find((m) => m.name === 'Nordics')).toMatchObject({ countries: ['FI', 'SE'], language: 'en', languages: ['en', 'de'] });
    expect(all.find((m) => m.name === 'Euro area')?.countries).not.toContain('FI');
    const id = (created.json() as { id: string }).id;
    const updated = await call('PUT', `/api/admin/markets/${id}`, { ...body, name: 'Nordic countries', countries: ['SE', 'FI', 'DK'] });
    expect(updated.statusCode, updated.body).toBe(200);
    const [entry] = (await trail('market.update')).filter((e) => e.entityId === id);
    expect(entry).toMatchObject({ actorEmail: admin.email, entityType: 'market', before: { name: 'Nordics', countries: ['FI', 'SE'] }, after: { name: 'Nordic countries', countries: ['DK', 'FI', 'SE'] } });
    expect((await trail('market.create')).some((e) => e.entityId === id)).toBe(true);
    expect((await call('DELETE', `/api/admin/markets/${id}`)).statusCode).toBe(200);
    expect((await trail('market.delete'))[0]).toMatchObject({ entityId: id, before: { name: 'Nordic countries' }, after: null });
  });

  it('answers bad input with 400 in the error shape, and keeps one fallback market', async () => {
    const bad = expectError(await call('POST', '/api/admin/markets', { name: '', currency: 'euro', pricesIncludeTax: true, language: 'EN', countries: ['XX'] }), 400);
    expect(bad.code).toBe('bad_request');
    // A language the store does not speak is refused: its pages would have no words.
    expectError(await call('POST', '/api/admin/markets', { name: 'Sverige', currency: 'SEK', pricesIncludeTax: true, language: 'sv', countries: ['SE'] }), 400);
    expectError(await call('POST', '/api/admin/markets', { name: 'Sverige', currency: 'SEK', pricesIncludeTax: true, language: 'en', languages: ['sv'], countries: ['SE'] }), 400);
    expectError(await call('POST', '/api/admin/markets', { name: 'Second fallback', currency: 'EUR', pricesIncludeTax: false, language: 'en', fallback: true }), 409);
    expectError(await call('POST', '/api/admin/markets', { name: 'Nowhere', currency: 'EUR', pricesIncludeTax: false, language: 'en', countries: [] }), 400);
    const fallback = (await markets()).find((m) => m.fallback)!;
    expectError(await call('DELETE', `/api/admin/markets/${fallback.id}`), 409);
    expectError(await call('PUT', '/api/admin/markets/not-an-id', { name: 'X' }), 400);
  });

  it('sets the versions a market leaves out, refusing unknown ones', async () => {
    const market = (await markets()).find((m) => m.name === 'Japan')!;
    const before = (await call('GET', `/api/admin/markets/${market.id}/excluded-variants`)).json() as { variantIds: string[] };
    expectError(await call('PUT', `/api/admin/markets/${market.id}/excluded-variants`, { variantIds: [crypto.randomUUID()] }), 400);
    const set = await call('PUT', `/api/admin/markets/${market.id}/excluded-variants`, { variantIds: before.variantIds.slice(1) });
    expect(set.statusCode, set.body).toBe(200);
    expect((await markets()).find((m) => m.id === market.id)!.excludedVariants).toBe(before.variantIds.length - 1);
    expect((await trail('market.exclusions'))[0]).toMatchObject({ entityId: market.id, entityType: 'market' });
  });
});

describe('exchange rates and prices', () => {
  const sawId = async () => {
    const rows = (await t.db.execute(sql`select id from product where name = 'Kerfline CS-185 Circular Saw'`)) as unknown as { rows: { id: string }[] };
    return rows.rows[0]!.id;
  };

  it("lists a product's prices per currency, marks the derived ones, and sets and clears one", async () => {
    const res = await call('GET', `/api/admin/product-prices/${await sawId()}`);
    expect(res.statusCode, res.body).toBe(200);
    const prices = productPricesSchema.parse(res.json());
    expect(prices.currencies[0]).toBe(prices.baseCurrency);
    expect(prices.currencies).toEqual(expect.arrayContaining(['EUR', 'GBP', 'JPY', 'CHF']));
    const variant = prices.variants[0]!;
    const eur = variant.prices.find((p) => p.currency === 'EUR')!;
    expect(eur.derived).toBe(true);
    expect(variant.prices[0]!.derived).toBe(false);

    expectError(await call('PUT', `/api/admin/variant-prices/${variant.id}/EUR`, { amount: 12.5 }), 400);
    expectError(await call('PUT', `/api/admin/variant-prices/${variant.id}/${prices.baseCurrency}`, { amount: 1000 }), 400);
    expect((await call('PUT', `/api/admin/variant-prices/${variant.id}/EUR`, { amount: 14_900 })).statusCode).toBe(200);
    const after = productPricesSchema.parse((await call('GET', `/api/admin/product-prices/${await sawId()}`)).json());
    expect(after.variants[0]!.prices.find((p) => p.currency === 'EUR')).toEqual({ currency: 'EUR', amount: 14_900, derived: false });
    expect((await trail('variant_price.set'))[0]).toMatchObject({ entityType: 'variant_price', entityId: variant.id, before: null, after: { price: { amount: 14_900, currency: 'EUR' } } });

    expect((await call('DELETE', `/api/admin/variant-prices/${variant.id}/EUR`)).statusCode).toBe(200);
    expectError(await call('DELETE', `/api/admin/variant-prices/${variant.id}/EUR`), 404);
    const cleared = productPricesSchema.parse((await call('GET', `/api/admin/product-prices/${await sawId()}`)).json());
    expect(cleared.variants[0]!.prices.find((p) => p.currency === 'EUR')).toEqual(eur);
    expect((await trail('variant_price.clear'))[0]).toMatchObject({ before: { price: { amount: 14_900, currency: 'EUR' } } });
  });

  it('lists a currency with neither a set price nor a rate with no price (null), and derives one once a rate is set', async () => {
    const created = await call('POST', '/api/admin/markets', { name: 'Sweden', currency: 'SEK', pricesIncludeTax: true, language: 'en', countries: ['SE'], moveCountries: true });
    expect(created.statusCode, created.body).toBe(201);
    const sek = async () => productPricesSchema.parse((await call('GET', `/api/admin/product-prices/${await sawId()}`)).json()).variants[0]!.prices.find((p) => p.currency === 'SEK');
    expect(await sek()).toEqual({ currency: 'SEK', amount: null, derived: false });
    expect((await markets()).find((m) => m.name === 'Sweden')?.exchangeRate).toBe(false);
    expect((await call('PUT', '/api/admin/currency-rates/SEK', { rate: '10', roundingMode: 'nearest', roundingStep: 100 })).statusCode).toBe(200);
    const { baseCurrency, variants } = productPricesSchema.parse((await call('GET', `/api/admin/product-prices/${await sawId()}`)).json());
    const base = { amount: variants[0]!.prices[0]!.amount!, currency: baseCurrency };
    // Ten times the base, to the whole krona (100 öre).
    expect(await sek()).toEqual({ ...derivePrice(base, { currency: 'SEK', rate: '10', rounding: { mode: 'nearest', step: 100 } }), derived: true });
    expect((await call('DELETE', '/api/admin/currency-rates/SEK')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/markets/${(created.json() as { id: string }).id}`)).statusCode).toBe(200);
    expectError(await call('GET', `/api/admin/product-prices/${crypto.randomUUID()}`), 404);
  });

  it('sets an exchange rate as exact text, refuses a float-looking or zero one, and deletes it', async () => {
    expectError(await call('PUT', '/api/admin/currency-rates/SEK', { rate: '1e3', roundingMode: 'nearest', roundingStep: 100 }), 400);
    expect(expectError(await call('PUT', `/api/admin/currency-rates/${t.config.currency}`, { rate: '1', roundingMode: 'nearest', roundingStep: 1 }), 400).message).toContain("the store's own currency");
    expectError(await call('PUT', '/api/admin/currency-rates/XYZ', { rate: '1', roundingMode: 'nearest', roundingStep: 1 }), 400);
    expectError(await call('PUT', '/api/admin/currency-rates/SEK', { rate: '0.000', roundingMode: 'nearest', roundingStep: 100 }), 400);
    expectError(await call('PUT', '/api/admin/currency-rates/SEK', { rate: '10.5', roundingMode: 'ending', roundingStep: 100, roundingBelow: 100 }), 400);
    const set = await call('PUT', '/api/admin/currency-rates/SEK', { rate: '10.95', roundingMode: 'ending', roundingStep: 100, roundingBelow: 1 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ currency: 'SEK', rate: '10.95', roundingMode: 'ending', roundingStep: 100, roundingBelow: 1 });
    expect((await trail('currency_rate.set'))[0]).toMatchObject({ entityType: 'currency_rate', entityId: 'SEK', before: null, after: { rate: '10.95' } });
    expect((await call('DELETE', '/api/admin/currency-rates/SEK')).statusCode).toBe(200);
    expectError(await call('DELETE', '/api/admin/currency-rates/SEK'), 404);
  });
});

describe('tax rates', () => {
  it('takes a percent as text and stores exact millionths; lists by country; deletes', async () => {
    const set = await call('PUT', '/api/admin/tax-rates', { country: 'US', region: 'US-NY', taxClass: 'standard', percent: '8.875' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ country: 'US', region: 'US-NY', taxClass: 'standard', rate: 88_750 });
    const us = taxRateListSchema.parse((await call('GET', '/api/admin/tax-rates?country=US')).json());
    expect(us).toEqual([{ country: 'US', region: 'US-NY', taxClass: 'standard', rate: 88_750 }]);
    const de = await call('PUT', '/api/admin/tax-rates', { country: 'DE', taxClass: 'standard', percent: '19.5' });
    expect(de.json()).toMatchObject({ rate: 195_000 });
    expect((await trail('tax_rate.set'))[0]).toMatchObject({ entityType: 'tax_rate', entityId: 'DE/standard', before: { rate: 190_000 }, after: { rate: 195_000 } });
    expect((await call('DELETE', '/api/admin/tax-rates?country=US&region=US-NY&taxClass=standard')).statusCode).toBe(200);
    expect((await trail('tax_rate.delete'))[0]).toMatchObject({ entityId: 'US-NY/standard', before: { rate: 88_750 } });
  });

  it('takes a rate in millionths too, and answers 404 for a rate that does not exist', async () => {
    const set = await call('PUT', '/api/admin/tax-rates', { country: 'CA', region: 'CA-QC', taxClass: 'reduced', rate: 9_975 });
    expect(set.json()).toEqual({ country: 'CA', region: 'CA-QC', taxClass: 'reduced', rate: 9_975 });
    expectError(await call('DELETE', '/api/admin/tax-rates?country=CA&taxClass=reduced'), 404);
    expectError(await call('GET', '/api/admin/tax-rates?country=ZZ'), 400);
  });

  it('answers bad rates with 400', async () => {
    for (const body of [
      { country: 'DE', taxClass: 'standard', percent: '19,5' },
      { country: 'DE', taxClass: 'standard', percent: '100' },
      { country: 'DE', taxClass: 'standard', percent: '8.87501' },
      { country: 'DE', taxClass: 'standard', percent: '19', rate: 190_000 },
      { country: 'DE', taxClass: 'super', percent: '19' },
      { country: 'US', region: 'CA', taxClass: 'standard', percent: '7.25' },
      { country: 'DE', region: 'US-CA', taxClass: 'standard', percent: '7.25' },
    ]) {
      expect(expectError(await call('PUT', '/api/admin/tax-rates', body), 400).code, JSON.stringify(body)).toBe('bad_request');
    }
  });
});

describe('shipping zones', () => {
  const zone = {
    name: 'Nordic express',
    countries: ['FO', 'GL'],
    methods: [{ name: 'Boat', deliveryDays: { min: 5, max: 9 }, rates: { EUR: { kind: 'flat', amount: 2_500 } }, freeFrom: { EUR: 50_000 } }],
  };

  it('creates, replaces and deletes a zone, each in the audit trail', async () => {
    const created = await call('POST', '/api/admin/shipping-zones', zone);
    expect(created.statusCode, created.body).toBe(201);
    const { id, methods } = created.json() as { id: string; methods: { id: string }[] };
    const replaced = await call('PUT', `/api/admin/shipping-zones/${id}`, { ...zone, methods: [{ ...zone.methods[0], id: methods[0]!.id, name: 'Ferry' }] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const zones = adminShippingZoneListSchema.parse((await call('GET', '/api/admin/shipping-zones')).json());
    expect(zones.find((z) => z.id === id)?.methods).toEqual([{ ...zone.methods[0], id: methods[0]!.id, name: 'Ferry' }]);
    expect((await trail('shipping_zone.update'))[0]).toMatchObject({ entityId: id, before: { methods: [{ name: 'Boat' }] }, after: { methods: [{ name: 'Ferry' }] } });
    expect((await call('DELETE', `/api/admin/shipping-zones/${id}`)).statusCode).toBe(200);
    expect((await trail('shipping_zone.delete'))[0]).toMatchObject({ entityId: id, entityType: 'shipping_zone' });
  });

  it('lists every problem in one 400, and refuses a country another zone has (409) unless moved', async () => {
    const bad = expectError(
      await call('POST', '/api/admin/shipping-zones', {
        ...zone,
        methods: [
          { name: 'Boat', deliveryDays: { min: 9, max: 5 }, rates: { EUR: { kind: 'weight', bands: [] } } },
          { name: 'Boat', deliveryDays: { min: 1, max: 2 }, rates: { eur: { kind: 'flat', amount: 1 } } },
        ],
      }),
      400,
    );
    expect(bad.message).toContain('delivery days');
    expect(bad.message).toContain('a weight rate needs at least one band');
    expect(bad.message).toContain('is listed twice');
    expect(bad.message).toContain('not an ISO 4217 currency code');
    expect(expectError(await call('POST', '/api/admin/shipping-zones', { ...zone, countries: ['US'] }), 409).message).toContain('United States (US) is in United States');
    const moved = await call('POST', '/api/admin/shipping-zones', { ...zone, name: 'Mainland US', countries: ['US'], moveCountries: true });
    expect(moved.statusCode, moved.body).toBe(201);
    const zones = adminShippingZoneListSchema.parse((await call('GET', '/api/admin/shipping-zones')).json());
    expect(zones.find((z) => z.name === 'United States')?.countries).toEqual([]);
    expectError(await call('PUT', `/api/admin/shipping-zones/${crypto.randomUUID()}`, zone), 404);
    expectError(await call('POST', '/api/admin/shipping-zones', { ...zone, name: 'europe', countries: ['GL'] }), 409);
  });
});
