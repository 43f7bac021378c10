// Orders: placing (price, names and image from our database, total in integer cents, stock reserved
// in the same transaction), listing, reading and deleting. Ownership is checked here, on every record.
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, toCents, toDollars, type Order, type placeOrderSchema } from '@store/contract';
import { orders, products } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import type { OrderRow } from './order-payment';
import { expiresAt, releaseUnpaidOrder, reserveStock, sweepBeforeRequest, type OrderDeps } from './stock-reservation';
import { productsChanged } from '../products/product-list-cache';

/** The largest total the order table holds (a 32-bit integer of cents). */
const MAX_TOTAL_CENTS = 2_147_483_647;

export type Caller = Pick<CurrentUser, 'id' | 'email' | 'name' | 'role'>;

export function toOrder(row: OrderRow, ttlMs: number): Order {
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    productName: row.productName,
    productId: row.productId,
    productImage: row.productImage,
    address: row.address,
    phone: row.phone,
    totalQuantity: row.quantity,
    totalPrice: toDollars(row.totalPriceCents),
    status: row.status,
    paid: row.status === 'Paid',
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.status === 'Paid' ? null : expiresAt(row, ttlMs).toISOString(),
  };
}

export const outOfStock = () => conflict('Sorry, this product is out of stock', { totalQuantity: 'Out of stock' });

export async function placeOrder(
  deps: OrderDeps,
  caller: Caller,
  input: z.output<typeof placeOrderSchema>,
): Promise<string> {
  const { db } = deps;
  if (input.userEmail !== caller.email.toLowerCase()) throw forbidden('You can only place orders for yourself');
  const [product] = await db.select().from(products).where(eq(products.id, input.productId));
  if (!product) throw notFound('Product not found');

  const quantity = input.totalQuantity;
  if (quantity < product.minOrderQuantity) {
    const message = messages.minimumOrder(product.minOrderQuantity);
    throw badRequest(message, { totalQuantity: message });
  }
  const totalCents = quantity * product.priceCents;
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
    if (!(await reserveStock(tx, product.id, quantity))) return null;
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
        status: 'Pending',
      })
      .returning({ id: orders.id });
    return row!.id;
  });
  if (insertedId) {
    productsChanged(); // stock moved: the cached product list must not show the old count
    return insertedId;
  }

  // Not enough left: asking for more than exists is a bad request; nothing orderable left is a conflict.
  const [now] = await db.select({ available: products.available }).from(products).where(eq(products.id, product.id));
  const available = now?.available ?? 0;
  if (available >= product.minOrderQuantity) {
    const message = messages.maximumOrder(available);
    throw badRequest(message, { totalQuantity: message });
  }
  throw outOfStock();
}

/** The caller's orders, newest first; admins may ask for anyone's by e-mail. */
export async function listOrders(deps: OrderDeps, caller: Caller, email: string | undefined): Promise<OrderRow[]> {
  const other = email && email !== caller.email.toLowerCase() ? email : undefined;
  if (other && caller.role !== 'admin') throw forbidden('You can only see your own orders');
  await sweepBeforeRequest(deps);
  return deps.db
    .select()
    .from(orders)
    .where(other ? eq(orders.userEmail, other) : eq(orders.userId, caller.id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The order if the caller owns it (or is an admin); undefined otherwise, so strangers learn nothing. */
export async function findOrderFor(deps: OrderDeps, caller: Caller, id: string): Promise<OrderRow | undefined> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, id));
  if (!row) return undefined;
  return row.userId === caller.id || caller.role === 'admin' ? row : undefined;
}

/** Reads one order after expired ones were released (an expired order is gone: 404). */
export async function getOrder(deps: OrderDeps, caller: Caller, id: string): Promise<OrderRow> {
  await sweepBeforeRequest(deps);
  const row = await findOrderFor(deps, caller, id);
  if (!row) throw notFound('Order not found');
  return row;
}

export async function deleteOrder(deps: OrderDeps, caller: Caller, id: string): Promise<void> {
  const row = await findOrderFor(deps, caller, id);
  if (!row) throw notFound('Order not found');
  if (row.status === 'Paid') throw conflict('A paid order cannot be deleted');
  const outcome = await releaseUnpaidOrder(deps, row.id);
  if (outcome === 'paid') throw conflict('A paid order cannot be deleted');
  if (outcome === 'gone') throw notFound('Order not found');
}

/** Owner-only lookup for paying: an admin cannot pay someone else's order. */
export async function findOwnOrder(deps: OrderDeps, caller: Caller, id: string): Promise<OrderRow> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, caller.id)));
  if (!row) throw notFound('Order not found');
  return row;
}
