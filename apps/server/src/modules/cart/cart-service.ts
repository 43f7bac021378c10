// A signed-in shopper's cart: one row per product (cart_line), so it follows them to any device.
// Quantities are checked against the product's rules when they are set; stock can move afterwards,
// so every read returns the product as it is now and the cart page flags what no longer fits.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  cartMaxLines,
  lineAmount,
  mergedQuantity,
  quantityProblem,
  sumMoney,
  toMajorNumber,
  type Cart,
  type CartItem,
  type CartLine,
} from '@store/contract';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { findCartProducts, findProductsForCart, type ProductForCart } from '../products';

type Item = Pick<CartItem, 'productId' | 'quantity'>;

/**
 * The lines with their products as they are now. A line of an archived product stays, flagged as no
 * longer sold (nothing available, out of the total), so the shopper sees it and can remove it:
 * checkout refuses a cart that holds one, and a line the page did not show could never go.
 */
async function toCart(db: Db, items: readonly Item[], currency: string): Promise<Cart> {
  const products = new Map((await findCartProducts(db, items.map((i) => i.productId))).map((p) => [p.id, p]));
  const lines: CartLine[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    if (product) lines.push(toLine(product, item.quantity, currency));
  }
  const total = sumMoney(lines.filter((l) => !l.noLongerSold).map((l) => lineAmount(l.quantity, l.priceMoney)), currency);
  return { lines, totalPrice: toMajorNumber(total), totalPriceMoney: total };
}

const toLine = (p: ProductForCart & { archived: boolean }, quantity: number, currency: string): CartLine => ({
  productId: p.id,
  name: p.name,
  slug: p.slug,
  img: p.img,
  price: toMajorNumber({ amount: p.priceCents, currency }),
  priceMoney: { amount: p.priceCents, currency },
  minOrderQuantity: p.minOrderQuantity,
  available: p.archived ? 0 : p.available,
  quantity,
  noLongerSold: p.archived,
});

/** The user's lines, oldest first (bounded by cartMaxLines). */
export async function cartItemsOf(db: Db, userId: string): Promise<Item[]> {
  return db
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId))
    .limit(cartMaxLines);
}

/** `currency`: the store's (prices are kept as its minor units). */
export async function getCart(db: Db, userId: string, currency: string): Promise<Cart> {
  return toCart(db, await cartItemsOf(db, userId), currency);
}

/** A visitor's cart priced and checked as it is now, without storing anything. */
export async function quoteCart(db: Db, items: readonly Item[], currency: string): Promise<Cart> {
  const unique = new Map(items.map((i) => [i.productId, i]));
  return toCart(db, [...unique.values()], currency);
}

/** Sets a line's quantity (adding the line); the customer's messages when it is outside the product's rules. */
export async function setCartLine(db: Db, userId: string, productId: string, quantity: number, currency: string): Promise<Cart> {
  const [product] = await findProductsForCart(db, [productId]);
  if (!product) throw notFound('Product not found');
  const problem = quantityProblem(quantity, product);
  if (problem) throw badRequest(problem.message, { quantity: problem.message });
  await db.transaction(async (tx) => {
    await tx
      .insert(cartLines)
      .values({ userId, productId, quantity })
      .onConflictDoUpdate({ target: [cartLines.userId, cartLines.productId], set: { quantity } });
    // A cart page is one bounded request: the line that would pass the limit is refused.
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))) as [{ count: number }];
    if (count > cartMaxLines) throw conflict(`A cart holds at most ${cartMaxLines} products`);
  });
  return getCart(db, userId, currency);
}

export async function removeCartLine(db: Db, userId: string, productId: string, currency: string): Promise<Cart> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)));
  return getCart(db, userId, currency);
}

/**
 * A visitor's lines join the account's cart at sign-in: quantities of a product in both add up,
 * capped at the stock left. Unknown or archived products and lines past the limit are skipped.
 */
export async function mergeCart(db: Db, userId: string, items: readonly Item[], currency: string): Promise<Cart> {
  await db.transaction(async (tx) => {
    const existing = new Map((await cartItemsOf(tx, userId)).map((i) => [i.productId, i.quantity]));
    const products = await findProductsForCart(tx, items.map((i) => i.productId));
    const byId = new Map(products.map((p) => [p.id, p]));
    const merged = new Map<string, number>();
    for (const item of items) {
      const product = byId.get(item.productId);
      if (!product) continue;
      const before = merged.get(item.productId) ?? existing.get(item.productId) ?? 0;
      merged.set(item.productId, mergedQuantity(before, item.quantity, product));
    }
    let room = cartMaxLines - existing.size;
    for (const [productId, quantity] of merged) {
      if (!existing.has(productId)) {
        if (room <= 0) continue;
        room--;
      }
      await tx
        .insert(cartLines)
        .values({ userId, productId, quantity })
        .onConflictDoUpdate({ target: [cartLines.userId, cartLines.productId], set: { quantity } });
    }
  });
  return getCart(db, userId, currency);
}

/**
 * Takes the lines a checkout placed out of the user's cart, in the caller's transaction. Only those:
 * a line added in another tab while the checkout ran stays for the next one.
 */
export async function removeCartLines(db: Db, userId: string, productIds: string[]): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, productIds)));
}
