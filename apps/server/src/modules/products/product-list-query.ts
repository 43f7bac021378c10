// One page of GET /api/product: filters, a sort order served by an index, keyset paging and a
// bounded count (kept per filter set by the catalogue: a page does not pay for it). Its cost
// depends on the page, never on the size of the catalogue (docs/decisions/0013-catalogue-at-scale.md).
import { and, asc, count, desc, eq, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ContentLanguage, Product, ProductSort } from '@store/contract';
import type { Db } from '../../db/client';
import { categories, products, productTranslations, productVariants, searchWords } from '../../db/schema/index';
import { parseOptionFilter } from '@store/contract';
import { productColumns, toProduct, type ProductRow } from './product-row';
import type { Cursor } from './product-cursor';
import { categoryIdBySlug } from './product-translations';

/**
 * A list's order: a sort the client named, best match first for a search that named none, or
 * (admins' low-stock list) fewest units first.
 */
export type ListOrder = ProductSort | 'relevance' | 'stock';

export interface ListRequest {
  order: ListOrder;
  limit: number;
  cursor?: Cursor;
  q?: string;
  /** A category's slug; an unknown one matches nothing. */
  category?: string;
  /** Some live variant can be ordered now (the product row's `orderable`). */
  inStock?: boolean;
  /**
   * Option values, each `Name:Value`: products having a live variant with one of the values of each
   * option named (values of one option are alternatives, options all apply).
   */
  options?: string[];
  /** Archived products instead of live ones (admins only; the shop never asks). */
  archived?: boolean;
  /** Only products with at most this many units over their live variants (admins' low-stock list). */
  stockAtMost?: number;
  /**
   * The shop's language when not English: a search also reads that language's translations (its own
   * stemming), and a category may be named by its translated slug.
   */
  language?: ContentLanguage;
  /**
   * The search's words as the shop's vocabulary corrects them (withCorrectedSearch), read once
   * before the page's queries; a search's queries refuse to be built without them.
   */
  corrected?: string;
}

export interface ListPage<T = Product> {
  products: T[];
  /** Where the next page starts; absent on the last page. */
  next?: Cursor;
  /** Matching products, counted up to COUNT_CAP. */
  total: number;
  /** More than COUNT_CAP match: `total` is the cap. */
  totalCapped: boolean;
}

/**
 * The count reads at most this many index entries, so it stays cheap however large the catalogue:
 * beyond it the total is reported as the cap (and flagged).
 */
export const COUNT_CAP = 10_000;

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * A search ranks at most this many candidates (plus an exact name): the newest matches (newestFirst),
 * never every match, so a word most products share costs what a rare one does. Its pages
 * end there, and its count says so (capped at this number).
 */
export const SEARCH_CANDIDATES = 1_000;

/**
 * The conditions shared by a page and its count: live products matching the filters, and a
 * search's candidates (unscored: a page in another order sorts them itself).
 */
export function matching(req: ListRequest): SQL {
  const filters = filtersOf(req);
  // `= any(array(…))`: the candidates are read first and each fetched by primary key (as `in (…)`,
  // the planner may hash-join them against a scan of the whole table).
  if (req.q !== undefined) {
    filters.push(sql`${products.id} = any(array(select id from (${searchCandidates(searchOf(req), filters, false, req.language)}) c))`);
  }
  return and(...filters)!;
}

/**
 * A search's page best match first (ids and scores, one more than asked): its candidates, scored
 * where they were read, ranked after the cursor and cut to the page. Only the page's product rows
 * are then read (pageQuery).
 */
function rankedPage(req: ListRequest): SQL {
  const candidates = searchCandidates(searchOf(req), filtersOf(req), true, req.language);
  const after = req.cursor ? sql`where (c.score, c.id) < (${req.cursor.key}::real, ${req.cursor.id}::uuid)` : sql``;
  return sql`select id, score from (${candidates}) c ${after} order by c.score desc, c.id desc limit ${sql.raw(String(req.limit + 1))}`;
}

/**
 * Which matches a search ranks when more than SEARCH_CANDIDATES match: the newest. The planner then
 * reads a common word's matches from the newest-first index and stops at the bound, and a rare
 * word's from the full-text index; a scan "as the table gives them" read every page the table once
 * used (10,000 emptied pages at 100,000 products: 17 of a search's 20 ms).
 */
const newestFirst = sql`order by ${products.createdAt} desc, ${products.id} desc`;

/** A search as typed, and its words as the vocabulary corrects them (withCorrectedSearch). */
interface Search {
  q: string;
  /** The corrected words; the same as `q` when every word is one some product has. */
  fixed: string;
}

/**
 * The request's search with its corrected words. They are read once, before the page's queries
 * (withCorrectedSearch): the SQL then names only what this search needs, and a search typed right
 * (the common case) has neither a second ranking nor a second candidates' query.
 */
function searchOf(req: ListRequest): Search {
  if (req.q === undefined) throw new Error('searchOf: not a search');
  if (req.corrected === undefined) throw new Error('a search must have its corrected words read first (withCorrectedSearch)');
  // The words as typed, one plain space apart (as the corrected words are): a no-break or an
  // ideographic space separates words here whatever the database's locale says.
  const typed = req.q.split(/\s+/).filter(Boolean).join(' ');
  return { q: typed, fixed: req.corrected };
}

/**
 * A document's rank for the words as typed, or as corrected where that ranks it higher (a word only
 * in a specification is in no name or description, so the vocabulary corrects it to another).
 */
const rankOf = (document: SQL, config: SQL, { q, fixed }: Search) =>
  fixed === q
    ? sql`ts_rank_cd(${document}, websearch_to_tsquery(${config}, ${q}))`
    : sql`greatest(ts_rank_cd(${document}, websearch_to_tsquery(${config}, ${q})), ts_rank_cd(${document}, websearch_to_tsquery(${config}, ${fixed})))`;

/** The products one of whose live versions has the search as its SKU (any case) or barcode, typed whole. */
const codeMatches = (q: string) => sql`select ${productVariants.productId} from ${productVariants}
    where (upper(${productVariants.sku}) = upper(${q}) or ${productVariants.gtin} = ${q}) and ${productVariants.archivedAt} is null`;

/**
 * A name that is the search itself, in any case. The lengths are compared first: lower() costs
 * about 0.4 µs a row, more than a candidate's rank, and a name of another length (almost every
 * candidate's) is not equal once lower-cased, since lower-casing keeps a text's length in
 * characters. (Under an ICU collation a few letters, such as the Turkish İ, lower-case to two:
 * a name holding one, searched in another case, misses its +1 and is still found by its words.)
 */
const exactName = (name: SQL, q: string) => sql`(char_length(${name}) = char_length(${q}) and lower(${name}) = lower(${q}))`;

/**
 * How well a product matches a search: its document's rank (the name weighs most), plus 1 for a
 * name that is the search itself (in any case), plus 10 for a version whose SKU or barcode it is
 * (the candidates' `code`, read once per query). Every candidate is scored once, where it is
 * read, and the page sorts and pages by that score. Cheap per candidate (about 1 µs): the name's
 * trigram closeness it replaced cost 3.4 µs, three quarters of a common word's search at 100,000
 * products.
 */
const scoreOf = (search: Search) =>
  sql`(${rankOf(sql`${products.search}`, sql`'english'::regconfig`, search)} + ${exactName(sql`${products.name}`, search.q)}::int
    + 10 * (${products.id} = any(array(select id from code)))::int)::real`;

/**
 * The products a search ranks, each with its score: the newest SEARCH_CANDIDATES whose document
 * matches the words (stemmed), then, only when those are fewer and the search was corrected, as
 * many matching the corrected words, and a product named exactly as searched (as typed, or in title
 * case) wherever it lies. Every part reads an index under a limit, scores the rows it reads there
 * when asked (no second read to rank them), and leaves out what an earlier part found, so the parts
 * are appended rather than merged (a union's hashing of every candidate cost a tenth of the query).
 */
function searchCandidates(search: Search, filters: SQL[], scored: boolean, language?: ContentLanguage): SQL {
  if (language !== undefined) return translatedCandidates(search, filters, scored, language);
  const { q } = search;
  const where = and(...filters)!;
  const limit = sql.raw(String(SEARCH_CANDIDATES));
  // A count, or a page in another order, needs the candidates, not their scores.
  const score = scored ? scoreOf(search) : sql`0::real`;
  // A variant's SKU (any case) or barcode, typed whole: that product first (its score says so), and only once.
  const notCode = sql`${products.id} <> all(array(select id from code))`;
  // The corrected words' matches, only when the words as typed found fewer than the bound.
  const fixed =
    search.fixed === q
      ? sql`select id, score from doc`
      : sql`select id, score from doc union all (select ${products.id}, ${score} from ${products} where ${where} and ${notCode}
      and (select count(*) from doc) < ${limit} and ${products.id} <> all(array(select id from doc))
      and ${products.search} @@ ${tsQuery(search.fixed)} ${newestFirst} limit ${limit})`;
  return sql`with code (id) as materialized (${codeMatches(q)}),
    doc as (select ${products.id}, ${score} as score from ${products} where ${where} and ${notCode} and ${products.search} @@ ${tsQuery(q)} ${newestFirst} limit ${limit}),
    found as (${fixed})
    select id, score from found
    union all (select ${products.id}, ${score} from ${products} where ${where} and ${notCode} and ${products.name} in (${q}, initcap(${q}))
      and ${products.id} <> all(array(select id from found)))
    union all (select ${products.id}, ${score} from ${products} where ${where} and ${products.id} = any(array(select id from code)))`;
}

/**
 * A search on `language`'s pages: the English candidates above (a model name, a word typed in
 * English) and, under the same bound, those whose translation matches in the language's own
 * configuration, its corrected words too; in Japanese, which has no spaces to find words by, any
 * part of a translated name or description (the trigram index). Each part scores the rows it reads
 * (the English ones by their English document, the others by their translation), and a product
 * found several ways counts once, with its best score. Reading every candidate again to score it
 * both ways (a primary-key read and a translation lookup per candidate) cost two thirds of a
 * common word's German search at 100,000 products.
 */
function translatedCandidates(search: Search, filters: SQL[], scored: boolean, language: ContentLanguage): SQL {
  const { q, fixed } = search;
  const where = and(...filters)!;
  const limit = sql.raw(String(SEARCH_CANDIDATES));
  const query = (text: SQL) => sql`websearch_to_tsquery(${configOf(language)}, ${text})`;
  const from = sql`${productTranslations} join ${products} on ${products.id} = ${productTranslations.productId}`;
  const score = scored ? translationScoreOf(search, language) : sql`0::real`;
  // The partial trigram index is chosen only for the literal language of its predicate.
  const lang = sql.raw(`'${language}'`);
  // The trigram index finds a part of three characters or more; a shorter one (a single kanji) would
  // make it read every entry, so it matches as a whole word through the tsvector only.
  const japanese =
    language === 'ja' && [...q].length >= 3
      ? sql`union all (select ${productTranslations.productId}, ${score} from ${from} where ${productTranslations.language} = 'ja' and ${where}
          and (${productTranslations.name} || ' ' || ${productTranslations.description}) ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} limit ${limit})`
      : sql``;
  const fixedTranslated =
    fixed === q
      ? sql``
      : sql`union all (select ${productTranslations.productId}, ${score} from ${from} where ${productTranslations.language} = ${lang} and ${where}
        and ${productTranslations.search} @@ ${query(sql`${fixed}`)} limit ${limit})`;
  return sql`select id, max(score) as score from (
      select id, score from (${searchCandidates(search, filters, scored)}) english
      union all (select ${productTranslations.productId}, ${score} from ${from} where ${productTranslations.language} = ${lang} and ${where}
        and ${productTranslations.search} @@ ${query(sql`${q}`)} limit ${limit})
      ${fixedTranslated}
      ${japanese}) found group by id`;
}

/** Each translated language's full-text configuration (the generated column's, migration 0026). */
const configOf = (language: ContentLanguage) => sql.raw(`'${{ de: 'german', fr: 'french', es: 'spanish', ja: 'simple' }[language]}'::regconfig`);

/**
 * How well a translation matches a search on `language`'s pages: the English score's rank and exact
 * name, read from the translation (the SKU bonus is the English candidates').
 */
const translationScoreOf = (search: Search, language: ContentLanguage) =>
  sql`(${rankOf(sql`${productTranslations.search}`, configOf(language), search)} + ${exactName(sql`${productTranslations.name}`, search.q)}::int)::real`;

/** At most this many words of a search are corrected (each is one or two index reads). */
const CORRECTED_WORDS = 8;

/**
 * The search with each word (letters only, three or more) that no product has replaced by the
 * nearest one that some product has: trigram similarity (pg_trgm's `%`, 0.3) over the catalogue's
 * vocabulary (search_word, kept by the database), so 'tabel saw' asks for 'table saw' and
 * 'circlar' for 'circular'. Other words (numbers, quoted phrases, operators) are kept as typed.
 * It costs what the vocabulary's size does (the catalogue's distinct words, which grow far slower
 * than its products: 11,647 at 100,000 bench products, 6 ms for a misspelt word), never a scan of
 * the products.
 */
function correctedWords(q: string): SQL {
  const words = q.split(/\s+/).filter(Boolean);
  const parts = words.map((token, i) => {
    if (i >= CORRECTED_WORDS || !/^\p{L}{3,}$/u.test(token)) return sql`${token}::text`;
    const word = token.toLowerCase();
    return sql`coalesce(case when exists (select 1 from ${searchWords} where word = ${word}) then ${token}
      else (select word from ${searchWords} where word % ${word} order by similarity(word, ${word}) desc, word limit 1) end, ${token})`;
  });
  return parts.length === 0 ? sql`''::text` : sql.join(parts, sql` || ' ' || `);
}

/** The query that reads a search's corrected words (one row, `q`). */
export const correctionQuery = (q: string): SQL => sql`select ${correctedWords(q)} as q`;

/** A search's corrected words, read from the vocabulary (one query, an index read per word). */
export async function readCorrection(db: Db, q: string): Promise<string> {
  const result = (await db.execute(correctionQuery(q))) as unknown as { rows: { q: string }[] };
  return result.rows[0]!.q;
}

/** How a list gets a search's corrected words: read each time by default; the routes pass the catalogue's kept ones. */
export type CorrectionSource = (q: string) => Promise<string>;

/**
 * `req` with its search's corrected words, so that the page's queries rank and match by them
 * without correcting them again each.
 */
export async function withCorrectedSearch(db: Db, req: ListRequest, correct: CorrectionSource = (q) => readCorrection(db, q)): Promise<ListRequest> {
  if (req.q === undefined || req.corrected !== undefined) return req;
  return { ...req, corrected: await correct(req.q) };
}

/** Live (or archived) products matching every filter but the search words. */
function filtersOf(req: ListRequest): SQL[] {
  const filters: SQL[] = [req.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt)];
  if (req.stockAtMost !== undefined) filters.push(lte(products.availableTotal, req.stockAtMost));
  if (req.category !== undefined) {
    filters.push(sql`${products.categoryId} = ${categoryIdBySlug(req.category, req.language)}`);
  }
  // In stock means a shopper can order one of its versions: its minimum order fits (isOutOfStock in
  // the contract), kept on the row by the variants' trigger.
  if (req.inStock) filters.push(eq(products.orderable, true));
  for (const values of optionGroups(req.options)) {
    filters.push(sql`${products.optionValues} && ${sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`}`);
  }
  return filters;
}

/** The separator of an option's name and value in product.option_values (no single-line text has it). */
export const OPTION_SEPARATOR = '\u001f';

/**
 * `Name:Value` filters grouped by option, each as the row's `name U+001F value`: one group per
 * option name (any of its values), in a fixed order so equal filters make one query and one key.
 */
export function optionGroups(filters: readonly string[] | undefined): string[][] {
  const byName = new Map<string, Set<string>>();
  for (const filter of filters ?? []) {
    const { name, value } = parseOptionFilter(filter);
    byName.set(name, (byName.get(name) ?? new Set()).add(`${name}${OPTION_SEPARATOR}${value}`));
  }
  return [...byName.keys()].sort().map((name) => [...byName.get(name)!].sort());
}

/** The option filters in one order without repeats (cache keys, the next page's link). */
export const normalisedOptions = (filters: readonly string[] | undefined): string[] =>
  optionGroups(filters).flat().map((token) => token.replace(OPTION_SEPARATOR, ':'));

interface Order {
  /** The value a cursor keeps, as the select returns it. */
  key: SQL;
  /** The column or expression sorted on. */
  sortExpr: SQL;
  /** How the cursor's value is cast back. */
  cast: string;
  dir: 'asc' | 'desc';
}

function orderOf(req: ListRequest): Order {
  switch (req.order) {
    case 'oldest':
    case 'newest':
      return {
        key: sql`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        sortExpr: sql`${products.createdAt}`,
        cast: 'timestamptz',
        dir: req.order === 'oldest' ? 'asc' : 'desc',
      };
    case 'price-asc':
    case 'price-desc':
      // The lowest live price, the "from" price a card shows, in both directions (one index).
      return { key: sql`${products.priceMinCents}`, sortExpr: sql`${products.priceMinCents}`, cast: 'integer', dir: req.order === 'price-asc' ? 'asc' : 'desc' };
    case 'stock':
      return { key: sql`${products.availableTotal}`, sortExpr: sql`${products.availableTotal}`, cast: 'integer', dir: 'asc' };
    case 'name':
      return { key: sql`${products.name}`, sortExpr: sql`${products.name}`, cast: 'text', dir: 'asc' };
    case 'relevance':
      // The score the candidates were ranked by (rankedPage).
      return { key: sql`ranked.score`, sortExpr: sql`ranked.score`, cast: 'real', dir: 'desc' };
  }
}

/** The page's query: one more row than asked for tells whether another page follows. */
export function pageQuery(db: Db, req: ListRequest) {
  const order = orderOf(req);
  const by = order.dir === 'asc' ? asc : desc;
  const page = db.select({ ...productColumns, cursorKey: sql<string | number>`${order.key}`.as('cursor_key') }).from(products);
  if (req.order === 'relevance') {
    return page
      .innerJoin(sql`(${rankedPage(req)}) ranked`, sql`ranked.id = ${products.id}`)
      .leftJoin(categories, eq(products.categoryId, categories.id))
      .orderBy(by(order.sortExpr), by(products.id))
      .limit(req.limit + 1);
  }
  const after = req.cursor
    ? sql`(${order.sortExpr}, ${products.id}) ${sql.raw(order.dir === 'asc' ? '>' : '<')} (${req.cursor.key}::${sql.raw(order.cast)}, ${req.cursor.id}::uuid)`
    : undefined;
  return page
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(after ? and(matching(req), after) : matching(req))
    .orderBy(by(order.sortExpr), by(products.id))
    .limit(req.limit + 1);
}

/** The most a list's count reports: a search lists its candidates only. */
const capOf = (req: ListRequest) => (req.q !== undefined ? SEARCH_CANDIDATES : COUNT_CAP);

/**
 * Counts the matches, reading at most COUNT_CAP + 1 of them. A search counts its candidates as they
 * come (the filters are theirs already): reading each candidate's product row again only to count it
 * cost more than finding them (2.6 of 4.2 ms for a word every product has, at 100,000 products).
 */
export function countQuery(db: Db, req: ListRequest) {
  if (req.q !== undefined) {
    return db.select({ n: count() }).from(sql`(select 1 from (${searchCandidates(searchOf(req), filtersOf(req), false, req.language)}) c limit ${sql.raw(String(COUNT_CAP + 1))}) bounded`);
  }
  const bounded = db.select({ one: sql`1` }).from(products).where(matching(req)).limit(COUNT_CAP + 1).as('bounded');
  return db.select({ n: count() }).from(bounded);
}

/** The matches of a list, counted up to COUNT_CAP + 1. */
export async function countMatches(db: Db, req: ListRequest): Promise<number> {
  return Number((await countQuery(db, req))[0]?.n ?? 0);
}

/**
 * What a count depends on: the filters, not the order, the page size or the cursor. Every page of
 * a list (and the same filters in another order) shares one count (product-catalog.ts keeps them).
 */
export const countKey = (req: ListRequest): string =>
  JSON.stringify([req.language ?? null, req.q ?? null, req.category ?? null, req.inStock ?? false, req.archived ?? false, req.stockAtMost ?? null, normalisedOptions(req.options)]);

/** How a list gets its total: counted each time by default; the routes pass the catalogue's kept counts. */
export type CountSource = (req: ListRequest) => Promise<number>;

/**
 * What a list reads once per filter set or search rather than per page: its total and a search's
 * corrected words. Read each time by default; the routes pass the catalogue's kept ones
 * (ProductCatalog.keptReads).
 */
export interface KeptReads {
  count: CountSource;
  correct: CorrectionSource;
}

export function listPage(db: Db, req: ListRequest, currency: string, kept?: KeptReads): Promise<ListPage> {
  return listRows(db, req, (row) => toProduct(row, currency), kept);
}

/** A page of rows made into what the caller answers with (the shop's Product, an admin's row). */
export async function listRows<T>(
  db: Db,
  req: ListRequest,
  map: (row: ProductRow) => T,
  kept: KeptReads = { count: (r) => countMatches(db, r), correct: (q) => readCorrection(db, q) },
): Promise<ListPage<T>> {
  const { count } = kept;
  req = await withCorrectedSearch(db, req, kept.correct);
  const order = orderOf(req);
  const rows = await pageQuery(db, req);
  const more = rows.length > req.limit;
  const page = more ? rows.slice(0, req.limit) : rows;
  const last = page.at(-1);
  // A first page holding every match is its own count.
  const total = !req.cursor && !more ? page.length : await count(req);
  return {
    products: page.map(map),
    ...(more && last && { next: { order: req.order, key: normaliseKey(last.cursorKey, order.cast), id: last.id } }),
    total: Math.min(total, capOf(req)),
    // A search found more than it ranks when its candidates filled up.
    totalCapped: req.q !== undefined ? total >= SEARCH_CANDIDATES : total > COUNT_CAP,
  };
}

/** Numbers come back as numbers from one driver and as text from another. */
const normaliseKey = (key: string | number, cast: string) => (cast === 'integer' || cast === 'real' ? Number(key) : String(key));
