// One page of GET /api/product: filters, a sort order served by an index, keyset paging and a
// bounded count. Its cost depends on the page, never on the size of the catalogue
// (docs/decisions/0013-catalogue-at-scale.md).
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductSort } from '@store/contract';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/index';
import { productColumns, toProduct, type ProductRow } from './product-row';
import type { Cursor } from './product-cursor';

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
  inStock?: boolean;
  /** Archived products instead of live ones (admins only; the shop never asks). */
  archived?: boolean;
  /** Only products with at most this many units (admins' low-stock list). */
  stockAtMost?: number;
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

/** The conditions shared by a page and its count: live products matching the filters. */
function matching(req: ListRequest): SQL {
  const filters: SQL[] = [req.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt)];
  if (req.stockAtMost !== undefined) filters.push(lte(products.available, req.stockAtMost));
  if (req.category !== undefined) {
    filters.push(sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${req.category})`);
  }
  // In stock means a shopper can order it: the minimum order fits (isOutOfStock in the contract).
  if (req.inStock) filters.push(gte(products.available, products.minOrderQuantity));
  // Words anywhere in the document (stemmed), or a name word within a typo of one searched for.
  if (req.q !== undefined) filters.push(sql`(${products.search} @@ ${tsQuery(req.q)} or ${req.q} <% ${products.name})`);
  return and(...filters)!;
}

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
      return { key: sql`${products.priceCents}`, sortExpr: sql`${products.priceCents}`, cast: 'integer', dir: req.order === 'price-asc' ? 'asc' : 'desc' };
    case 'stock':
      return { key: sql`${products.available}`, sortExpr: sql`${products.available}`, cast: 'integer', dir: 'asc' };
    case 'name':
      return { key: sql`${products.name}`, sortExpr: sql`${products.name}`, cast: 'text', dir: 'asc' };
    case 'relevance': {
      const q = req.q ?? '';
      const score = sql`(ts_rank_cd(${products.search}, ${tsQuery(q)}) + word_similarity(${q}, ${products.name}))::real`;
      return { key: score, sortExpr: score, cast: 'real', dir: 'desc' };
    }
  }
}

/** The page's query: one more row than asked for tells whether another page follows. */
export function pageQuery(db: Db, req: ListRequest) {
  const order = orderOf(req);
  const by = order.dir === 'asc' ? asc : desc;
  const after = req.cursor
    ? sql`(${order.sortExpr}, ${products.id}) ${sql.raw(order.dir === 'asc' ? '>' : '<')} (${req.cursor.key}::${sql.raw(order.cast)}, ${req.cursor.id}::uuid)`
    : undefined;
  return db
    .select({ ...productColumns, cursorKey: sql<string | number>`${order.key}`.as('cursor_key') })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(after ? and(matching(req), after) : matching(req))
    .orderBy(by(order.sortExpr), by(products.id))
    .limit(req.limit + 1);
}

/** Counts the matches, reading at most COUNT_CAP + 1 of them. */
export function countQuery(db: Db, req: ListRequest) {
  const bounded = db.select({ one: sql`1` }).from(products).where(matching(req)).limit(COUNT_CAP + 1).as('bounded');
  return db.select({ n: count() }).from(bounded);
}

export function listPage(db: Db, req: ListRequest, currency: string): Promise<ListPage> {
  return listRows(db, req, (row) => toProduct(row, currency));
}

/** A page of rows made into what the caller answers with (the shop's Product, an admin's row). */
export async function listRows<T>(db: Db, req: ListRequest, map: (row: ProductRow) => T): Promise<ListPage<T>> {
  const order = orderOf(req);
  const rows = await pageQuery(db, req);
  const more = rows.length > req.limit;
  const page = more ? rows.slice(0, req.limit) : rows;
  const last = page.at(-1);
  const total = !req.cursor && !more ? page.length : Number((await countQuery(db, req))[0]?.n ?? 0);
  return {
    products: page.map(map),
    ...(more && last && { next: { order: req.order, key: normaliseKey(last.cursorKey, order.cast), id: last.id } }),
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
  };
}

/** Numbers come back as numbers from one driver and as text from another. */
const normaliseKey = (key: string | number, cast: string) => (cast === 'integer' || cast === 'real' ? Number(key) : String(key));
