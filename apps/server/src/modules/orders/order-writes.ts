// The only writes to the `order` and `order_line` tables (lint keeps it so: eslint.config.js). Each
// is one conditional statement; which status change is allowed, and what goes with it (stock,
// timeline, audit, mail), is decided by the lifecycle functions that call these in their transaction.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { formerCustomerName, type OrderStatus } from '@store/contract';
import type { Db } from '../../db/client';
import { orderLines, orders, type ShippingAddressColumns } from '../../db/schema/index';
import type { OrderLineRow, OrderRow, OrderWithLines } from './order-types';

/** What placing an order writes on its header; amounts follow from the lines. */
export interface NewOrder {
  userId: string;
  userEmail: string;
  userName: string;
  address: string;
  shipping: ShippingAddressColumns | null;
  phone: string;
  currency: string;
  /** The market's view of the sale (docs/decisions/0031-markets.md); null market: sold as before markets. */
  marketName: string | null;
  pricesIncludeTax: boolean;
  vatNumber: string | null;
  reverseCharge: boolean;
  baseCurrency: string;
  exchangeRate: string | null;
  termsVersion: number | null;
}

/** A line's or shipping's tax as priced: net + tax = gross, rate in millionths. */
export interface LineTax {
  net: number;
  rate: number;
  tax: number;
  gross: number;
}

/** One line as bought: the product as it is now (snapshot) and its price in the order's currency. */
export interface NewLine {
  productId: string;
  productName: string;
  productImage: string;
  variantId: string;
  sku: string;
  version: string;
  quantity: number;
  /** As listed (gross where the market includes tax). */
  unitPrice: number;
  tax: LineTax;
}

/** The delivery chosen, priced and taxed like a line. */
export interface NewShipping {
  method: string;
  tax: LineTax;
}

/**
 * A Pending order with its lines at positions 1, 2, …. The header's amounts are the lines' sums
 * (net subtotal and shipping, every tax in `tax_amount`), so the total is what the lines charge.
 */
export async function insertOrder(tx: Db, order: NewOrder, lines: readonly NewLine[], shipping: NewShipping | null, baseTotal: (total: number) => number): Promise<OrderWithLines> {
  const priced = lines.map(({ tax, ...line }, i) => ({
    ...line,
    position: i + 1,
    lineTotal: line.quantity * line.unitPrice,
    netAmount: tax.net,
    taxRate: tax.rate,
    taxAmount: tax.tax,
    grossAmount: tax.gross,
  }));
  const subtotal = priced.reduce((sum, line) => sum + line.netAmount, 0);
  const lineTax = priced.reduce((sum, line) => sum + line.taxAmount, 0);
  const ship = shipping?.tax ?? { net: 0, rate: 0, tax: 0, gross: 0 };
  const total = subtotal + lineTax + ship.net + ship.tax;
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      subtotalAmount: subtotal,
      shippingAmount: ship.net,
      shippingMethod: shipping?.method ?? null,
      shippingTaxRate: ship.rate,
      shippingTaxAmount: ship.tax,
      taxAmount: lineTax + ship.tax,
      totalAmount: total,
      baseTotalAmount: baseTotal(total),
      status: 'Pending',
    })
    .returning();
  const written = await tx
    .insert(orderLines)
    .values(priced.map((line) => ({ ...line, orderId: row!.id })))
    .returning();
  return { row: row!, lines: written.sort((a, b) => a.position - b.position) };
}

/** Records the provider's intent on a still-Pending order that has none (or already this one). */
export async function attachIntent(db: Db, orderId: string, intentId: string): Promise<boolean> {
  const [saved] = await db
    .update(orders)
    .set({ paymentIntentId: intentId })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), or(isNull(orders.paymentIntentId), eq(orders.paymentIntentId, intentId))))
    .returning({ id: orders.id });
  return Boolean(saved);
}

/** Pending -> Paid by the intent recorded on it; undefined when it was not pending with that intent. */
export async function setPaid(tx: Db, orderId: string, intentId: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'Paid', transactionId: intentId, paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), eq(orders.paymentIntentId, intentId)))
    .returning();
  return row;
}

/**
 * Deletes an unpaid order still holding `intentId` (or none), with its lines; returns the lines
 * (whose stock goes back), or null when it changed meanwhile.
 */
export async function deleteUnpaid(tx: Db, orderId: string, intentId: string | null): Promise<OrderLineRow[] | null> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const [deleted] = await tx
    .delete(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), intentId ? eq(orders.paymentIntentId, intentId) : isNull(orders.paymentIntentId)))
    .returning({ id: orders.id });
  return deleted ? lines : null;
}

/** The move of a locked order (the caller checked it against the transition table). */
export async function setStatus(tx: Db, orderId: string, to: OrderStatus, set: Partial<OrderRow>): Promise<OrderRow> {
  const [row] = await tx.update(orders).set({ ...set, status: to }).where(eq(orders.id, orderId)).returning();
  return row!;
}

/** Adds refunded units to lines of a locked order (the caller checked they fit; the CHECK would refuse more). */
export async function addRefundedUnits(tx: Db, orderId: string, units: ReadonlyMap<number, number>): Promise<void> {
  for (const [position, quantity] of units) {
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.position, position)));
  }
}

/** Name, e-mail, address (the text and the structured one) and phone go; lines, money and payment stay. Run in the deletion's transaction. */
export async function anonymiseOrdersOf(db: Db, userId: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId: null, userName: formerCustomerName, userEmail: '', address: '', shipping: null, phone: '' })
    .where(eq(orders.userId, userId));
}
