// A signed-in shopper's cart: one row per version of a product (cart_line), so it follows them to
// any device. A line that names no version is of its product's default. Quantities are checked
// against the version's rules when they are set; stock can move afterwards, so every read returns
// the version as it is now and the cart page flags what no longer fits.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type ContentLanguage,
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
import { findCartVariants, productTextsIn, translatedVersionLabel, type PricingMarket, type ProductForCart } from '../products';

type Item = Pick<CartItem, 'productId' | 'variantId' | 'quantity'>;

/** Where a cart is priced: in the store's currency, or in a shopper's market (its prices, one call per cart). */
export interface CartPricing {
  /** The store's: prices are kept as its minor units. */
  currency: string;
  market?: PricingMarket | null;
  /** The lines' names in it (English where a product has none). */
  language?: ContentLanguage | undefined;
}

/**
 * The lines with their products as they are now. A line of an archived product stays, flagged as no
 * longer sold (nothing available, out of the total), so the shopper sees it and can remove it:
 * checkout refuses a cart that holds one, and a line the page did not show could never go. In a
 * market, a version it does not sell or has no price for is such a line too (its checkout refuses
 * it), priced 0 in the market's currency.
 */
async function toCart(db: Db, items: readonly Item[], pricing: CartPricing): Promise<Cart> {
  const { market } = pricing;
  const currency = market ? market.currency : pricing.currency;
  const found = await findCartVariants(db, items);
  const versions = market ? await inMarket(found, market) : found;
  const lines = new Map<string, CartLine>();
  items.forEach((item, i) => {
    const version = versions[i];
    if (!version) return;
    // One line per version, however a visitor's browser listed it: a line naming no version and one
    // naming the default are one line, their quantities added up (as a sign-in's merge adds them).
    const line = lines.get(version.variantId);
    if (line) line.quantity += item.quantity;
    else lines.set(version.variantId, toLine(version, item.quantity, currency));
  });
  const all = await translateLines(db, pricing.language, [...lines.values()]);
  const total = sumMoney(all.filter((l) => !l.noLongerSold).map((l) => lineAmount(l.quantity, l.priceMoney)), currency);
  return { lines: all, totalPrice: toMajorNumber(total), totalPriceMoney: total };
}

/** The versions at the market's prices (one call for the cart); those it does not sell or price as no longer sold, at 0. */
async function inMarket(versions: readonly (ProductForCart | undefined)[], market: PricingMarket): Promise<(ProductForCart | undefined)[]> {
  const prices = await market.pricesOf(new Map(versions.flatMap((v) => (v ? [[v.variantId, v.priceCents] as const] : []))));
  return versions.map((v) => {
    if (!v) return v;
    const price = prices.get(v.variantId);
    return price === undefined ? { ...v, priceCents: 0, archived: true } : { ...v, priceCents: price };
  });
}

/** Lines named as `language` names their products and versions (one read for the cart's products). */
async function translateLines(db: Db, language: ContentLanguage | undefined, lines: CartLine[]): Promise<CartLine[]> {
  if (language === undefined || lines.length === 0) return lines;
  const texts = await productTextsIn(db, language, [...new Set(lines.map((l) => l.productId))]);
  return lines.map((line) => {
    const t = texts.get(line.productId);
    if (!t) return line;
    // A version's label is its option values joined: each is translated as the product page shows it.
    const version = line.version && translatedVersionLabel(t.optionValues, line.version);
    return { ...line, name: t.name, slug: t.slug, version };
  });
}

const toLine = (p: ProductForCart, quantity: number, currency: string): CartLine => ({
  productId: p.id,
  variantId: p.variantId,
  sku: p.sku,
  version: p.version,
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
export async function cartItemsOf(db: Db, userId: string): Promise<(Item & { variantId: string })[]> {
  return db
    .select({ productId: cartLines.productId, variantId: cartLines.variantId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    // Lines added together (a merge) keep a stable order: by product, its versions together.
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.variantId))
    .limit(cartMaxLines);
}

export async function getCart(db: Db, userId: string, pricing: CartPricing): Promise<Cart> {
  return toCart(db, await cartItemsOf(db, userId), pricing);
}

/** A visitor's cart priced and checked as it is now, without storing anything. */
export async function quoteCart(db: Db, items: readonly Item[], pricing: CartPricing): Promise<Cart> {
  return toCart(db, items, pricing);
}

/** Sets a version's line quantity (adding the line); the customer's messages when it is outside the version's rules. */
export async function setCartLine(db: Db, userId: string, ref: { productId: string; variantId?: string | undefined }, quantity: number, pricing: CartPricing): Promise<Cart> {
  const [version] = await findCartVariants(db, [ref]);
  if (!version || version.archived) throw notFound('Product not found');
  const problem = quantityProblem(quantity, version);
  if (problem) throw badRequest(problem.message, { quantity: problem.message });
  await db.transaction(async (tx) => {
    await tx
      .insert(cartLines)
      .values({ userId, productId: version.id, variantId: version.variantId, quantity })
      .onConflictDoUpdate({ target: [cartLines.userId, cartLines.variantId], set: { quantity } });
    // A cart page is one bounded request: the line that would pass the limit is refused.
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))) as [{ count: number }];
    if (count > cartMaxLines) throw conflict(`A cart holds at most ${cartMaxLines} products`);
  });
  return getCart(db, userId, pricing);
}

/** Removes a version's line, or every line of the product when no version is named. */
export async function removeCartLine(db: Db, userId: string, ref: { productId: string; variantId?: string | undefined }, pricing: CartPricing): Promise<Cart> {
  await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, ref.productId), ref.variantId ? eq(cartLines.variantId, ref.variantId) : undefined));
  return getCart(db, userId, pricing);
}

/**
 * A visitor's lines join the account's cart at sign-in: quantities of a product in both add up,
 * capped at the stock left. Unknown or archived products and lines past the limit are skipped.
 */
export async function mergeCart(db: Db, userId: string, items: readonly Item[], pricing: CartPricing): Promise<Cart> {
  await db.transaction(async (tx) => {
    const existing = new Map((await cartItemsOf(tx, userId)).map((i) => [i.variantId, i.quantity]));
    const versions = await findCartVariants(tx, items);
    const merged = new Map<string, { version: ProductForCart; quantity: number }>();
    items.forEach((item, i) => {
      const version = versions[i];
      if (!version || version.archived) return;
      const before = merged.get(version.variantId)?.quantity ?? existing.get(version.variantId) ?? 0;
      merged.set(version.variantId, { version, quantity: mergedQuantity(before, item.quantity, version) });
    });
    let room = cartMaxLines - existing.size;
    for (const [variantId, { version, quantity }] of merged) {
      if (!existing.has(variantId)) {
        if (room <= 0) continue;
        room--;
      }
      await tx
        .insert(cartLines)
        .values({ userId, productId: version.id, variantId, quantity })
        .onConflictDoUpdate({ target: [cartLines.userId, cartLines.variantId], set: { quantity } });
    }
  });
  return getCart(db, userId, pricing);
}

/**
 * Takes the lines a checkout placed out of the user's cart, in the caller's transaction. Only those:
 * a line added in another tab while the checkout ran stays for the next one.
 */
export async function removeCartLines(db: Db, userId: string, variantIds: string[]): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.variantId, variantIds)));
}
