// Reading a checkout's rows and describing them in mails: shared by placing, paying and releasing.
import { eq } from 'drizzle-orm';
import { oldestFirst } from '../../db/sort';
import { toDollars } from '@store/contract';
import type { Db } from '../../db/client';
import { checkouts, orders } from '../../db/schema/index';
import type { CheckoutMailDetails } from '../mail';
import type { OrderRow } from './order-types';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** How long a shopper has to pay, as the "order placed" mails say it (ORDER_TTL_MINUTES, whole minutes). */
export const payWithinMinutes = (ttlMs: number): number => Math.max(1, Math.round(ttlMs / 60_000));

/** What a checkout's mails tell: its orders (those given), their total, where they go. */
export function checkoutMailDetails(checkoutId: string, rows: readonly OrderRow[], transactionId?: string): CheckoutMailDetails {
  return {
    checkoutId,
    lines: rows.map((r) => ({ orderId: r.id, orderNumber: r.number, productName: r.productName, quantity: r.quantity, totalPrice: toDollars(r.totalPriceCents) })),
    totalPrice: toDollars(rows.reduce((sum, r) => sum + r.totalPriceCents, 0)),
    address: rows[0]?.address ?? '',
    phone: rows[0]?.phone ?? '',
    transactionId: transactionId ?? null,
  };
}

export async function findCheckoutRow(db: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

/** The checkout's orders still standing (deleted or expired ones are gone), oldest first. */
export async function ordersOfCheckout(db: Db, checkoutId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(...oldestFirst(orders));
}

