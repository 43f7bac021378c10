// Products and categories in other languages: the shop's reads in a language (English where a text
// has none), translated slugs and their redirects, search in each language's own configuration, and
// the back office's writes and its list of what is missing; on PGlite or PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  categoryListSchema,
  errorBodySchema,
  insertedIdSchema,
  missingTranslationsSchema,
  productListSchema,
  productSchema,
  productTranslationSchema,
  type ProductTranslationInput,
} from '@store/contract';
import { demoCategories, demoProducts } from '../../db/demo-data';
import { demoTranslations } from '../../db/demo-translations/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { webEntry } from '../../../test/web-entry';

let t: TestApp;
let web: Awaited<ReturnType<typeof webEntry>>;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  web = await webEntry();
  t = await createTestApp({ seed: true, env: { WEB_DIST: web.webDist, PRODUCT_CACHE_TTL_MS: '60000' }, pageRenderer: web.renderer });
  admin = await createUser(t, { admin: true });
  shopper = await createUser(t);
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const shop = async (url: string) => {
  const res = await call('GET', url, undefined, {});
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
};
const list = async (url: string) => productListSchema.parse((await shop(url)).json());

const circularSaw = demoProducts[0].name; // 'Kerfline CS-185 Circular Saw', in versions
const de = demoTranslations.de;

describe('the demo catalogue in every language', () => {
  it('names every demo product and category in German, French, Spanish and Japanese, with nothing missing', async () => {
    for (const language of ['de', 'fr', 'es', 'ja'] as const) {
      const products = await list(`/api/product?lang=${language}`);
      expect(products.map((p) => p.name)).toEqual(demoProducts.map((p) => demoTranslations[language].products[p.name]!.name));
      expect(products.map((p) => p.slug)).toEqual(demoProducts.map((p) => demoTranslations[language].products[p.name]!.slug));
      const categories = categoryListSchema.parse((await shop(`/api/category?lang=${language}`)).json());
      expect(categories.map((c) => c.name).sort()).toEqual(demoCategories.map((c) => demoTranslations[language].categories[c.slug]!.name).sort());
      // Ordered as the language sorts its own words (Säbelsägen among the S, not after Z).
      expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort(new Intl.Collator(language).compare));
      const missing = missingTranslationsSchema.parse((await call('GET', `/api/admin/translations/missing?language=${language}`)).json());
      expect(missing).toMatchObject({ products: [], productCount: 0, categories: [], next: null });
    }
  });

  it('reads a product in German: its name, description, category, options and versions, and English without lang', async () => {
    const [english] = await list('/api/product?limit=1');
    const german = productSchema.parse((await shop(`/api/product/${english!._id}?lang=de&country=DE`)).json());
    expect(german).toMatchObject({ name: de.products[circularSaw]!.name, description: de.products[circularSaw]!.description, category: { slug: 'kreissaegen', name: 'Kreissägen' } });
    expect(german.options).toEqual([
      { name: 'Spannung', values: ['120 V', '230 V'] },
      { name: 'Stecker', values: ['US-Stecker', 'EU-Stecker', 'UK-Stecker'] },
    ]);
    // The versions name the same options the same way (the page matches them), and keep their SKUs.
    for (const variant of german.variants!) expect(Object.keys(variant.options)).toEqual(['Spannung', 'Stecker']);
    expect(german.variants!.map((v) => v.sku)).toEqual(productSchema.parse((await shop(`/api/product/${english!._id}?country=DE`)).json()).variants!.map((v) => v.sku));
    expect(productSchema.parse((await shop(`/api/product/${english!._id}`)).json()).name).toBe(circularSaw);
    expect(productSchema.parse((await shop(`/api/product/${english!._id}?lang=en`)).json()).name).toBe(circularSaw);
    // A language the store does not speak is refused in the one error shape.
    const swedish = await call('GET', `/api/product/${english!._id}?lang=sv`, undefined, {});
    expect(swedish.statusCode).toBe(400);
    expect(errorBodySchema.parse(swedish.json()).error.message).toContain('lang');
  });

  it("filters by a category's German slug as by its English one", async () => {
    const german = await list('/api/product?lang=de&category=kreissaegen');
    const english = await list('/api/product?category=circular-saws');
    expect(german.map((p) => p._id)).toEqual(english.map((p) => p._id));
    expect(german.length).toBeGreaterThan(0);
    expect(german.every((p) => p.category?.name === 'Kreissägen')).toBe(true);
  });
});

describe("the shop's option filter in a language", () => {
  it('labels options and values as the translations write them, and filters by their own names', async () => {
    const counts = (await shop('/api/product/options?lang=de')).json<{ options: { name: string; label?: string; values: { value: string; label?: string }[] }[] }>();
    const voltage = counts.options.find((o) => o.name === 'Voltage')!;
    expect(voltage.label).toBe('Spannung');
    const plug = counts.options.find((o) => o.name === 'Plug')!;
    expect(plug.values.find((v) => v.value === 'EU')?.label).toBe('EU-Stecker');
    // English pages get no labels; the filter is the same either way.
    expect((await shop('/api/product/options')).json<{ options: { label?: string }[] }>().options.every((o) => o.label === undefined)).toBe(true);
    expect((await list('/api/product?lang=de&option=Plug:EU')).map((p) => p._id)).toEqual((await list('/api/product?option=Plug:EU')).map((p) => p._id));
  });
});

describe('the cart in a language', () => {
  it("names its lines' products and versions as the page's language does", async () => {
    const [saw] = await list('/api/product?limit=1&country=DE');
    const product = productSchema.parse((await shop(`/api/product/${saw!._id}?country=DE`)).json());
    const eu = product.variants!.find((v) => v.options.Plug === 'EU')!;
    const put = await call('PUT', `/api/cart/lines/${saw!._id}?country=DE&lang=de`, { quantity: 2, variantId: eu._id }, shopper.auth);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ lines: [{ name: de.products[circularSaw]!.name, slug: de.products[circularSaw]!.slug, version: '230 V / EU-Stecker', quantity: 2 }] });
    const english = await call('GET', '/api/cart?country=DE', undefined, shopper.auth);
    expect(english.json()).toMatchObject({ lines: [{ name: circularSaw, version: '230 V / EU' }] });
  });
});

describe('search in each language', () => {
  const names = async (url: string) => (await list(url)).map((p) => p.name);

  it('stems German, French and Spanish words in their own configuration', async () => {
    // Plural and inflected forms find the singular names: Handkreissägen → Handkreissäge.
    expect(await names('/api/product?lang=de&q=Handkreissägen')).toContain(de.products[circularSaw]!.name);
    expect(await names(`/api/product?lang=fr&q=${encodeURIComponent('scies circulaires')}`)).toContain(demoTranslations.fr.products[circularSaw]!.name);
    expect(await names(`/api/product?lang=es&q=${encodeURIComponent('sierras circulares')}`)).toContain(demoTranslations.es.products[circularSaw]!.name);
    // The best match first: the product named so.
    expect((await names(`/api/product?lang=de&q=${encodeURIComponent(de.products[circularSaw]!.name)}`))[0]).toBe(de.products[circularSaw]!.name);
  });

  it('finds a Japanese word inside a name with no spaces, and English words on a Japanese page', async () => {
    const ja = demoTranslations.ja.products[circularSaw]!.name; // Kerfline CS-185 電気丸ノコ
    expect(await names(`/api/product?lang=ja&q=${encodeURIComponent('丸ノコ')}`)).toContain(ja);
    expect(await names('/api/product?lang=ja&q=CS-185')).toContain(ja);
    // English pages do not search the translations.
    expect(await names(`/api/product?q=${encodeURIComponent('丸ノコ')}`)).toEqual([]);
  });

  it('corrects a misspelt translated word from the vocabulary, as it does English ones', async () => {
    expect(await names('/api/product?lang=de&q=Handkreissaege')).toContain(de.products[circularSaw]!.name);
  });
});

describe('the back office translates', () => {
  const panelSaw = { name: 'Kerfline PS-12 Panel Saw', description: 'A wall-mounted panel saw.', price: 1249.5, available: 12, minOrderQuantity: 1, img: 'https://cdn.example.com/panel-saw.png' };
  const german: ProductTranslationInput = { name: 'Kerfline PS-12 Plattensäge', description: 'Eine Wandplattensäge.', optionNames: {}, optionValues: {} };

  async function addPanelSaw(name = panelSaw.name): Promise<string> {
    const res = await call('POST', '/api/product', { ...panelSaw, name });
    expect(res.statusCode, res.body).toBe(201);
    return insertedIdSchema.parse(res.json()).insertedId;
  }

  it('a new product is missing in every language until written; writing one shows it in the shop at once', async () => {
    const id = await addPanelSaw();
    for (const language of ['de', 'fr', 'es', 'ja']) {
      const missing = missingTranslationsSchema.parse((await call('GET', `/api/admin/translations/missing?language=${language}`)).json());
      expect(missing.products.map((p) => p._id)).toContain(id);
      expect(missing.productCount).toBe(1);
    }
    // Untranslated, the German shop shows it in English.
    expect((await list('/api/product?lang=de')).find((p) => p._id === id)?.name).toBe(panelSaw.name);
    const put = await call('PUT', `/api/product/${id}/translations/de`, german);
    expect(put.statusCode, put.body).toBe(200);
    expect(productTranslationSchema.parse(put.json())).toMatchObject({ language: 'de', name: german.name, slug: 'kerfline-ps-12-plattensage' });
    expect((await list('/api/product?lang=de')).find((p) => p._id === id)?.name).toBe(german.name);
    expect(missingTranslationsSchema.parse((await call('GET', '/api/admin/translations/missing?language=de')).json()).productCount).toBe(0);
    // Audited like every catalogue change.
    const audit = await call('GET', '/api/admin/audit?action=product.translate');
    expect(audit.json()).toMatchObject({ data: [expect.objectContaining({ entityId: id, after: expect.objectContaining({ name: german.name }) })] });
    // Removed, English again.
    expect((await call('DELETE', `/api/product/${id}/translations/de`)).statusCode).toBe(200);
    expect((await list('/api/product?lang=de')).find((p) => p._id === id)?.name).toBe(panelSaw.name);
    expect((await call('DELETE', `/api/product/${id}/translations/de`)).statusCode).toBe(404);
    await call('DELETE', `/api/product/${id}`);
  });

  it('refuses a shopper, an unknown language, a blank name and a slug another product has', async () => {
    const id = await addPanelSaw('Kerfline PS-14 Panel Saw');
    expect((await call('PUT', `/api/product/${id}/translations/de`, german, shopper.auth)).statusCode).toBe(403);
    expect((await call('PUT', `/api/product/${id}/translations/de`, german, {})).statusCode).toBe(401);
    const english = await call('PUT', `/api/product/${id}/translations/en`, german);
    expect(english.statusCode).toBe(400);
    const blank = await call('PUT', `/api/product/${id}/translations/fr`, { ...german, name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(errorBodySchema.parse(blank.json()).error.fields).toMatchObject({ name: 'Name is Required' });
    const taken = await call('PUT', `/api/product/${id}/translations/de`, { ...german, slug: de.products[circularSaw]!.slug });
    expect(taken.statusCode).toBe(409);
    expect(errorBodySchema.parse(taken.json()).error.fields).toMatchObject({ slug: 'This slug is taken' });
    // Nor another product's English slug: that product is found at it on German pages while untranslated.
    const otherEnglish = await call('PUT', `/api/product/${id}/translations/de`, { ...german, slug: 'kerfline-cs-185-circular-saw' });
    expect(otherEnglish.statusCode).toBe(409);
    // Nor, through PATCH, may a product move to another's German slug.
    expect((await call('PATCH', `/api/product/${id}`, { slug: de.products[circularSaw]!.slug })).statusCode).toBe(409);
    // A Japanese name with no Latin letters keeps the product's English slug on Japanese pages.
    const japanese = await call('PUT', `/api/product/${id}/translations/ja`, { ...german, name: 'パネルソー' });
    expect(japanese.json()).toMatchObject({ slug: 'kerfline-ps-14-panel-saw' });
    await call('DELETE', `/api/product/${id}/translations/ja`);
    // And a new product cannot take another's German slug as its own.
    const clash = await call('POST', '/api/product', { ...panelSaw, name: 'Kerfline PS-16 Panel Saw', slug: de.products[circularSaw]!.slug });
    expect(clash.statusCode).toBe(409);
    // Nothing half-written.
    expect((await call('GET', `/api/product/${id}/translations`)).json()).toEqual([]);
    expect((await call('PUT', '/api/product/00000000-0000-4000-8000-000000000000/translations/de', german)).statusCode).toBe(404);
    await call('DELETE', `/api/product/${id}`);
  });

  it('translates a category, and its German slug filters the German shop', async () => {
    const created = await call('POST', '/api/category', { name: 'Scroll saws' });
    const { insertedId } = insertedIdSchema.parse(created.json());
    const put = await call('PUT', `/api/category/${insertedId}/translations/de`, { name: 'Dekupiersägen' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ language: 'de', name: 'Dekupiersägen', slug: 'dekupiersagen' });
    expect(categoryListSchema.parse((await shop('/api/category?lang=de')).json())).toContainEqual({ _id: insertedId, slug: 'dekupiersagen', name: 'Dekupiersägen' });
    expect((await call('DELETE', `/api/category/${insertedId}`)).statusCode).toBe(200);
  });
});

describe("a product's page in every language", () => {
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('is at its translated slug; its English, another language’s and a former slug move there (301)', async () => {
    const deSlug = de.products[circularSaw]!.slug;
    const frSlug = demoTranslations.fr.products[circularSaw]!.slug;
    const res = await page(`/de-de/products/${deSlug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1`);
    expect(res.body).toContain(de.products[circularSaw]!.name);
    expect(res.body).toContain('Spannung');
    // Each language's version is named at its own slug.
    expect(res.body).toContain(`hreflang="fr-FR" href="http://localhost:80/fr-fr/products/${frSlug}"`);
    expect(res.body).toContain(`hreflang="en-GB" href="http://localhost:80/en-gb/products/kerfline-cs-185-circular-saw"`);
    // A product with no translation in a language is named there at its English slug (never one that redirects).
    const [saw] = await list('/api/product?limit=1');
    await call('DELETE', `/api/product/${saw!._id}/translations/es`);
    await vi.waitFor(async () => expect((await page(`/de-de/products/${deSlug}`)).body).toContain(`hreflang="es-ES" href="http://localhost:80/es-es/products/kerfline-cs-185-circular-saw"`));
    await call('PUT', `/api/product/${saw!._id}/translations/es`, { ...demoTranslations.es.products[circularSaw]!, optionNames: demoTranslations.es.optionNames, optionValues: demoTranslations.es.optionValues });
    for (const from of ['/de-de/products/kerfline-cs-185-circular-saw', `/de-de/products/${frSlug}`]) {
      const moved = await page(`${from}?variant=X`);
      expect(moved.statusCode, from).toBe(301);
      expect(moved.headers.location, from).toBe(`/de-de/products/${deSlug}?variant=X`);
    }
    // The English pages move a German slug to the English one.
    expect((await page(`/products/${deSlug}`)).headers.location).toBe('/products/kerfline-cs-185-circular-saw');
    // The owner renames the German slug: the old one keeps leading to the product.
    const [product] = await list('/api/product?limit=1&lang=de');
    const put = await call('PUT', `/api/product/${product!._id}/translations/de`, { ...de.products[circularSaw]!, slug: 'handkreissaege-cs-185', optionNames: de.optionNames, optionValues: de.optionValues });
    expect(put.statusCode, put.body).toBe(200);
    // (A kept page is served while it renders again in the background: the next request has the change.)
    await vi.waitFor(async () => {
      const old = await page(`/de-de/products/${deSlug}`);
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/de-de/products/handkreissaege-cs-185');
    });
    expect((await page('/de-de/products/handkreissaege-cs-185')).statusCode).toBe(200);
    expect((await page('/de-de/products/no-such-saw')).statusCode).toBe(404);
  });
});
