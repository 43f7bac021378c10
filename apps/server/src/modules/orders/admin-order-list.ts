// The back office's order list: every order newest first, keyset-paged over (created_at, id), with
// filters that each have an index (status, day range, customer e-mail, transaction id, product name
// by trigram). A page costs the same at 100 or 100,000 orders.
import { and, eq, exists, getTableColumns, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
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

export async function listAllOrders(
  db: Db,
  ttlMs: number,
  query: Omit<AdminOrderListQuery, 'limit'> & { limit: number },
): Promise<{ data: AdminOrder[]; nextCursor: string | null }> {
  const where: SQL[] = placedBetween(query.from, query.to);
  if (query.from && query.to && query.from > query.to) throw badRequest('from: The first day comes after the last', { from: 'After the last day' });
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.q) {
    // An e-mail matches its customer, an order number ("#1042" or "1042", as mails and receipts
    // give it) its order, anything else a transaction id or part of a product name.
    const number = /^#?(\d{1,9})$/.exec(query.q.trim());
    where.push(
      query.q.includes('@')
        ? eq(orders.userEmail, query.q.toLowerCase())
        : or(
            ...(number ? [eq(orders.number, Number(number[1]))] : []),
            eq(orders.transactionId, query.q),
            // Any line's product (order_line_product_name_trgm_idx).
            exists(db.select({ one: sql`1` }).from(orderLines).where(and(eq(orderLines.orderId, orders.id), ilike(orderLines.productName, `%${escapeLike(query.q)}%`)))),
          )!,
    );
  }
  if (query.cursor) {
    const key = decodeKeyset(query.cursor);
    if (!key) throw badRequest('The cursor is not valid for this list: start again from the first page', { cursor: 'Invalid cursor' });
    where.push(olderThan(orders.createdAt, orders.id, key));
  }
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
