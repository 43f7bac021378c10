// The back office's order list: every order newest first, keyset-paged over (created_at, id), with
// filters that each have an index (status, day range, customer e-mail, transaction id, product name
// by trigram). A page costs the same at 100 or 100,000 orders.
import { and, count, desc, eq, exists, getTableColumns, gte, ilike, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { newestFirst } from '../../db/sort';
import type { AdminOrder, AdminOrderListQuery, OrderEvent } from '@store/contract';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import { decodeKeyset, microsecondText, olderThan, pageOf } from '../../db/keyset';
import { badRequest } from '../../http/errors';
import { orderTimeline } from './order-events';
import { withLines } from './order-lines';
import { toOrder } from './order-service';
import type { OrderRow, OrderWithLines } from './order-types';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toAdminOrder = ({ row, lines }: OrderWithLines, ttlMs: number): AdminOrder => ({
  ...toOrder({ row, lines }, ttlMs),
  paidAt: iso(row.paidAt),
  shippedAt: iso(row.shippedAt),
  deliveredAt: iso(row.deliveredAt),
  cancelledAt: iso(row.cancelledAt),
  refundedAt: iso(row.refundedAt),
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Orders placed from the start of `from` to the end of `to` (UTC days), either end open. The bounds
 * are computed by the database from the day itself: every day the contract accepts (0001-01-01 to
 * 9999-12-31) works, where a JavaScript date for the day after 9999-12-31 would reach the driver as
 * "+010000-01-01", which PostgreSQL refuses.
 */
export function placedBetween(from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(orders.createdAt, sql`(${from}::date)::timestamp at time zone 'UTC'`));
  if (to) where.push(lt(orders.createdAt, sql`(${to}::date + 1)::timestamp at time zone 'UTC'`));
  return where;
}

/** How many of the newest orders (under the other filters) a words search looks through first. */
const RECENT_SCAN = 1_000;

/** An order number ("#1042" or "1042", as mails and receipts give it) or a transaction id. */
function matchesExactly(q: string, number: SQLWrapper, transactionId: SQLWrapper): SQL {
  const digits = /^#?(\d{1,9})$/.exec(q.trim());
  return or(...(digits ? [sql`${number} = ${Number(digits[1])}`] : []), sql`${transactionId} = ${q}`)!;
}

/** Part of a product name on any line (order_line_product_name_trgm_idx over every line). */
const nameLike = (q: string) => ilike(orderLines.productName, `%${escapeLike(q)}%`);

/**
 * The condition of a words search (an order number, a transaction id, or part of a product name
 * on any line), chosen so a page costs what a page costs whatever the word:
 *   1. a word many orders share (every saw order has "saw") is found among the newest RECENT_SCAN
 *      orders under the other filters, each checked by its own lines;
 *   2. a rarer word, which those do not fill a page with, is looked up through the trigram index:
 *      the newest orders whose lines match, then the exact matches by their own indexes.
 * Either way the condition is the page's ids (the caller reads them newest first).
 */
async function wordsMatch(db: Db, where: SQL[], q: string, wanted: number): Promise<SQL> {
  const recent = db
    .select({ id: orders.id, createdAt: orders.createdAt, number: orders.number, transactionId: orders.transactionId })
    .from(orders)
    .where(and(...where))
    .orderBy(...newestFirst(orders))
    .limit(RECENT_SCAN)
    .as('recent');
  const found = await db
    .select({ id: recent.id })
    .from(recent)
    .where(
      or(
        matchesExactly(q, recent.number, recent.transactionId),
        exists(db.select({ one: sql`1` }).from(orderLines).where(and(eq(orderLines.orderId, recent.id), nameLike(q)))),
      ),
    )
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .limit(wanted);
  const ids = found.map((r) => r.id);
  if (ids.length < wanted) {
    const [looked] = await db.select({ n: count() }).from(recent);
    // Not every order under the other filters was looked at: ask the indexes.
    if ((looked?.n ?? 0) >= RECENT_SCAN) {
      const named = db.selectDistinct({ orderId: orderLines.orderId }).from(orderLines).where(nameLike(q)).as('named');
      const byName = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(named, eq(named.orderId, orders.id))
        .where(and(...where))
        .orderBy(...newestFirst(orders))
        .limit(wanted);
      const exact = await db.select({ id: orders.id }).from(orders).where(and(...where, matchesExactly(q, orders.number, orders.transactionId)));
      ids.splice(0, ids.length, ...new Set([...byName, ...exact].map((r) => r.id)));
    }
  }
  return ids.length ? inArray(orders.id, ids) : sql`false`;
}

export async function listAllOrders(
  db: Db,
  ttlMs: number,
  query: Omit<AdminOrderListQuery, 'limit'> & { limit: number },
): Promise<{ data: AdminOrder[]; nextCursor: string | null }> {
  const where: SQL[] = placedBetween(query.from, query.to);
  if (query.from && query.to && query.from > query.to) throw badRequest('from: The first day comes after the last', { from: 'After the last day' });
  if (query.status) where.push(eq(orders.status, query.status));
  // An e-mail matches its customer; anything else an order number ("#1042" or "1042", as mails
  // and receipts give it), a transaction id, or part of a product name on any line.
  const q = query.q || undefined; // an empty search (`q=`) is no search
  const byEmail = q?.includes('@') ?? false;
  if (q && byEmail) where.push(eq(orders.userEmail, q.toLowerCase()));
  if (query.cursor) {
    const key = decodeKeyset(query.cursor);
    if (!key) throw badRequest('The cursor is not valid for this list: start again from the first page', { cursor: 'Invalid cursor' });
    where.push(olderThan(orders.createdAt, orders.id, key));
  }
  if (q && !byEmail) where.push(await wordsMatch(db, where, q, query.limit + 1));
  const rows = await db
    .select({ ...getTableColumns(orders), cursorAt: microsecondText(orders.createdAt) })
    .from(orders)
    .where(and(...where))
    .orderBy(...newestFirst(orders))
    .limit(query.limit + 1);
  const { rows: page, nextCursor } = pageOf(rows, query.limit);
  return { data: (await withLines(db, page)).map((order) => toAdminOrder(order, ttlMs)), nextCursor };
}

/** An order's timeline for the back office: placed, then every status change. */
export async function timelineOf(db: Db, row: OrderRow): Promise<OrderEvent[]> {
  const events = await orderTimeline(db, row.id);
  return [
    { from: null, to: 'Pending', actorEmail: null, note: null, at: row.createdAt.toISOString() },
    ...events.map((e) => ({ from: e.fromStatus, to: e.toStatus, actorEmail: e.actorEmail, note: e.note, at: e.createdAt.toISOString() })),
  ];
}
