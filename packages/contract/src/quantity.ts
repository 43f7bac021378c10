// The order quantity and total rules (docs/product/orders-and-payments.md), without zod so the first view (product cards, the cart badge)
// can use them: order.ts re-exports them beside the order schemas. The quantity's messages are in
// quantity-problem.ts, so the first view does not carry the contract's texts.
import { limits } from './limits';
import type { Money } from './money';
import type { Product } from './product';

/** A quantity one can order at all: a whole number, 0 or more (0 then falls below the minimum order). */
export const isWholeQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 0;

/** What the quantity rule needs of a product. */
export type StockLimits = Pick<Product, 'minOrderQuantity' | 'available'>;
/** Not even the minimum order is left. */
export const isOutOfStock = (product: StockLimits): boolean => product.available < product.minOrderQuantity;

export type StockState = 'in-stock' | 'low' | 'out';
/** Which stock words a product shows (storeMessages.inStock, onlyLeft, outOfStock): out as soon as the minimum order no longer fits. */
export const stockState = (product: StockLimits): StockState =>
  isOutOfStock(product) ? 'out' : product.available <= limits.lowStock ? 'low' : 'in-stock';

/**
 * docs/product/orders-and-payments.md: the order total is quantity times price, in integer cents (no floating-point
 * drift). 0 while the quantity is not a positive whole number. The form shows it; the server stores it.
 */
export function orderTotalCents(quantity: number, unitPriceCents: number): number {
  return Number.isInteger(quantity) && quantity > 0 ? quantity * unitPriceCents : 0;
}

/** How many different products one cart holds (a cart page is one request, never unbounded). */
export const cartMaxLines = 50;

/** A line's amount: quantity x unit price (the order rule: nothing while the quantity is not a positive whole number). */
export const lineAmount = (quantity: number, unitPrice: Money): Money => ({
  amount: orderTotalCents(quantity, unitPrice.amount),
  currency: unitPrice.currency,
});

/** The sum of amounts of one currency (an empty sum is 0 of `currency`); mixing currencies is a bug, so it throws. */
export function sumMoney(amounts: readonly Money[], currency: string): Money {
  let amount = 0;
  for (const m of amounts) {
    if (m.currency !== currency) throw new Error(`Cannot add ${m.currency} to ${currency}`);
    amount += m.amount;
  }
  return { amount, currency };
}

/**
 * The quantity a merge keeps for a line the account and the visitor both had: their sum, capped at
 * what is left in stock (never below the minimum order, which the cart page then flags).
 */
export function mergedQuantity(inAccount: number, fromVisitor: number, product: StockLimits): number {
  return Math.min(inAccount + fromVisitor, Math.max(product.available, product.minOrderQuantity, 1), limits.maxQuantity);
}
