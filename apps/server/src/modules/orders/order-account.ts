// What an account's data export and deletion need of the orders module: the account's orders, and
// their personal fields blanked when the account goes (the shop keeps the order for its records).
import { eq } from 'drizzle-orm';
import type { Order } from '@store/contract';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { newestFirst } from '../../db/sort';
import { withLines } from './order-lines';
import { toOrder } from './order-service';

export { anonymiseOrdersOf } from './order-writes';

export async function ordersOfUser(db: Db, userId: string, ttlMs: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(...newestFirst(orders));
  return (await withLines(db, rows)).map((order) => toOrder(order, ttlMs));
}
