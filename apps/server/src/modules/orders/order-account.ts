// What an account's data export and deletion need of the orders module: the account's orders, and
// their personal fields blanked when the account goes (the shop keeps the order for its records).
import { eq } from 'drizzle-orm';
import { formerCustomerName, type Order } from '@store/contract';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { newestFirst } from '../../db/sort';
import { toOrder } from './order-service';

export async function ordersOfUser(db: Db, userId: string, ttlMs: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(...newestFirst(orders));
  return rows.map((row) => toOrder(row, ttlMs));
}

/** Name, e-mail, address (the text and the structured one) and phone go; product, quantity, money and payment stay. Run in the deletion's transaction. */
export async function anonymiseOrdersOf(db: Db, userId: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId: null, userName: formerCustomerName, userEmail: '', address: '', shipping: null, phone: '' })
    .where(eq(orders.userId, userId));
}
