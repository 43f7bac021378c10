// Checkout: the signed-in shopper's cart becomes one ordinary order per line, grouped as one checkout,
// with stock reserved for every line or for none (one transaction, docs/decisions: stock
// reservation and cart checkout). Prices come from our database; the cart is emptied and the
// address remembered in the same transaction, with one "order placed" mail for the whole checkout.
import { eq } from 'drizzle-orm';
import {
  checkoutMessages,
  formatShippingAddress,
  isOutOfStock,
  isPaidStatus,
  messages,
  orderTotalCents,
  quantityProblem,
  toCents,
  toDollars,
  type Checkout,
  type SavedAddress,
  type ShippingAddress,
} from '@store/contract';
import type { Db } from '../../db/client';
import { checkouts, orders, savedAddresses } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { cartItemsOf, removeCartLines } from '../cart';
import { enqueueMail } from '../mail';
import { availableStock, findProductsForCart, takeStock, type ProductForCart } from '../products';
import { checkoutMailDetails, findCheckoutRow, ordersOfCheckout, payWithinMinutes, type CheckoutRow } from './checkout-rows';
import { toOrder } from './order-service';
import { MAX_TOTAL_CENTS, type Caller, type OrderDeps, type OrderRow } from './order-types';
import { headerAmounts, recordSingleLines } from './order-lines';
import { isExpired, sweepBeforeRequest } from './stock-reservation';


interface PlacedCheckout {
  checkoutId: string;
  orderIds: string[];
}

/** A line that no longer fits (its stock went meanwhile): 409 naming the product, nothing stored. */
function lineConflict(product: ProductForCart, available: number): AppError {
  const left = { minOrderQuantity: product.minOrderQuantity, available };
  const message = isOutOfStock(left)
    ? `Sorry, ${product.name} is out of stock`
    : `${product.name}: ${messages.maximumOrder(available)}`;
  return conflict(message, { [product.id]: message });
}

export async function placeCheckout(deps: OrderDeps, caller: Caller, input: { phone: string; shipping: ShippingAddress; totalPrice?: number | undefined }): Promise<PlacedCheckout> {
  const { db } = deps;
  const items = await cartItemsOf(db, caller.id);
  if (items.length === 0) throw badRequest(checkoutMessages.emptyCart);
  const products = new Map((await findProductsForCart(db, items.map((i) => i.productId))).map((p) => [p.id, p]));

  // Every line is checked before anything is reserved; the first problem names its product.
  const lines = items.map((item) => {
    const product = products.get(item.productId);
    if (!product) throw conflict('A product in your cart is no longer sold; remove it and try again', { [item.productId]: 'No longer sold' });
    const problem = quantityProblem(item.quantity, product);
    if (problem?.kind === 'minimum' || problem?.kind === 'wholeNumber') {
      throw badRequest(`${product.name}: ${problem.message}`, { [product.id]: problem.message });
    }
    return { product, quantity: item.quantity, totalCents: orderTotalCents(item.quantity, product.priceCents) };
  });
  const totalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  if (totalCents > MAX_TOTAL_CENTS) throw badRequest('Order total is too large');
  if (input.totalPrice !== undefined && toCents(input.totalPrice) !== totalCents) {
    throw badRequest('The total does not match the current prices; reload the page and try again', {
      totalPrice: 'Does not match the cart total',
    });
  }

  const address = formatShippingAddress(input.shipping);
  const email = caller.email.toLowerCase();
  await sweepBeforeRequest(deps); // stock held by expired orders goes back first
  // Reserving in product-id order: two checkouts sharing products always lock them in the same order (no deadlock).
  const inLockOrder = [...lines].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  const placed = await db.transaction(async (tx) => {
    for (const line of inLockOrder) {
      if (!(await takeStock(tx, line.product.id, line.quantity))) {
        throw lineConflict(line.product, await availableStock(tx, line.product.id));
      }
    }
    const [checkout] = await tx.insert(checkouts).values({ userId: caller.id }).returning({ id: checkouts.id });
    const rows = await tx
      .insert(orders)
      .values(
        lines.map((line) => ({
          userId: caller.id,
          userEmail: email,
          userName: caller.name,
          productId: line.product.id,
          productName: line.product.name,
          productImage: line.product.img,
          address,
          shipping: input.shipping,
          phone: input.phone,
          quantity: line.quantity,
          unitPriceCents: line.product.priceCents,
          totalPriceCents: line.totalCents,
          ...headerAmounts(line.totalCents, deps.currency),
          status: 'Pending' as const,
          checkoutId: checkout!.id,
        })),
      )
      .returning();
    await recordSingleLines(tx, rows);
    await removeCartLines(tx, caller.id, items.map((i) => i.productId));
    await tx
      .insert(savedAddresses)
      .values({ userId: caller.id, shipping: input.shipping, phone: input.phone })
      .onConflictDoUpdate({ target: savedAddresses.userId, set: { shipping: input.shipping, phone: input.phone, updatedAt: new Date() } });
    // One mail for the whole checkout, committed with it.
    await enqueueMail(tx, { kind: 'checkout-placed', to: email, checkout: checkoutMailDetails(checkout!.id, rows), payWithinMinutes: payWithinMinutes(deps.ttlMs) });
    return { checkoutId: checkout!.id, orderIds: rows.map((r) => r.id) };
  });
  deps.catalog.changed(); // stock moved: the cached product list must not show the old count
  return placed;
}

/** The caller's own checkout (anyone else's: undefined, so strangers learn nothing). */
export async function findOwnCheckout(db: Db, caller: Caller, id: string): Promise<CheckoutRow | undefined> {
  const row = await findCheckoutRow(db, id);
  return row && row.userId === caller.id ? row : undefined;
}

/** Sum of the unpaid orders: what one payment for the checkout charges. */
export const unpaidTotalCents = (rows: readonly OrderRow[]) =>
  rows.filter((r) => r.status === 'Pending').reduce((sum, r) => sum + r.totalPriceCents, 0);

/**
 * The order whose payment paid the checkout, once nothing of it is left to pay: paid orders move on
 * (Shipped, Delivered, Refunded) and an admin may have cancelled one before the payment.
 */
export function checkoutPayment(rows: readonly OrderRow[]): OrderRow | undefined {
  if (rows.some((r) => r.status === 'Pending')) return undefined;
  return rows.find((r) => isPaidStatus(r.status));
}

export function toCheckout(row: CheckoutRow, rows: readonly OrderRow[], ttlMs: number): Checkout {
  const payment = checkoutPayment(rows);
  return {
    _id: row.id,
    orders: rows.map((r) => toOrder(r, ttlMs)),
    totalPrice: toDollars(unpaidTotalCents(rows)),
    paid: payment !== undefined,
    transactionId: payment?.transactionId ?? null,
  };
}

export async function getCheckout(deps: OrderDeps, caller: Caller, id: string): Promise<Checkout> {
  const row = await findOwnCheckout(deps.db, caller, id);
  if (!row) throw notFound('Checkout not found');
  // Expired unpaid orders are hidden, not released: a read writes nothing (order-expiry.ts).
  const rows = (await ordersOfCheckout(deps.db, row.id)).filter((r) => !isExpired(r, deps.ttlMs));
  if (rows.length === 0) throw notFound('Checkout not found');
  return toCheckout(row, rows, deps.ttlMs);
}

export async function savedAddressOf(db: Db, userId: string): Promise<SavedAddress> {
  const [row] = await db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return row ? { shipping: row.shipping, phone: row.phone } : { shipping: null, phone: '' };
}
