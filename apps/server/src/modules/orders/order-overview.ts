// The order figures of the back office's overview, each one SQL aggregate over an index
// (docs/decisions/0018): revenue per day and top products over the last 30 days (order_paid_at_idx),
// orders by status (a range of order_status_created_at_idx per status: open ones all-time, closed
// ones over the window, so the cost follows the backlog and the window, never the whole book).
import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { keptPaymentStatuses, orderStatuses, orderTransitions, sumMoney, type Overview, type OrderStatus } from '@store/contract';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';

const OVERVIEW_DAYS = 30;
const TOP_PRODUCTS = 5;

/** Midnight UTC `days - 1` days before today: the first day of a window of `days` days. */
function windowStart(days: number, now = new Date()): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

/**
 * Orders in one status: an open status (one an order can still leave: the work to do) counts
 * every order in it; a closed one (Delivered, Cancelled, Refunded) only those placed in the window.
 */
async function statusCount(db: Db, status: OrderStatus, start: Date): Promise<Overview['ordersByStatus'][number]> {
  const open = orderTransitions[status].length > 0;
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(open ? eq(orders.status, status) : and(eq(orders.status, status), gte(orders.createdAt, start)));
  return { status, count: row?.count ?? 0, since: open ? null : start.toISOString() };
}

/**
 * The order figures, amounts in the store currency: an order paid in another market's currency
 * counts at its total in the store currency (the exchange rate it was sold at), and the breakdown
 * per currency says what was charged in each.
 */
export async function orderOverview(
  db: Db,
  currency: string,
  now = new Date(),
): Promise<Pick<Overview, 'revenuePerDay' | 'revenueTotal' | 'revenueByCurrency' | 'ordersByStatus' | 'topProducts'>> {
  const start = windowStart(OVERVIEW_DAYS, now);
  const paidSince = and(gte(orders.paidAt, start), inArray(orders.status, keptPaymentStatuses));
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  // A line's share of its order's total in the store currency.
  const lineBase = sql`round(${orderLines.grossAmount}::numeric * ${orders.baseTotalAmount} / nullif(${orders.totalAmount}, 0))`;
  const [perDay, perCurrency, byStatus, top] = await Promise.all([
    db.select({ day, cents: sum(orders.baseTotalAmount).mapWith(Number) }).from(orders).where(paidSince).groupBy(day),
    db
      .select({ currency: orders.currency, amount: sum(orders.totalAmount).mapWith(Number), base: sum(orders.baseTotalAmount).mapWith(Number), orders: count() })
      .from(orders)
      .where(paidSince)
      .groupBy(orders.currency)
      .orderBy(desc(sum(orders.baseTotalAmount)), orders.currency),
    Promise.all(orderStatuses.map((status) => statusCount(db, status, start))),
    db
      .select({
        productId: orderLines.productId,
        cents: sql<number>`coalesce(sum(${lineBase}), 0)`.mapWith(Number),
        quantity: sum(orderLines.quantity).mapWith(Number),
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(paidSince)
      .groupBy(orderLines.productId)
      .orderBy(desc(sql`sum(${lineBase})`), orderLines.productId)
      .limit(TOP_PRODUCTS),
  ]);
  // The name each top product was sold under: one indexed row each (names stay out of the aggregate).
  const names = await Promise.all(
    top.map(async (p) => {
      const [row] = await db.select({ name: orderLines.productName }).from(orderLines).where(eq(orderLines.productId, p.productId)).limit(1);
      return row?.name ?? '';
    }),
  );
  const centsOn = new Map(perDay.map((r) => [r.day, r.cents]));
  const revenuePerDay = Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
    const d = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day: d, revenue: { amount: centsOn.get(d) ?? 0, currency } };
  });
  return {
    revenuePerDay,
    revenueTotal: sumMoney(revenuePerDay.map((d) => d.revenue), currency),
    revenueByCurrency: perCurrency.map((r) => ({ revenue: { amount: r.amount, currency: r.currency }, inStoreCurrency: { amount: r.base, currency }, orders: r.orders })),
    ordersByStatus: byStatus,
    topProducts: top.map((r, i) => ({ productId: r.productId, productName: names[i]!, revenue: { amount: r.cents, currency }, quantity: r.quantity })),
  };
}
