// Reading orders with their lines (docs/decisions/0024, 0026): one query for the headers of a page
// and one for all their lines, so a list costs what its page holds.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import type { OrderLineRow, OrderRow, OrderWithLines } from './order-types';
import { invoicesOfOrders } from '../invoices';

/** The lines of these orders, by order id, each list in position order. */
export async function linesOf(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, [...orderIds])).orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const line of rows) {
    const list = byOrder.get(line.orderId);
    if (list) list.push(line);
    else byOrder.set(line.orderId, [line]);
  }
  return byOrder;
}

/** The headers given, each with its lines, in the same order. */
export async function withLines(db: Db, rows: readonly OrderRow[]): Promise<OrderWithLines[]> {
  const ids = rows.map((r) => r.id);
  const [lines, invoices] = await Promise.all([linesOf(db, ids), invoicesOfOrders(db, ids)]);
  return rows.map((row) => ({ row, lines: lines.get(row.id) ?? [], invoices: invoices.get(row.id) ?? [] }));
}

/**
 * The order with this id, or the one a line of it was folded into (an order of a cart checkout
 * placed before orders had lines: its old id still names the order it is now part of).
 */
export async function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  // The order's own id first: one primary-key read for every order placed since the upgrade.
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (row) return row;
  const [folded] = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, db.select({ id: orderLines.orderId }).from(orderLines).where(eq(orderLines.legacyOrderId, id))))
    .limit(1);
  return folded;
}

export async function findOrder(db: Db, id: string): Promise<OrderWithLines | undefined> {
  const row = await findOrderRow(db, id);
  if (!row) return undefined;
  const [lines, invoices] = await Promise.all([linesOf(db, [row.id]), invoicesOfOrders(db, [row.id])]);
  return { row, lines: lines.get(row.id) ?? [], invoices: invoices.get(row.id) ?? [] };
}

/** "Kerfline TS-254", or "Kerfline TS-254 and 2 more": how mails and the audit trail name an order's goods. */
export function linesSummary(lines: readonly Pick<OrderLineRow, 'productName'>[]): string {
  const [first, ...rest] = lines;
  if (!first) return '';
  return rest.length === 0 ? first.productName : `${first.productName} and ${rest.length} more`;
}
