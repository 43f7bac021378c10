// Orders: placing one from the purchase page (price, names and image from our database, stock
// reserved in the same transaction: order-placement.ts), listing, reading and deleting. Ownership is
// checked here, on every record.
import { and, desc, eq, exists, gt, inArray, max, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { formatShippingAddress, isOutOfStock, isPaidStatus, keptPaymentStatuses, nearestMinorUnits, orderTotalCents, quantityProblem, toMajorNumber, type Order, type purchaseOrderSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import { newestFirst } from '../../db/sort';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { availableStock, findProductForOrder } from '../products';
import { MAX_TOTAL_CENTS, type Caller, type OrderDeps, type OrderRow, type OrderWithLines } from './order-types';
import { findOrder, withLines } from './order-lines';
import { placeLines, StockShort } from './order-placement';
import { expiresAt, isExpired, releaseUnpaidOrder } from './stock-reservation';

const money = (amount: number, currency: string) => ({ amount, currency });

/**
 * The wire's order: SPEC's one-product fields from the first line (a client written against the
 * specification keeps working), every line under `lines`, the amounts exact beside SPEC's dollars.
 */
export function toOrder({ row, lines, invoices }: OrderWithLines, ttlMs: number): Order {
  const total = money(row.totalAmount, row.currency);
  const first = lines[0];
  // Gross amounts where the market lists them (not for a reverse-charged order: it was charged net).
  const taxIncluded = row.pricesIncludeTax && !row.reverseCharge;
  return {
    _id: row.id,
    number: row.number,
    userName: row.userName,
    userEmail: row.userEmail,
    productName: first?.productName ?? '',
    productId: first?.productId ?? '',
    productImage: first?.productImage ?? '',
    address: row.address,
    phone: row.phone,
    totalQuantity: first?.quantity ?? 0,
    totalPrice: toMajorNumber(total),
    totalPriceMoney: total,
    lines: lines.map((l) => ({
      position: l.position,
      productId: l.productId,
      productName: l.productName,
      productImage: l.productImage,
      variantId: l.variantId,
      sku: l.sku,
      version: l.version,
      quantity: l.quantity,
      refundedQuantity: l.refundedQuantity,
      unitPriceMoney: money(l.unitPrice, row.currency),
      lineTotalMoney: money(taxIncluded ? l.grossAmount : l.netAmount, row.currency),
    })),
    subtotalMoney: money(row.subtotalAmount + (taxIncluded ? row.taxAmount - row.shippingTaxAmount : 0), row.currency),
    shippingMoney: money(row.shippingAmount + (taxIncluded ? row.shippingTaxAmount : 0), row.currency),
    taxMoney: money(row.taxAmount, row.currency),
    discountMoney: money(row.discountAmount, row.currency),
    taxIncluded,
    marketName: row.marketName,
    shippingMethod: row.shippingMethod,
    vatNumber: row.vatNumber,
    reverseCharge: row.reverseCharge,
    invoices: (invoices ?? []).map((i) => ({ number: i.number, kind: i.kind, issuedAt: i.issuedAt.toISOString() })),
    status: row.status,
    paid: isPaidStatus(row.status),
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.status !== 'Pending' ? null : expiresAt(row, ttlMs).toISOString(),
  };
}

const outOfStock = () => conflict('Sorry, this product is out of stock', { totalQuantity: 'Out of stock' });

/** POST /api/order: one product, one line. */
export async function placeOrder(deps: OrderDeps, caller: Caller, input: z.output<typeof purchaseOrderSchema>): Promise<string> {
  const { db } = deps;
  if (input.userEmail !== caller.email.toLowerCase()) throw forbidden('You can only place orders for yourself');
  const product = await findProductForOrder(db, input.productId, input.variantId);
  if (!product) throw notFound('Product not found');

  const quantity = input.totalQuantity;
  // The contract's quantity rule; above the stock read here is left to the reservation below (the
  // sweep may just have returned stock).
  const problem = quantityProblem(quantity, product);
  if (problem && problem.kind !== 'maximum') throw badRequest(problem.message, { totalQuantity: problem.message });
  const totalCents = orderTotalCents(quantity, product.priceCents);
  if (totalCents > MAX_TOTAL_CENTS) throw badRequest('Order total is too large', { totalQuantity: 'Order total is too large' });
  if (input.totalPrice !== undefined && nearestMinorUnits(input.totalPrice, deps.currency) !== totalCents) {
    // The shopper agreed to the total they saw; if the price changed meanwhile, they must see the new one.
    throw badRequest('The total does not match the current price; reload the page and try again', {
      totalPrice: 'Does not match quantity times price',
    });
  }

  try {
    const placed = await placeLines(deps, caller, {
      lines: [{ product, quantity }],
      address: input.shipping ? formatShippingAddress(input.shipping) : input.address,
      shipping: input.shipping ?? null,
      phone: input.phone,
      rememberAddress: Boolean(input.shipping),
    });
    return placed.row.id;
  } catch (err) {
    if (!(err instanceof StockShort)) throw err;
  }
  // Not enough left: asking for more than exists is a bad request; nothing orderable left is a conflict.
  const left = { minOrderQuantity: product.minOrderQuantity, available: await availableStock(db, product.variantId) };
  const aboveStock = quantityProblem(quantity, left);
  if (aboveStock && !isOutOfStock(left)) throw badRequest(aboveStock.message, { totalQuantity: aboveStock.message });
  throw outOfStock();
}

/** The caller's orders, newest first; admins may ask for anyone's by e-mail. */
export async function listOrders(deps: OrderDeps, caller: Caller, email: string | undefined): Promise<OrderWithLines[]> {
  const other = email && email !== caller.email.toLowerCase() ? email : undefined;
  if (other && caller.role !== 'admin') throw forbidden('You can only see your own orders');
  // Expired unpaid orders are hidden, not released: a read writes nothing (order-expiry.ts).
  const standing = or(ne(orders.status, 'Pending'), gt(orders.createdAt, new Date(Date.now() - deps.ttlMs)));
  const rows = await deps.db
    .select()
    .from(orders)
    .where(and(other ? eq(orders.userEmail, other) : eq(orders.userId, caller.id), standing))
    .orderBy(...newestFirst(orders));
  return withLines(deps.db, rows);
}

/** The order if the caller owns it (or is an admin); undefined otherwise, so strangers learn nothing. */
async function findOrderFor(deps: OrderDeps, caller: Caller, id: string): Promise<OrderWithLines | undefined> {
  const order = await findOrder(deps.db, id);
  if (!order) return undefined;
  return order.row.userId === caller.id || caller.role === 'admin' ? order : undefined;
}

/** Reads one order; an expired unpaid one is gone (404) even before the expiry job released it. */
export async function getOrder(deps: OrderDeps, caller: Caller, id: string): Promise<OrderWithLines> {
  const order = await findOrderFor(deps, caller, id);
  if (!order || isExpired(order.row, deps.ttlMs)) throw notFound('Order not found');
  return order;
}

const notDeletable = (row: OrderRow) =>
  conflict(row.status === 'Cancelled' ? 'A cancelled order stays on record' : 'A paid order cannot be deleted');

export async function deleteOrder(deps: OrderDeps, caller: Caller, id: string): Promise<void> {
  const row = (await findOrderFor(deps, caller, id))?.row;
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
 * order_user_id_idx and the lines' order key, one row per product however often it was bought.
 */
export async function paidProductIdsOf(db: Db, userId: string): Promise<string[]> {
  const lastOrdered = max(orders.createdAt);
  const rows = await db
    .select({ productId: orderLines.productId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), inArray(orders.status, keptPaymentStatuses)))
    .groupBy(orderLines.productId)
    .orderBy(desc(lastOrdered), orderLines.productId)
    .limit(paidProductsMax);
  return rows.map((row) => row.productId);
}

/** Whether the user has a paid order of the product (who may review it): read by order_user_id_idx. */
export async function hasPaidOrderOf(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ one: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId), inArray(orders.status, keptPaymentStatuses)))
    .limit(1);
  return rows.length > 0;
}
