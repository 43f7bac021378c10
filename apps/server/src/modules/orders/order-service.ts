// Orders: placing (price, names and image from our database, total in integer cents, stock reserved
// in the same transaction), listing, reading and deleting. Ownership is checked here, on every record.
import { and, desc, eq, exists, gt, inArray, max, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isOutOfStock, isPaidStatus, keptPaymentStatuses, orderTotalCents, quantityProblem, toCents, toMajorNumber, type Order, type placeOrderSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { newestFirst } from '../../db/sort';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { availableStock, findProductForOrder, takeStock } from '../products';
import { MAX_TOTAL_CENTS, type Caller, type OrderDeps, type OrderRow } from './order-types';
import { enqueueMail } from '../mail';
import { payWithinMinutes } from './checkout-rows';
import { findOrderRow, orderMailDetails } from './payment-record';
import { headerAmounts, recordSingleLines } from './order-lines';
import { expiresAt, isExpired, releaseUnpaidOrder, sweepBeforeRequest } from './stock-reservation';


export function toOrder(row: OrderRow, ttlMs: number): Order {
  const total = { amount: row.totalAmount, currency: row.currency };
  return {
    _id: row.id,
    number: row.number,
    userName: row.userName,
    userEmail: row.userEmail,
    productName: row.productName,
    productId: row.productId,
    productImage: row.productImage,
    address: row.address,
    phone: row.phone,
    totalQuantity: row.quantity,
    totalPrice: toMajorNumber(total),
    totalPriceMoney: total,
    status: row.status,
    paid: isPaidStatus(row.status),
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.status !== 'Pending' ? null : expiresAt(row, ttlMs).toISOString(),
    checkoutId: row.checkoutId,
  };
}

const outOfStock = () => conflict('Sorry, this product is out of stock', { totalQuantity: 'Out of stock' });

export async function placeOrder(
  deps: OrderDeps,
  caller: Caller,
  input: z.output<typeof placeOrderSchema>,
): Promise<string> {
  const { db } = deps;
  if (input.userEmail !== caller.email.toLowerCase()) throw forbidden('You can only place orders for yourself');
  const product = await findProductForOrder(db, input.productId);
  if (!product) throw notFound('Product not found');

  const quantity = input.totalQuantity;
  // The contract's quantity rule; above the stock read here is left to the reservation below (the
  // sweep may just have returned stock).
  const problem = quantityProblem(quantity, product);
  if (problem && problem.kind !== 'maximum') throw badRequest(problem.message, { totalQuantity: problem.message });
  const totalCents = orderTotalCents(quantity, product.priceCents);
  if (totalCents > MAX_TOTAL_CENTS) throw badRequest('Order total is too large', { totalQuantity: 'Order total is too large' });
  if (input.totalPrice !== undefined && toCents(input.totalPrice) !== totalCents) {
    // The shopper agreed to the total they saw; if the price changed meanwhile, they must see the new one.
    throw badRequest('The total does not match the current price; reload the page and try again', {
      totalPrice: 'Does not match quantity times price',
    });
  }

  // Stock held by expired orders goes back first, so it can be reserved again.
  await sweepBeforeRequest(deps);
  const insertedId = await db.transaction(async (tx) => {
    if (!(await takeStock(tx, product.id, quantity))) return null;
    const [row] = await tx
      .insert(orders)
      .values({
        userId: caller.id,
        userEmail: caller.email.toLowerCase(),
        userName: caller.name,
        productId: product.id,
        productName: product.name,
        productImage: product.img,
        address: input.address,
        phone: input.phone,
        quantity,
        unitPriceCents: product.priceCents,
        totalPriceCents: totalCents,
        ...headerAmounts(totalCents, deps.currency),
        status: 'Pending',
      })
      .returning();
    await recordSingleLines(tx, [row!]);
    // The confirmation is committed with the order: it is sent even if this process dies now.
    await enqueueMail(tx, { kind: 'order-placed', to: row!.userEmail, order: orderMailDetails(row!), payWithinMinutes: payWithinMinutes(deps.ttlMs) });
    return row!.id;
  });
  if (insertedId) {
    deps.catalog.changed(); // stock moved: the cached product list must not show the old count
    return insertedId;
  }

  // Not enough left: asking for more than exists is a bad request; nothing orderable left is a conflict.
  const left = { minOrderQuantity: product.minOrderQuantity, available: await availableStock(db, product.id) };
  const aboveStock = quantityProblem(quantity, left);
  if (aboveStock && !isOutOfStock(left)) throw badRequest(aboveStock.message, { totalQuantity: aboveStock.message });
  throw outOfStock();
}

/** The caller's orders, newest first; admins may ask for anyone's by e-mail. */
export async function listOrders(deps: OrderDeps, caller: Caller, email: string | undefined): Promise<OrderRow[]> {
  const other = email && email !== caller.email.toLowerCase() ? email : undefined;
  if (other && caller.role !== 'admin') throw forbidden('You can only see your own orders');
  // Expired unpaid orders are hidden, not released: a read writes nothing (order-expiry.ts).
  const standing = or(ne(orders.status, 'Pending'), gt(orders.createdAt, new Date(Date.now() - deps.ttlMs)));
  return deps.db
    .select()
    .from(orders)
    .where(and(other ? eq(orders.userEmail, other) : eq(orders.userId, caller.id), standing))
    .orderBy(...newestFirst(orders));
}

/** The order if the caller owns it (or is an admin); undefined otherwise, so strangers learn nothing. */
async function findOrderFor(deps: OrderDeps, caller: Caller, id: string): Promise<OrderRow | undefined> {
  const row = await findOrderRow(deps.db, id);
  if (!row) return undefined;
  return row.userId === caller.id || caller.role === 'admin' ? row : undefined;
}

/** Reads one order; an expired unpaid one is gone (404) even before the expiry job released it. */
export async function getOrder(deps: OrderDeps, caller: Caller, id: string): Promise<OrderRow> {
  const row = await findOrderFor(deps, caller, id);
  if (!row || isExpired(row, deps.ttlMs)) throw notFound('Order not found');
  return row;
}

const notDeletable = (row: OrderRow) =>
  conflict(row.status === 'Cancelled' ? 'A cancelled order stays on record' : 'A paid order cannot be deleted');

export async function deleteOrder(deps: OrderDeps, caller: Caller, id: string): Promise<void> {
  const row = await findOrderFor(deps, caller, id);
  if (!row) throw notFound('Order not found');
  if (row.status !== 'Pending') throw notDeletable(row);
  const outcome = await releaseUnpaidOrder(deps, row.id);
  if (outcome === 'paid') throw conflict('A paid order cannot be deleted');
  if (outcome === 'gone') throw notFound('Order not found');
}

/**
 * SQL for "the user in `userId` (a column of the caller's query) has a paid order": one correlated
 * EXISTS, served by order_user_id_idx, so a list can carry the mark without a lookup per row.
 */
export function hasPaidOrder(db: Db, userId: PgColumn): SQL {
  return exists(
    db
      .select({ one: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, keptPaymentStatuses))),
  );
}

/** Most products `paidProductIdsOf` lists: more than any one customer buys, still a bounded answer. */
export const paidProductsMax = 200;

/**
 * The products of the user's paid orders (who may review what), most recently ordered first: read by
 * order_user_id_idx, one row per product however often it was bought.
 */
export async function paidProductIdsOf(db: Db, userId: string): Promise<string[]> {
  const lastOrdered = max(orders.createdAt);
  const rows = await db
    .select({ productId: orders.productId })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, keptPaymentStatuses)))
    .groupBy(orders.productId)
    .orderBy(desc(lastOrdered), orders.productId)
    .limit(paidProductsMax);
  return rows.map((row) => row.productId);
}

/** Whether the user has a paid order of the product (who may review it): read by order_user_id_idx. */
export async function hasPaidOrderOf(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ one: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.productId, productId), inArray(orders.status, keptPaymentStatuses)))
    .limit(1);
  return rows.length > 0;
}
