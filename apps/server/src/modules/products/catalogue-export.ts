// The catalogue as CSV (GET /api/admin/catalogue/export): every live product's live versions, one row
// each, products in slug order, read in keyset pages of EXPORT_PAGE products (three queries a page)
// and streamed as they come, so memory and each turn of the event loop hold one page, whether the
// catalogue has ten products or 100,000 with 300,000 versions.
import { Readable } from 'node:stream';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { toDecimalString } from '@store/contract/money';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/index';
import { csvLine } from '../../http/csv';
import { csvHeader, maxCsvOptions } from './catalogue-csv-columns';
import { liveVariantsOf, optionsOf } from './catalogue-csv-reads';

const EXPORT_PAGE = 500;

/**
 * A UTF-8 byte order mark first: a spreadsheet then reads "Ø 190 mm" as written instead of guessing
 * an old code page (and would save it back garbled). The import skips it.
 */
const BOM = '\uFEFF';

/** The header line, then one chunk per page of products. */
async function* exportChunks(db: Db, currency: string, pageSize: number): AsyncGenerator<string> {
  let after: string | undefined;
  let chunk = BOM + csvLine([...csvHeader]);
  for (;;) {
    // The slug's unique index gives the order; archived products are skipped on the way.
    const page = await db
      .select({ id: products.id, slug: products.slug, name: products.name, category: categories.slug })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(isNull(products.archivedAt), after === undefined ? undefined : gt(products.slug, after)))
      .orderBy(asc(products.slug))
      .limit(pageSize);
    const ids = page.map((p) => p.id);
    const [options, variants] = await Promise.all([optionsOf(db, ids), liveVariantsOf(db, ids)]);
    const lines: string[] = [];
    for (const product of page) {
      const names = (options.get(product.id) ?? []).map((o) => o.name);
      for (const v of variants.get(product.id) ?? []) {
        const optionCells = Array.from({ length: maxCsvOptions }, (_, i) => {
          const name = names[i];
          return name === undefined ? [null, null] : [name, v.options[name] ?? null];
        }).flat();
        lines.push(
          csvLine([
            product.slug,
            product.name,
            product.category,
            ...optionCells,
            v.sku,
            v.gtin,
            currency,
            // A plain decimal with the currency's digits (a spreadsheet reads "$1,234.00" as text).
            toDecimalString({ amount: v.priceCents, currency }),
            v.available,
            v.available,
            v.minOrderQuantity,
            v.weightGrams,
            v.hsCode,
            v.originCountry,
          ]),
        );
      }
    }
    yield chunk + lines.join('');
    chunk = '';
    if (page.length < pageSize) return;
    after = page.at(-1)!.slug;
  }
}

/**
 * The export as a stream, its first page already read: a query that fails at once rejects here,
 * before anything is sent, and gets the usual error answer; a page that fails later errors the
 * stream and the connection is cut, so a client never takes a short file for a whole one (as the
 * orders' export, modules/orders/order-export.ts).
 */
export async function exportCatalogue(db: Db, currency: string, pageSize = EXPORT_PAGE): Promise<Readable> {
  const chunks = exportChunks(db, currency, pageSize);
  const first = await chunks.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return Readable.from(all(), { objectMode: false });
}
