// Every main catalogue query is served by an index, read from EXPLAIN on the engine the suite runs
// on (PGlite by default, PostgreSQL with DATABASE_URL). The queries are the ones the routes run
// (product-list-query.ts), with their real parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addBulkProducts, addBulkTranslations, addBulkVersions } from '../../../test/catalogue-fixtures';
import { correctionQuery, countQuery, pageQuery, SEARCH_CANDIDATES, withCorrectedSearch, type ListRequest } from './product-list-query';
import { optionCountsQuery } from './product-option-counts';
import { lowStockQuery } from './low-stock';
import { lockVariantsQuery } from './product-stock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const ids = await addBulkProducts(t, 3_000);
  // A third of them in versions: 120 V / US and 230 V / EU, and 230 V / UK on one in ten of those.
  const versioned = ids.filter((_, i) => i % 3 === 0);
  await addBulkVersions(t, versioned, versioned.filter((_, i) => i % 10 === 0));
  await addBulkTranslations(t, ids);
});
afterAll(() => t.close());

async function plan(query: SQLWrapper): Promise<string> {
  const { rows } = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

const cursor = { key: '2026-01-01T00:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' };
const cases: Array<[string, ListRequest, string[]]> = [
  ['the default first page (oldest first)', { order: 'oldest', limit: 100 }, ['product_live_newest_idx']],
  ['a later page, newest first', { order: 'newest', limit: 100, cursor: { order: 'newest', ...cursor } }, ['product_live_newest_idx']],
  ['the landing page (limit 3)', { order: 'oldest', limit: 3 }, ['product_live_newest_idx']],
  ['a category, newest first', { order: 'newest', limit: 24, category: 'bulk' }, ['product_live_category_newest_idx']],
  ['a category in stock, cheapest first', { order: 'price-asc', limit: 24, category: 'bulk', inStock: true }, ['product_live_category_price_from_idx']],
  ['all by price, dearest first, later page', { order: 'price-desc', limit: 24, cursor: { order: 'price-desc', key: 20_000, id: cursor.id } }, ['product_live_price_from_idx']],
  ['all by name', { order: 'name', limit: 24 }, ['product_live_name_idx']],
  ['a search, best match first', { order: 'relevance', limit: 24, q: 'mitre' }, ['product_search_idx']],
  ['admins: archived products, newest first', { order: 'newest', limit: 50, archived: true }, ['product_archived_newest_idx']],
  ['admins: low stock, fewest units first, later page', { order: 'stock', limit: 50, stockAtMost: 5, cursor: { order: 'stock', key: 2, id: cursor.id } }, ['product_live_stock_total_idx']],
  ['an option value a third of products have, newest first', { order: 'newest', limit: 24, options: ['Voltage:230 V'] }, []],
  ['a rare option value, cheapest first', { order: 'price-asc', limit: 24, options: ['Plug:UK'] }, []],
  ['two values of one option in stock, by name, later page', { order: 'name', limit: 24, inStock: true, options: ['Plug:EU', 'Plug:UK'], cursor: { order: 'name', key: 'Bulk m', id: cursor.id } }, []],
  ['two options in a category, oldest first', { order: 'oldest', limit: 24, category: 'bulk', options: ['Voltage:230 V', 'Plug:UK'] }, []],
  ['a search with an option value', { order: 'relevance', limit: 24, q: 'walnut', options: ['Voltage:230 V'] }, ['product_search_idx']],
  ['a search with a typo', { order: 'relevance', limit: 24, q: 'circlar' }, ['product_search_idx']],
  ['a search with a typo only (no word matches)', { order: 'relevance', limit: 24, q: 'tabel saw' }, ['product_search_idx']],
  ['a search for a word every product has', { order: 'relevance', limit: 24, q: 'board' }, []],
  ['a later page of that search', { order: 'relevance', limit: 24, q: 'board', cursor: { order: 'relevance', key: 0.5, id: cursor.id } }, []],
  // On a German page: the English candidates and the German ones, each from its own index.
  ['a German search', { order: 'relevance', limit: 24, q: 'Walnuss', language: 'de' }, ['product_search_idx', 'product_translation_search_idx']],
  ['a later page of a German search', { order: 'relevance', limit: 24, q: 'Ahorn', language: 'de', cursor: { order: 'relevance', key: 0.5, id: cursor.id } }, ['product_translation_search_idx']],
  // Japanese has no spaces: any part of a name or description, from the trigram index.
  ['a Japanese search', { order: 'relevance', limit: 24, q: 'ウォルナット', language: 'ja' }, ['product_translation_ja_trgm_idx', 'product_translation_search_idx']],
  // One or two characters give the trigram index nothing to look up (it would read every entry): words only.
  ['a one-character Japanese search', { order: 'relevance', limit: 24, q: '板', language: 'ja' }, ['product_translation_search_idx']],
];

const newestUnderCandidateLimit = new RegExp(`Limit\\s+\\(cost=[\\d.]+ rows=${SEARCH_CANDIDATES}\\b[\\s\\S]*Index Scan Backward using product_live_newest_idx`);

describe('EXPLAIN of the catalogue queries', () => {
  it.each(cases)('%s uses its index and never scans the product table', async (_label, asked, indexes) => {
    // As the routes do: a search's corrected words are read first (their own query, below).
    const req = await withCorrectedSearch(t.db, asked);
    const text = await plan(pageQuery(t.db, req));
    for (const index of indexes) expect(text, text).toContain(index);
    // Every product matches: the newest are read from the newest-first index, under the candidates'
    // Limit, and no page of the table is read beyond them.
    if (req.q === 'board') expect(text, text).toMatch(newestUnderCandidateLimit);
    expect(text, text).not.toMatch(/Seq Scan on product\b/);
    if (req.q !== undefined) expect(text, text).toMatch(/(Index Scan using|Index Scan on) product_pkey/);
    // Keyset pages read the index in order: no sort of the whole match set. An option filter may
    // instead read its few matches from the option values' index and sort those (the planner picks
    // whichever reads fewer rows: a rare value's matches, or a common value's ordered range).
    if (req.order !== 'relevance' && !text.includes('product_live_option_values_idx')) expect(text, text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
    expect(text, text).not.toMatch(/Seq Scan on product_variant\b/);
    // A translated search reads only the language's index entries, under the same bound.
    if (req.language !== undefined) {
      expect(text, text).not.toMatch(/Seq Scan on product_translation\b/);
      if (req.q !== undefined && [...req.q].length < 3) expect(text, text).not.toContain('product_translation_ja_trgm_idx');
      expect(text, text).toMatch(/Limit[\s\S]*Bitmap Index Scan on product_translation_/);
    }
    // A search ranks a bounded set of candidates: the full-text match is read under a Limit, and a
    // misspelt search's corrected words' match only when those fall short (a one-time filter); a
    // search typed right has no such query at all.
    if (req.q !== undefined) {
      expect(text, text).toMatch(/Limit[\s\S]*(Bitmap Index Scan on product_search_idx|Index Scan Backward using product_live_newest_idx)/);
      if (req.corrected !== req.q) expect(text, text).toMatch(/One-Time Filter/);
      else expect(text, text).not.toMatch(/One-Time Filter/);
      // Best match first: the candidates are ranked by the score they were read with, and only the
      // page's rows are read again (by primary key) for the answer.
      // (A translated search's candidates are found and scored several ways: each counts once, with its best score.)
      if (req.order === 'relevance') expect(text, text).toMatch(/Limit[\s\S]*Sort Key: (\S+\.score|\(max\(\S+\.score\)\)) DESC/);
    }
  });

  it('reads a search’s first candidates from the table’s first block every time (synchronized scans off)', async () => {
    // Else a large table's scan starts where the last one stopped: other candidates each time, and a
    // common word's page 2 would not follow its page 1 (seen at 100,000 products in the bench).
    const { rows } = (await t.db.execute(sql`show synchronize_seqscans`)) as unknown as { rows: { synchronize_seqscans: string }[] };
    expect(rows[0]?.synchronize_seqscans).toBe('off');
  });

  it.each(['circlar', 'tabel saw', 'mitre'])('the correction of "%s" reads the vocabulary by its indexes, never a product', async (q) => {
    const text = await plan(correctionQuery(q));
    // Whether a word is known, by the primary key; the nearest known word of one that is not, from
    // the trigram index once the vocabulary is large (this small one the planner reads whole).
    expect(text, text).toMatch(/Index (Only )?Scan using search_word_pkey/);
    expect(text, text).not.toMatch(/ on product\b/);
  });

  it.each([
    ['everything', { order: 'oldest', limit: 1 }],
    ['a category', { order: 'oldest', limit: 1, category: 'bulk' }],
    ['a search', { order: 'oldest', limit: 1, q: 'walnut' }],
  ] as Array<[string, ListRequest]>)('the option counts of %s read the product rows under the count cap, never a variant', async (_label, req) => {
    const text = await plan(optionCountsQuery(await withCorrectedSearch(t.db, req)));
    // (A search reads variants by SKU and barcode through their unique indexes, never by scanning.)
    expect(text, text).not.toMatch(/Seq Scan on product_variant\b/);
    // The rows counted are read under the cap's Limit. Here every match fits under the cap, so the
    // planner may read the table's 3,030 rows rather than the category's index; with more matches
    // than the cap it reads the index in order (EXPLAIN at 100,000 products: docs/decisions/0029).
    expect(text, text).toMatch(/Limit\s+\(cost=[\d.]+ rows=\d+[\s\S]*(Index|Seq Scan on product\b)/);
    if (req.q !== undefined) expect(text, text).not.toMatch(/Seq Scan on product\b/);
  });

  it("the overview's low stock reads live variants fewest units first from their index", async () => {
    const text = await plan(lowStockQuery(t.db, 5));
    expect(text, text).toContain('product_variant_live_stock_idx');
    expect(text, text).not.toMatch(/Seq Scan on product(_variant|_option|_option_value)?\b/);
    // Read in order, not sorted (a version's option values are ordered by their own sort, a few rows).
    expect(text, text).not.toMatch(/Sort Key: product_variant\.available/);
  });

  it("the owner's edit and an import lock a product's variants, archived ones too, through their product index", async () => {
    const text = await plan(lockVariantsQuery(t.db, cursor.id));
    expect(text, text).toContain('product_variant_product_idx');
    expect(text, text).not.toMatch(/Seq Scan on product_variant\b/);
  });

  it('the count of everything stops after COUNT_CAP + 1 rows, whatever the catalogue holds', async () => {
    const text = await plan(countQuery(t.db, { order: 'oldest', limit: 100 }));
    expect(text, text).toMatch(/Aggregate[\s\S]*->\s+Limit/);
  });

  it.each([
    ['a category in stock', { order: 'oldest', limit: 100, category: 'bulk', inStock: true }],
    ['a search', { order: 'relevance', limit: 100, q: 'mitre' }],
    ['an option value', { order: 'oldest', limit: 100, options: ['Plug:UK'] }],
  ] as Array<[string, ListRequest]>)('the bounded count of %s uses an index too', async (_label, req) => {
    const text = await plan(countQuery(t.db, await withCorrectedSearch(t.db, req)));
    expect(text, text).toMatch(/Index|Bitmap/);
    expect(text, text).not.toMatch(/Seq Scan on product\b/);
    expect(text, text).toMatch(/Aggregate[\s\S]*->\s+Limit/);
  });
});
