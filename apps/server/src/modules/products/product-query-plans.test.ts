// Every main catalogue query is served by an index, read from EXPLAIN on the engine the suite runs
// on (PGlite by default, PostgreSQL with DATABASE_URL). The queries are the ones the routes run
// (product-list-query.ts), with their real parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addBulkProducts } from '../../../test/catalogue-fixtures';
import { countQuery, pageQuery, SEARCH_CANDIDATES, type ListRequest } from './product-list-query';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await addBulkProducts(t, 3_000);
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
  ['a category in stock, cheapest first', { order: 'price-asc', limit: 24, category: 'bulk', inStock: true }, ['product_live_category_price_idx']],
  ['all by price, dearest first, later page', { order: 'price-desc', limit: 24, cursor: { order: 'price-desc', key: 20_000, id: cursor.id } }, ['product_live_price_idx']],
  ['all by name', { order: 'name', limit: 24 }, ['product_live_name_idx']],
  ['a search, best match first', { order: 'relevance', limit: 24, q: 'mitre' }, ['product_search_idx', 'search_word_pkey']],
  ['admins: archived products, newest first', { order: 'newest', limit: 50, archived: true }, ['product_archived_newest_idx']],
  ['admins: low stock, fewest units first, later page', { order: 'stock', limit: 50, stockAtMost: 5, cursor: { order: 'stock', key: 2, id: cursor.id } }, ['product_live_stock_idx']],
  ['a search with a typo', { order: 'relevance', limit: 24, q: 'circlar' }, ['product_search_idx', 'search_word']],
  ['a search with a typo only (no word matches)', { order: 'relevance', limit: 24, q: 'tabel saw' }, ['product_search_idx', 'search_word']],
  ['a search for a word every product has', { order: 'relevance', limit: 24, q: 'board' }, []],
  ['a later page of that search', { order: 'relevance', limit: 24, q: 'board', cursor: { order: 'relevance', key: 0.5, id: cursor.id } }, []],
];

const underCandidateLimit = new RegExp(`Limit\\s+\\(cost=[\\d.]+ rows=${SEARCH_CANDIDATES}\\b|One-Time Filter`);

describe('EXPLAIN of the catalogue queries', () => {
  it.each(cases)('%s uses its index and never scans the product table', async (_label, req, indexes) => {
    const text = await plan(pageQuery(t.db, req));
    for (const index of indexes) expect(text, text).toContain(index);
    if (req.q === 'board') {
      // Every product matches: the planner may read the first candidates straight from the table,
      // but only under the candidates' Limit (or not at all, behind the one-time filter).
      const lines = text.split('\n');
      const depth = (line: string) => line.indexOf('->');
      lines.forEach((line, i) => {
        if (!/Seq Scan on product\b/.test(line)) return;
        // Its parent node: the nearest line above that opens a node less deeply (not its init plans).
        const parent = lines.slice(0, i).findLast((above) => depth(above) >= 0 && depth(above) < depth(line)) ?? lines[0]!;
        expect(parent, text).toMatch(underCandidateLimit);
      });
    } else expect(text, text).not.toMatch(/Seq Scan on product\b/);
    if (req.q !== undefined) expect(text, text).toMatch(/(Index Scan using|Index Scan on) product_pkey/);
    // Keyset pages read the index in order: no sort of the whole match set.
    if (req.order !== 'relevance') expect(text, text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
    // A search ranks a bounded set of candidates: the full-text match is read under a Limit, and the
    // corrected words' match only when those fall short (a one-time filter).
    if (req.q !== undefined) {
      expect(text, text).toMatch(/Limit[\s\S]*(Bitmap Index Scan on product_search_idx|Seq Scan on product)/);
      expect(text, text).toMatch(/One-Time Filter/);
      // Best match first: the candidates are ranked by the score they were read with, and only the
      // page's rows are read again (by primary key) for the answer.
      if (req.order === 'relevance') expect(text, text).toMatch(/Limit[\s\S]*Sort Key: \S+\.score DESC/);
    }
  });

  it('the count of everything stops after COUNT_CAP + 1 rows, whatever the catalogue holds', async () => {
    const text = await plan(countQuery(t.db, { order: 'oldest', limit: 100 }));
    expect(text, text).toMatch(/Aggregate[\s\S]*->\s+Limit/);
  });

  it.each([
    ['a category in stock', { order: 'oldest', limit: 100, category: 'bulk', inStock: true }],
    ['a search', { order: 'relevance', limit: 100, q: 'mitre' }],
  ] as Array<[string, ListRequest]>)('the bounded count of %s uses an index too', async (_label, req) => {
    const text = await plan(countQuery(t.db, req));
    expect(text, text).toMatch(/Index|Bitmap/);
    expect(text, text).not.toMatch(/Seq Scan on product\b/);
    expect(text, text).toMatch(/Aggregate[\s\S]*->\s+Limit/);
  });
});
