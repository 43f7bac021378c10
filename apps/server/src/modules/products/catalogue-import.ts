// The catalogue from a CSV file (POST /api/admin/catalogue/import): each product the file lists gets
// exactly the versions its rows list, through setVariants, the one writer of a product's versions
// and its rules (the contract's productVariantsInputSchema). All or nothing: every row is read and
// checked first (the file's shape, each cell, each product's set against the contract, slugs, SKUs
// and barcodes against the database), and a file with any problem is refused whole, naming the row
// and column; then the products that change are written in one transaction, each with its audit
// entry. Products the file leaves out are untouched; a listed product that already is as the file
// says is not written at all (no audit entry, no cache flush).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  catalogueCsvMaxRows,
  fromMajorNumber,
  minorDigits,
  productVariantsInputSchema,
  type CatalogueImportResult,
  type ProductOption,
  type ProductVariantsInput,
} from '@store/contract';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit';
import { cellText, csvColumns, csvHeader, maxCsvOptions, optionalColumns, optionNameColumn, optionValueColumn, type CsvColumnKey } from './catalogue-csv-columns';
import { liveVariantsOf, optionsOf, type CsvVariant } from './catalogue-csv-reads';
import type { CatalogChanges } from './product-catalog';
import { findProduct, priceMinorUnits } from './product-service';
import { lockProduct } from './product-stock';
import { setVariants } from './product-variant-writes';

/** Characters parsed per turn of the event loop. */
const PARSE_CHUNK = 64 * 1024;
/** Slugs, SKUs or products per database read. */
const READ_BATCH = 500;
/** Problems an answer lists (the message names the first, and how many more there are). */
const MAX_LISTED = 20;

/** Every problem of a file, by row (1 is the header, as a spreadsheet numbers them) and column. */
class Problems {
  readonly list: { key: string; message: string }[] = [];
  private readonly keys = new Set<string>();
  add(row: number, column: string | undefined, message: string) {
    const key = `rows.${row}${column ? `.${column}` : ''}`;
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.list.push({ key, message: `Row ${row}${column ? `, ${column}` : ''}: ${message}` });
  }
  get size() {
    return this.list.length;
  }
  throwIfAny() {
    if (this.list.length === 0) return;
    const [first, ...more] = this.list;
    const rest = more.length === 0 ? '' : ` (and ${more.length} more problem${more.length === 1 ? '' : 's'})`;
    throw badRequest(`${first!.message}${rest}`, Object.fromEntries(this.list.slice(0, MAX_LISTED).map((p) => [p.key, p.message])));
  }
}

const tooManyRows = () =>
  new AppError(
    413,
    'payload_too_large',
    `The file has more than ${catalogueCsvMaxRows.toLocaleString('en-US')} rows: import it in parts (a product the file leaves out is untouched)`,
  );

/** The file's records, read a chunk per turn of the event loop; a file that is not CSV is refused by row. */
async function readRecords(text: string): Promise<string[][]> {
  // A byte that is not UTF-8 was read as U+FFFD: names and option values would come back garbled.
  if (text.includes('\uFFFD')) throw badRequest('The file is not UTF-8 text: save it as "CSV UTF-8" and import it again');
  const records: string[][] = [];
  async function* chunks() {
    for (let at = 0; at < text.length; ) {
      if (at > 0) await nextTurn();
      let end = Math.min(at + PARSE_CHUNK, text.length);
      // Never between the two halves of a character outside the BMP.
      if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end++;
      yield text.slice(at, end);
      at = end;
    }
  }
  try {
    await pipeline(Readable.from(chunks()), parse({ bom: true, relax_column_count: true }), async (source: AsyncIterable<string[]>) => {
      for await (const record of source) {
        records.push(record);
        if (records.length > catalogueCsvMaxRows + 1) throw tooManyRows();
      }
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, records: before } = err as { code?: string; records?: number };
    const row = (before ?? records.length) + 1;
    const problems = new Problems();
    if (code === 'CSV_QUOTE_NOT_CLOSED') problems.add(row, undefined, 'a quoted cell is never closed (a " is missing)');
    else if (code === 'INVALID_OPENING_QUOTE' || code === 'CSV_INVALID_CLOSING_QUOTE') {
      problems.add(row, undefined, 'a cell with a " must be wholly in quotes, its own quotes doubled ("12"" blade")');
    } else problems.add(row, undefined, `this is not CSV (${(err as Error).message})`);
    problems.throwIfAny();
  }
  return records;
}

/** Where each column is in the file (by name, any case and order); a header that will not do is refused. */
function readHeader(header: readonly string[]): Map<string, number> {
  const problems = new Problems();
  const known = new Map(csvHeader.map((name) => [name.toLowerCase(), name]));
  const at = new Map<string, number>();
  header.forEach((cell, i) => {
    const text = cellText(cell);
    if (text === '') return; // a spreadsheet's empty trailing column
    const name = known.get(text.toLowerCase());
    if (!name) problems.add(1, undefined, `"${text}" is not a column of the catalogue (its columns: ${csvHeader.join(', ')})`);
    else if (at.has(name)) problems.add(1, undefined, `the column "${name}" is there twice`);
    else at.set(name, i);
  });
  for (const name of csvHeader) if (!at.has(name) && !optionalColumns.has(name)) problems.add(1, undefined, `the column "${name}" is missing`);
  problems.throwIfAny();
  return at;
}

interface Row {
  row: number;
  slug: string;
  options: { name: string; value: string }[];
  sku: string;
  gtin: string | null;
  price: number;
  priceCents: number;
  stock: number;
  stockAtExport: number | undefined;
  minOrder: number;
  weight: number | null;
  hsCode: string | null;
  originCountry: string | null;
}

const wholeNumber = /^\d+$/;

/** One row's cells as values; undefined (and its problems added) when a cell cannot be read. */
function readRow(cells: readonly string[], row: number, at: Map<string, number>, currency: string, problems: Problems): Row | undefined {
  const before = problems.size;
  const cell = (column: string) => {
    const i = at.get(column);
    return i === undefined ? '' : cellText(cells[i] ?? '');
  };
  const text = (key: CsvColumnKey) => cell(csvColumns[key]);
  const whole = (key: CsvColumnKey, what: string, min: number): number | undefined => {
    const value = text(key);
    if (value === '') return undefined;
    if (wholeNumber.test(value) && Number(value) >= min) return Number(value);
    problems.add(row, csvColumns[key], `${what} must be a whole number of ${min} or more`);
    return undefined;
  };
  const required = (key: CsvColumnKey, what: string) => problems.add(row, csvColumns[key], `${what} is required`);

  const slug = text('slug');
  if (slug === '') required('slug', 'Product slug');

  const options: Row['options'] = [];
  for (let n = 1; n <= maxCsvOptions; n++) {
    const name = cell(optionNameColumn(n));
    const value = cell(optionValueColumn(n));
    if (name === '' && value === '') continue;
    if (name === '') problems.add(row, optionNameColumn(n), `Option ${n} has a value but no name`);
    else if (value === '') problems.add(row, optionValueColumn(n), `Option ${n} (${name}) has no value`);
    else if (options.length !== n - 1) problems.add(row, optionNameColumn(n), `Option ${n} is filled but Option ${options.length + 1} is empty: fill the options from 1 on`);
    else options.push({ name, value });
  }

  const currencyCell = text('currency').toUpperCase();
  if (currencyCell !== '' && currencyCell !== currency) {
    problems.add(row, csvColumns.currency, `Prices are in ${currencyCell} here but the store's are in ${currency}`);
  }
  const priceText = text('price');
  let price = 0;
  let priceCents = 0;
  if (priceText === '') required('price', 'Price');
  else if (!/^\d+(\.\d+)?$/.test(priceText)) {
    problems.add(row, csvColumns.price, 'Price must be a number such as 129.99 (a dot before the decimals, no currency sign)');
  } else {
    price = Number(priceText);
    const cents = fromMajorNumber(price, currency);
    const digits = minorDigits(currency);
    if (cents === null) problems.add(row, csvColumns.price, digits === 0 ? 'Price is a whole number' : `Price has at most ${digits} decimal${digits === 1 ? '' : 's'}`);
    else priceCents = cents;
  }
  const stock = whole('stock', 'Stock', 0);
  if (text('stock') === '') required('stock', 'Stock');
  const stockAtExport = whole('stockAtExport', 'Stock at export', 0);
  const minOrder = whole('minOrder', 'Minimum order', 1);
  if (text('minOrder') === '') required('minOrder', 'Minimum order');
  const weight = whole('weight', 'Weight', 1);

  if (problems.size > before) return undefined;
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    row,
    slug,
    options,
    sku: text('sku'),
    gtin: orNull(text('gtin')),
    price,
    priceCents,
    stock: stock!,
    stockAtExport,
    minOrder: minOrder!,
    weight: weight ?? null,
    hsCode: orNull(text('hsCode')),
    originCountry: orNull(text('originCountry').toUpperCase()),
  };
}

/** A product of the file: its rows, in order (the first is its default version). */
interface Listed {
  slug: string;
  firstRow: number;
  rows: Row[];
  /** A row of it could not be read: the set is not checked further. */
  unreadable: boolean;
}

interface Plan {
  productId: string;
  slug: string;
  firstRow: number;
  input: ProductVariantsInput;
  added: number;
  updated: number;
  archived: number;
}

const batches = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / READ_BATCH) }, (_, i) => items.slice(i * READ_BATCH, (i + 1) * READ_BATCH));

/** The column of a variant's field, for a problem the contract finds in it. */
const fieldColumns: Record<string, string> = {
  sku: csvColumns.sku,
  gtin: csvColumns.gtin,
  price: csvColumns.price,
  available: csvColumns.stock,
  availableLoaded: csvColumns.stockAtExport,
  minOrderQuantity: csvColumns.minOrder,
  weightGrams: csvColumns.weight,
  hsCode: csvColumns.hsCode,
  originCountry: csvColumns.originCountry,
  options: optionValueColumn(1),
};

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * The product's options as the file names them. Their values keep the order the product has when it
 * has the same options (values it has but the file does not use stay, as the grid keeps them), new
 * values after them in the order the file first uses them.
 */
function optionsFor(listed: Listed, current: ProductOption[], problems: Problems): ProductOption[] | undefined {
  const first = listed.rows[0]!;
  const names = first.options.map((o) => o.name);
  let consistent = true;
  for (const r of listed.rows.slice(1)) {
    const theirs = r.options.map((o) => o.name);
    for (let n = 0; n < Math.max(names.length, theirs.length); n++) {
      if (theirs[n] !== names[n]) {
        const says = names[n] === undefined ? 'names no such option' : `names it "${names[n]}"`;
        problems.add(r.row, optionNameColumn(n + 1), `every row of ${listed.slug} names the same options, and its first (row ${first.row}) ${says}`);
        consistent = false;
        break;
      }
    }
  }
  if (!consistent) return undefined;
  const keep = current.length === names.length && current.every((o, i) => o.name === names[i]);
  return names.map((name, i) => {
    const values = keep ? [...current[i]!.values] : [];
    for (const r of listed.rows) if (!values.includes(r.options[i]!.value)) values.push(r.options[i]!.value);
    return { name, values };
  });
}

export async function importCatalogue(db: Db, catalog: CatalogChanges, actor: AuditActor, text: string, currency: string): Promise<CatalogueImportResult> {
  const records = await readRecords(text);
  if (records.length === 0) throw badRequest('The file is empty: it needs the header row and a row per version');
  const at = readHeader(records[0]!);
  const problems = new Problems();

  // Each row by itself.
  const listed = new Map<string, Listed>();
  let rowCount = 0;
  records.forEach((cells, i) => {
    if (i === 0 || cells.every((c) => c.trim() === '')) return; // the header; an empty line
    rowCount++;
    const row = i + 1;
    if (cells.length !== records[0]!.length) {
      problems.add(row, undefined, `it has ${cells.length} cells where the header has ${records[0]!.length}`);
      return;
    }
    const read = readRow(cells, row, at, currency, problems);
    const slug = read?.slug ?? cellText(cells[at.get(csvColumns.slug)!] ?? '');
    let product = listed.get(slug);
    if (!product) listed.set(slug, (product = { slug, firstRow: row, rows: [], unreadable: false }));
    if (read) product.rows.push(read);
    else product.unreadable = true;
  });
  if (rowCount === 0) throw badRequest('The file has no rows under its header: one row per version');
  listed.delete('');

  // A SKU or barcode belongs to one version of the whole file.
  const skuRow = new Map<string, Row>();
  const gtinRow = new Map<string, Row>();
  for (const product of listed.values()) {
    for (const r of product.rows) {
      const sku = r.sku.toUpperCase();
      const earlier = sku === '' ? undefined : skuRow.get(sku);
      if (earlier) problems.add(r.row, csvColumns.sku, `SKU ${sku} is on row ${earlier.row} too`);
      else if (sku !== '') skuRow.set(sku, r);
      const sameGtin = r.gtin === null ? undefined : gtinRow.get(r.gtin);
      if (sameGtin) problems.add(r.row, csvColumns.gtin, `Barcode ${r.gtin} is on row ${sameGtin.row} too`);
      else if (r.gtin !== null) gtinRow.set(r.gtin, r);
    }
  }

  // What the database has: the products, their options and live versions; whose the SKUs and barcodes are.
  const productBySlug = new Map<string, { id: string; archived: boolean }>();
  for (const slugs of batches([...listed.keys()])) {
    const rows = await db
      .select({ id: products.id, slug: products.slug, archived: sql<boolean>`${products.archivedAt} is not null` })
      .from(products)
      .where(inArray(products.slug, slugs));
    for (const p of rows) productBySlug.set(p.slug, p);
  }
  const liveIds = [...productBySlug.values()].filter((p) => !p.archived).map((p) => p.id);
  const options = new Map<string, ProductOption[]>();
  const variants = new Map<string, CsvVariant[]>();
  for (const ids of batches(liveIds)) {
    for (const [id, o] of await optionsOf(db, ids)) options.set(id, o);
    for (const [id, v] of await liveVariantsOf(db, ids)) variants.set(id, v);
  }
  // Archived versions too: their SKUs and barcodes stay theirs (orders name them), and their pictures come back with them.
  const skuOwner = new Map<string, { productId: string; slug: string; images: string[] }>();
  for (const skus of batches([...skuRow.keys()])) {
    const rows = await db
      .select({ sku: sql<string>`upper(${productVariants.sku})`, productId: productVariants.productId, slug: products.slug, images: productVariants.images })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(sql`upper(${productVariants.sku})`, skus));
    for (const v of rows) skuOwner.set(v.sku, v);
  }
  const gtinOwner = new Map<string, { productId: string; slug: string }>();
  for (const gtins of batches([...gtinRow.keys()])) {
    const rows = await db
      .select({ gtin: productVariants.gtin, productId: productVariants.productId, slug: products.slug })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.gtin, gtins));
    for (const v of rows) gtinOwner.set(v.gtin!, v);
  }

  // Each product's set, against the contract and the database; then what would change.
  const plans: Plan[] = [];
  let unchanged = 0;
  for (const product of listed.values()) {
    const first = product.rows[0];
    const found = productBySlug.get(product.slug);
    if (!found || found.archived) {
      problems.add(
        product.firstRow,
        csvColumns.slug,
        found
          ? `${product.slug} is archived: only products on sale take an import`
          : `no product has the slug ${product.slug}: add it with Add Product first, then import its versions`,
      );
      continue;
    }
    if (product.unreadable || !first) continue;
    let owned = true;
    for (const r of product.rows) {
      const skuHolder = skuOwner.get(r.sku.toUpperCase());
      if (skuHolder && skuHolder.productId !== found.id) {
        problems.add(r.row, csvColumns.sku, `SKU ${r.sku} belongs to another product (${skuHolder.slug})`);
        owned = false;
      }
      const gtinHolder = r.gtin === null ? undefined : gtinOwner.get(r.gtin);
      if (gtinHolder && gtinHolder.productId !== found.id) {
        problems.add(r.row, csvColumns.gtin, `Barcode ${r.gtin} belongs to another product (${gtinHolder.slug})`);
        owned = false;
      }
    }
    const current = variants.get(found.id) ?? [];
    const currentOptions = options.get(found.id) ?? [];
    const productOptions = optionsFor(product, currentOptions, problems);
    if (!productOptions || !owned) continue;

    const liveBySku = new Map(current.map((v, i) => [v.sku.toUpperCase(), { v, i }]));
    const input: ProductVariantsInput = {
      options: productOptions,
      variants: product.rows.map((r) => {
        const live = liveBySku.get(r.sku.toUpperCase())?.v;
        const stockUnchanged = live !== undefined && (r.stockAtExport !== undefined ? r.stock === r.stockAtExport : r.stock === live.available);
        // Stock is applied as a change from the stock at export (orders placed since keep their
        // units, decision record 0028), as it is written when the file has no such column; a stock
        // the file leaves as it was is not written at all.
        const loaded = stockUnchanged ? r.stock : r.stockAtExport;
        return {
          sku: r.sku,
          gtin: r.gtin,
          price: r.price,
          available: r.stock,
          ...(loaded !== undefined && live !== undefined && { availableLoaded: loaded }),
          minOrderQuantity: r.minOrder,
          weightGrams: r.weight,
          hsCode: r.hsCode,
          originCountry: r.originCountry,
          images: live?.images ?? skuOwner.get(r.sku.toUpperCase())?.images ?? [],
          options: Object.fromEntries(r.options.map((o) => [o.name, o.value])),
        };
      }),
    };
    const checked = productVariantsInputSchema.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [list, index, field] = issue.path;
        if (list === 'variants' && typeof index === 'number') {
          problems.add(product.rows[index]!.row, fieldColumns[String(field)], issue.message);
        } else if (list === 'options' && typeof index === 'number') {
          problems.add(first.row, field === 'values' ? optionValueColumn(index + 1) : optionNameColumn(index + 1), issue.message);
        } else problems.add(first.row, undefined, `${product.slug}: ${issue.message}`);
      }
      continue;
    }

    let added = 0;
    let updated = 0;
    product.rows.forEach((r, position) => {
      const match = liveBySku.get(r.sku.toUpperCase());
      if (!match) {
        added++;
        return;
      }
      const { v, i } = match;
      const stockChanged = input.variants[position]!.availableLoaded !== r.stock;
      const same =
        i === position &&
        v.sku === r.sku &&
        v.gtin === r.gtin &&
        v.priceCents === r.priceCents &&
        !stockChanged &&
        v.minOrderQuantity === r.minOrder &&
        v.weightGrams === r.weight &&
        v.hsCode === r.hsCode &&
        v.originCountry === r.originCountry &&
        sameOptions(v.options, input.variants[position]!.options);
      if (!same) updated++;
    });
    const listedSkus = new Set(product.rows.map((r) => r.sku.toUpperCase()));
    const archived = current.filter((v) => !listedSkus.has(v.sku.toUpperCase())).length;
    const optionsSame = JSON.stringify(productOptions) === JSON.stringify(currentOptions);
    if (added + updated + archived === 0 && optionsSame) unchanged++;
    else plans.push({ productId: found.id, slug: product.slug, firstRow: first.row, input: checked.data, added, updated, archived });
  }
  problems.throwIfAny();

  // Written in one transaction, products in id order (two imports never wait on each other in a cycle).
  plans.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  let changed = false;
  const later: CatalogChanges = {
    changed: () => {
      changed = true;
    },
  };
  if (plans.length > 0) {
    await db.transaction(async (tx) => {
      for (const plan of plans) {
        try {
          await lockProduct(tx, plan.productId);
          const before = await findProduct(tx, plan.productId, currency);
          if (!before) throw notFound(`${plan.slug} was archived meanwhile`);
          await setVariants(tx, later, plan.productId, plan.input, (price) => priceMinorUnits(price, currency));
          const after = await findProduct(tx, plan.productId, currency);
          await recordAudit(tx, actor, { action: 'product.update', entityType: 'product', entityId: plan.productId, before, after });
        } catch (err) {
          // The product's own refusal (a stock that orders took below 0, a SKU taken meanwhile), with its row.
          if (err instanceof AppError) throw new AppError(err.statusCode, err.code, `Row ${plan.firstRow} (${plan.slug}): ${err.message}`, err.fields);
          throw err;
        }
      }
    });
  }
  if (changed) catalog.changed();
  const sum = (key: 'added' | 'updated' | 'archived') => plans.reduce((total, p) => total + p[key], 0);
  return {
    rows: rowCount,
    products: { changed: plans.length, unchanged },
    variants: { added: sum('added'), updated: sum('updated'), archived: sum('archived') },
  };
}
