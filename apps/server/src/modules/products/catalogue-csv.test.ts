// The catalogue as CSV: GET /api/admin/catalogue/export (every live version, one row each, streamed
// in keyset pages) and POST /api/admin/catalogue/import (the versions of the products a file lists,
// all or nothing). On PGlite, or on the PostgreSQL server of DATABASE_URL.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { asc, count, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImportResultSchema, errorBodySchema, insertedIdSchema, productSchema, type CatalogueImportResult, type Product } from '@store/contract';
import { auditEntries, productOptionValues, productOptions, products, productVariants } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { csvHeader } from './catalogue-csv-columns';
import { exportCatalogue } from './catalogue-export';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await createUser(t, { admin: true });
  shopper = await createUser(t);
});
afterAll(() => t.close());

const exportCsv = (headers: Record<string, string> = admin.auth) => t.app.inject({ url: '/api/admin/catalogue/export', headers });
const importCsv = (csv: string, headers: Record<string, string> = admin.auth, type = 'text/csv') =>
  t.app.inject({ method: 'POST', url: '/api/admin/catalogue/import', headers: { ...headers, 'content-type': type }, payload: csv });

async function exported(): Promise<string> {
  const res = await exportCsv();
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const rowsOf = (csv: string): string[][] => parse(csv, { bom: true });
/** Every cell quoted, as some spreadsheets save. */
const toCsv = (rows: string[][]) => rows.map((r) => `${r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')}\r\n`).join('');
const col = (name: string) => csvHeader.indexOf(name);

async function imported(csv: string): Promise<CatalogueImportResult> {
  const res = await importCsv(csv);
  expect(res.statusCode, res.body).toBe(200);
  return catalogueImportResultSchema.parse(res.json());
}
async function refused(csv: string, status = 400): Promise<string> {
  const res = await importCsv(csv);
  expect(res.statusCode, res.body).toBe(status);
  return errorBodySchema.parse(res.json()).error.message;
}

/** Everything an import could change, to compare before and after. */
async function catalogueState() {
  const [variants, options, values, [audit]] = await Promise.all([
    t.db.select().from(productVariants).orderBy(asc(productVariants.id)),
    t.db.select().from(productOptions).orderBy(asc(productOptions.id)),
    t.db.select().from(productOptionValues).orderBy(asc(productOptionValues.id)),
    t.db.select({ n: count() }).from(auditEntries),
  ]);
  return { variants, options, values, audits: audit!.n };
}

async function productBySlug(slug: string): Promise<Product> {
  const res = await t.app.inject({ url: `/api/product/by-slug/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return productSchema.parse(res.json());
}

async function addProduct(name: string, price = 100): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/product',
    headers: admin.auth,
    payload: { name, description: 'A product for the CSV tests.', price, available: 10, minOrderQuantity: 1, img: 'https://cdn.example.com/saw.png' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = insertedIdSchema.parse(res.json()).insertedId;
  const [row] = await t.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
  return row!.slug;
}

describe('who may', () => {
  it('is for admins only: 401 for a visitor, 403 for a shopper, on both routes', async () => {
    expect((await exportCsv({})).statusCode).toBe(401);
    const shopperExport = await exportCsv(shopper.auth);
    expect(shopperExport.statusCode).toBe(403);
    expect(errorBodySchema.parse(shopperExport.json()).error.code).toBe('forbidden');
    expect((await importCsv('x', {})).statusCode).toBe(401);
    expect((await importCsv('x', shopper.auth)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/catalogue/export', () => {
  it('has a row for each live version of each live product, the default first, prices as plain decimals', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFProduct slug,Product name,Category,Option 1 name,')).toBe(true);
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual(csvHeader);
    const [live] = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from product_variant v join product p on p.id = v.product_id
      where v.archived_at is null and p.archived_at is null`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(rows).toHaveLength(live!.n);
    const slugs = rows.map((r) => r[0]!);
    expect([...new Set(slugs)]).toEqual([...new Set(slugs)].sort((a, b) => (a < b ? -1 : 1)));

    // A saw in three versions: its rows together, the default (its SKU the slug in capitals) first.
    const sawRows = rows.filter((r) => r[col('SKU')]!.endsWith('-230V-EU'));
    const slug = sawRows[0]![0]!;
    const saw = await productBySlug(slug);
    const mine = rows.filter((r) => r[0] === slug);
    expect(mine.map((r) => r[col('SKU')])).toEqual(saw.variants!.map((v) => v.sku));
    expect(mine[0]!.slice(col('Option 1 name'), col('Option 2 value') + 1)).toEqual(['Voltage', '120 V', 'Plug', 'US']);
    expect(mine[0]![col('Price')]).toBe(saw.variants![0]!.priceMoney.amount.toString().replace(/(\d\d)$/, '.$1'));
    expect(mine[0]![col('Currency')]).toBe('USD');
    expect(mine[1]![col('Stock')]).toBe('40');
    expect(mine[1]![col('Stock at export')]).toBe('40');
    expect(mine[0]![col('Category')]).toBe(saw.category!.slug);
  });

  it('reads page by page: small pages give the same file as one large one', async () => {
    const read = async (stream: Readable) => {
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return text;
    };
    const small = await read(await exportCatalogue(t.db, 'USD', 2));
    const large = await read(await exportCatalogue(t.db, 'USD', 10_000));
    expect(small).toBe(large);
    expect(rowsOf(small).length).toBeGreaterThan(20);
  });

  it('leaves archived products out', async () => {
    const slug = await addProduct('Kerfline Archived Export Saw');
    expect(await exported()).toContain(slug);
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/product/${row!.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await exported()).not.toContain(slug);
  });

  it('quotes commas, quotes and line breaks, and keeps formula-like cells as text; they import back unchanged', async () => {
    const slug = await addProduct('=HYPERLINK("http://evil.example"), saw');
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${row!.id}/variants`,
      headers: admin.auth,
      payload: {
        options: [{ name: '@Kerf', values: ['-10 mm', '+2, "wide"'] }],
        variants: [
          { sku: `${slug.toUpperCase().slice(0, 50)}-A`, price: 12.5, available: 3, minOrderQuantity: 1, options: { '@Kerf': '-10 mm' } },
          { sku: `${slug.toUpperCase().slice(0, 50)}-B`, price: 14, available: 4, minOrderQuantity: 1, options: { '@Kerf': '+2, "wide"' } },
        ],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const csv = await exported();
    // The name's cell: quoted (a comma, quotes), the formula behind an apostrophe.
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example""), saw",`);
    expect(csv).toContain(`,'@Kerf,'-10 mm,`);
    expect(csv).toContain(`,'@Kerf,"'+2, ""wide""",`);
    expect(csv).toContain(',12.50,');
    const before = await catalogueState();
    expect(await imported(csv)).toMatchObject({ products: { changed: 0 }, variants: { added: 0, updated: 0, archived: 0 } });
    expect(await catalogueState()).toEqual(before);
    expect((await productBySlug(slug)).options).toEqual([{ name: '@Kerf', values: ['-10 mm', '+2, "wide"'] }]);
  });
});

describe('POST /api/admin/catalogue/import', () => {
  it('export, then import unchanged: nothing changes, not even an audit entry', async () => {
    const csv = await exported();
    const before = await catalogueState();
    const result = await imported(csv);
    expect(result.rows).toBe(rowsOf(csv).length - 1);
    expect(result.products.changed).toBe(0);
    expect(result.products.unchanged).toBeGreaterThan(10);
    expect(result.variants).toEqual({ added: 0, updated: 0, archived: 0 });
    expect(await catalogueState()).toEqual(before);
    // Every cell in quotes, columns in another order, a line break in a name (read-only): the same file.
    const [header, ...rows] = rowsOf(csv);
    rows[0]![col('Product name')] = 'A name\non two lines, "quoted"';
    const order = header!.map((_, i) => i).reverse();
    expect((await imported(toCsv([header!, ...rows].map((r) => order.map((i) => r[i]!))))).products.changed).toBe(0);
    expect(await catalogueState()).toEqual(before);
  });

  it('changes a price and a stock, adds a version and archives one left out, with one audit entry per product', async () => {
    const [header, ...rows] = rowsOf(await exported());
    const blade = rows.filter((r) => r[col('Option 1 name')] === 'Diameter');
    const slug = blade[0]![0]!;
    const before = await productBySlug(slug);
    expect(blade).toHaveLength(3);
    const audits = (await catalogueState()).audits;
    // The default's price and stock change; the 165 mm version is left out; a 250 mm version is new.
    blade[0]![col('Price')] = '31.45';
    blade[0]![col('Stock')] = String(Number(blade[0]![col('Stock at export')]) + 5);
    const added = [...blade[2]!];
    added[col('Option 1 value')] = '10" (250 mm)';
    added[col('SKU')] = `${blade[0]![col('SKU')]}-250`;
    added[col('GTIN')] = '4006381333931';
    added[col('Price')] = '45';
    added[col('Stock')] = '12';
    added[col('Stock at export')] = '';
    added[col('Weight (g)')] = '900';
    added[col('HS code')] = '820231';
    added[col('Origin country')] = 'de';
    const result = await imported(toCsv([header!, blade[0]!, blade[2]!, added]));
    expect(result).toEqual({ rows: 3, products: { changed: 1, unchanged: 0 }, variants: { added: 1, updated: 2, archived: 1 } });

    const after = await productBySlug(slug);
    expect(after.options).toEqual([{ name: 'Diameter', values: [...before.options![0]!.values, '10" (250 mm)'] }]);
    expect(after.variants!.map((v) => [v.sku, v.priceMoney.amount, v.available])).toEqual([
      [before.variants![0]!.sku, 3145, before.variants![0]!.available + 5],
      [before.variants![2]!.sku, before.variants![2]!.priceMoney.amount, before.variants![2]!.available],
      [`${before.variants![0]!.sku}-250`, 4500, 12],
    ]);
    expect(after.variants![2]).toMatchObject({ gtin: '4006381333931', weightGrams: 900, hsCode: '820231', originCountry: 'DE', options: { Diameter: '10" (250 mm)' } });
    // The product's own price and stock are its default's.
    expect([after.priceMoney.amount, after.available]).toEqual([3145, before.variants![0]!.available + 5]);
    expect((await catalogueState()).audits).toBe(audits + 1);
    const [entry] = await t.db.select().from(auditEntries).orderBy(sql`${auditEntries.createdAt} desc`).limit(1);
    expect(entry).toMatchObject({ action: 'product.update', entityId: after._id, actorEmail: admin.email });
    // Listing the archived version again sells it again (the default's stock is as the file left it now).
    blade[0]![col('Stock at export')] = blade[0]![col('Stock')]!;
    const again = await imported(toCsv([header!, blade[0]!, blade[1]!, blade[2]!, added]));
    expect(again.variants).toEqual({ added: 1, updated: 2, archived: 0 });
    expect((await productBySlug(slug)).variants!.map((v) => v.sku)).toEqual([before.variants![0]!.sku, before.variants![1]!.sku, before.variants![2]!.sku, `${before.variants![0]!.sku}-250`]);
  });

  it('applies stock as a change from Stock at export, so units ordered since stay taken; absolute without that column', async () => {
    const [header, ...rows] = rowsOf(await exported());
    const row = rows.find((r) => r[col('SKU')]!.endsWith('-230V-UK'))!;
    const sku = row[col('SKU')]!;
    const atExport = Number(row[col('Stock at export')]);
    // An order takes 2 units after the export.
    await t.db.update(productVariants).set({ available: atExport - 2 }).where(eq(productVariants.sku, sku));
    row[col('Stock')] = String(atExport + 10);
    expect((await imported(toCsv([header!, ...rows.filter((r) => r[0] === row[0])]))).variants.updated).toBe(1);
    const stock = async () => (await t.db.select({ n: productVariants.available }).from(productVariants).where(eq(productVariants.sku, sku)))[0]!.n;
    expect(await stock()).toBe(atExport + 8);
    // Without the column, the stock is written as the file says.
    const without = [header!, ...rows.filter((r) => r[0] === row[0])].map((r) => r.filter((_, i) => i !== col('Stock at export')));
    expect((await imported(toCsv(without))).variants.updated).toBe(1);
    expect(await stock()).toBe(atExport + 10);
  });

  it('refuses a bad row, naming its row and column, and imports nothing of the file', async () => {
    const [header, ...rows] = rowsOf(await exported());
    const before = await catalogueState();
    const changed = rows.map((r) => [...r]);
    changed[0]![col('Price')] = '1.23'; // a good change on row 2, not applied either
    changed[5]![col('Price')] = '0';
    expect(await refused(toCsv([header!, ...changed]))).toBe('Row 7, Price: Price must be greater than 0');
    changed[5]![col('Price')] = '12.345';
    changed[6]![col('Stock')] = 'lots';
    const res = await importCsv(toCsv([header!, ...changed]));
    expect(res.statusCode).toBe(400);
    const error = errorBodySchema.parse(res.json()).error;
    expect(error.message).toBe('Row 7, Price: Price has at most 2 decimals (and 1 more problem)');
    expect(error.fields).toEqual({ 'rows.7.Price': 'Row 7, Price: Price has at most 2 decimals', 'rows.8.Stock': 'Row 8, Stock: Stock must be a whole number of 0 or more' });
    expect(await catalogueState()).toEqual(before);
  });

  it('names the row of set rules, unknown products, SKUs of other products, and a file that is not the catalogue', async () => {
    const [header, ...rows] = rowsOf(await exported());
    const saw = rows.filter((r) => r[col('SKU')]!.endsWith('-230V-EU'))[0]![0]!;
    const sawRows = rows.filter((r) => r[0] === saw).map((r) => [...r]);
    const at = (r: string[][]) => toCsv([header!, ...r]);
    const before = await catalogueState();

    const twice = sawRows.map((r) => [...r]);
    twice[1]![col('Option 1 value')] = '120 V';
    twice[1]![col('Option 2 value')] = 'US';
    expect(await refused(at(twice))).toBe(`Row 2: ${saw}: Two versions are 120 V / US`);
    const noPlug = sawRows.map((r) => [...r]);
    noPlug[2]![col('Option 2 name')] = '';
    noPlug[2]![col('Option 2 value')] = '';
    expect(await refused(at(noPlug))).toMatch(/^Row 4, Option 2 name: every row of .* names the same options, and its first \(row 2\) names it "Plug"$/);
    const badGtin = sawRows.map((r) => [...r]);
    badGtin[1]![col('GTIN')] = '4006381333932';
    expect(await refused(at(badGtin))).toBe('Row 3, GTIN: Barcode must be a GTIN of 8, 12, 13 or 14 digits with its check digit');

    const unknown = [...sawRows[0]!];
    unknown[0] = 'no-such-saw';
    expect(await refused(at([unknown]))).toBe('Row 2, Product slug: no product has the slug no-such-saw: add it with Add Product first, then import its versions');
    const other = rows.find((r) => r[0] !== saw)!;
    const stolen = sawRows.map((r) => [...r]);
    stolen[2]![col('SKU')] = other[col('SKU')]!;
    expect(await refused(at(stolen))).toBe(`Row 4, SKU: SKU ${other[col('SKU')]} belongs to another product (${other[0]})`);
    const dup = sawRows.map((r) => [...r]);
    expect(await refused(at([...dup, dup[1]!]))).toMatch(/^Row 5, SKU: SKU .* is on row 3 too/);

    expect(await refused(at([sawRows[0]!.slice(0, -1)]))).toBe(`Row 2: it has ${csvHeader.length - 1} cells where the header has ${csvHeader.length}`);
    expect(await refused(toCsv([header!.filter((h) => h !== 'SKU'), ...sawRows.map((r) => r.filter((_, i) => i !== col('SKU')))]))).toBe(
      'Row 1: the column "SKU" is missing',
    );
    expect(await refused(toCsv([[...header!, 'Colour'], ...sawRows.map((r) => [...r, 'red'])]))).toMatch(/^Row 1: "Colour" is not a column of the catalogue/);
    expect(await refused(`${toCsv([header!])}"unclosed,x\r\n`)).toBe('Row 2: a quoted cell is never closed (a " is missing)');
    expect(await refused(toCsv([header!]))).toBe('The file has no rows under its header: one row per version');
    expect(await refused('')).toMatch(/^The file is empty/);
    const usd = sawRows.map((r) => [...r]);
    usd[0]![col('Currency')] = 'EUR';
    expect(await refused(at(usd))).toBe("Row 2, Currency: Prices are in EUR here but the store's are in USD");
    expect(await catalogueState()).toEqual(before);
  });

  it('takes text/csv only, up to its limits', async () => {
    const json = await importCsv('{"a":1}', admin.auth, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(errorBodySchema.parse(json.json()).error.code).toBe('unsupported_media_type');
    const many = await importCsv(`${csvHeader.join(',')}\n${'a\n'.repeat(10_001)}`);
    expect(many.statusCode).toBe(413);
    expect(errorBodySchema.parse(many.json()).error.message).toMatch(/^The file has more than 10,000 rows/);
    const large = await importCsv('x'.repeat(4 * 1024 * 1024 + 1));
    expect(large.statusCode).toBe(413);
    expect(errorBodySchema.parse(large.json()).error.code).toBe('payload_too_large');
  });
});

describe('docs/product/catalogue.md', () => {
  it("imports the example as it says: the listed versions in the file's order, the one left out archived", async () => {
    const doc = fs.readFileSync(new URL('../../../../../docs/product/catalogue.md', import.meta.url), 'utf8');
    const example = /```csv\n([\s\S]*?)```/.exec(doc)![1]!;
    const rows = rowsOf(example);
    const result = await imported(example);
    expect(result.products.changed).toBe(1);
    const blade = await productBySlug(rows[1]![0]!);
    expect(blade.variants!.map((v) => v.sku)).toEqual(rows.slice(1).map((r) => r[col('SKU')]));
    expect(blade.variants![1]!.priceMoney.amount).toBe(2999);
  });
});
