// Checkout: the signed-in shopper's cart becomes ONE order with a line per cart line, stock reserved
// for every line or for none (docs/decisions/0026). Prices come from our database; the cart is
// emptied and the address remembered in the same transaction (order-placement.ts).
import { eq, sql } from 'drizzle-orm';
import { checkoutMessages, checkoutPricingMessages, formatShippingAddress, isOutOfStock, messages, nearestMinorUnits, orderTotalCents, quantityProblem, type CheckoutQuote, type MarketCheckoutBody, type SavedAddress } from '@store/contract';
import type { Db } from '../../db/client';
import { orders, savedAddresses } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { cartItemsOf, removeCartLines } from '../cart';
import { availableStock, findCartVariants, type ProductForCart } from '../products';
import { MAX_TOTAL_CENTS, type Caller, type OrderDeps } from './order-types';
import { marketPricing, priceCheckout, pricingProblem, quoteOf, termsToAccept, type PricingChoice } from './checkout-pricing';
import { placeLines, StockShort } from './order-placement';

/** A line that no longer fits (its stock went meanwhile): 409 naming the product, nothing stored. */
function lineConflict(product: ProductForCart, available: number): AppError {
  const left = { minOrderQuantity: product.minOrderQuantity, available };
  const message = isOutOfStock(left)
    ? `Sorry, ${product.name} is out of stock`
    : `${product.name}: ${messages.maximumOrder(available)}`;
  return conflict(message, { [product.id]: message });
}

/** The caller's cart with each line's version as it is now, every line checked (the first problem names its product). */
async function checkedCart(db: Db, callerId: string) {
  const items = await cartItemsOf(db, callerId);
  if (items.length === 0) throw badRequest(checkoutMessages.emptyCart);
  const versions = await findCartVariants(db, items);
  const lines = items.map((item, i) => {
    const product = versions[i];
    if (!product || product.archived) throw conflict('A product in your cart is no longer sold; remove it and try again', { [item.productId]: 'No longer sold' });
    const problem = quantityProblem(item.quantity, product);
    if (problem?.kind === 'minimum' || problem?.kind === 'wholeNumber') {
      throw badRequest(`${product.name}: ${problem.message}`, { [product.id]: problem.message });
    }
    return { product, quantity: item.quantity };
  });
  return { items, lines };
}

/** POST /api/checkout/quote: the cart priced for a destination; 404 when the shop has no markets (it sells as before). */
export async function quoteCheckout(deps: OrderDeps, caller: Caller, choice: PricingChoice): Promise<CheckoutQuote> {
  const { lines } = await checkedCart(deps.db, caller.id);
  const pricing = await priceCheckout(deps, lines, choice);
  if (!pricing) throw notFound('This store sells without markets: the cart total is the order total');
  return quoteOf(pricing, lines, await termsToAccept(deps), choice.country);
}

export async function placeCheckout(deps: OrderDeps, caller: Caller, input: MarketCheckoutBody): Promise<string> {
  const { db } = deps;
  const { items, lines } = await checkedCart(db, caller.id);
  const vatNumber = input.vatNumber?.trim() || undefined;
  const pricing = await priceCheckout(deps, lines, { country: input.shipping.country, region: input.shipping.region, vatNumber, shippingMethodId: input.shippingMethodId });
  const problem = pricing && pricingProblem(pricing, lines, input.shipping.country);
  if (problem) throw problem;
  const termsVersion = await termsToAccept(deps);
  if (termsVersion !== null && input.acceptTerms !== true) throw badRequest(checkoutPricingMessages.acceptTerms, { acceptTerms: checkoutPricingMessages.acceptTerms });

  const currency = pricing?.currency ?? deps.currency;
  const total = pricing ? pricing.totals.total : lines.reduce((sum, l) => sum + orderTotalCents(l.quantity, l.product.priceCents), 0);
  if ((pricing ? pricing.base.total : total) > MAX_TOTAL_CENTS) throw badRequest('Order total is too large');
  if (input.totalPrice !== undefined && nearestMinorUnits(input.totalPrice, currency) !== total) {
    throw badRequest('The total does not match the current prices; reload the page and try again', {
      totalPrice: 'Does not match the cart total',
    });
  }

  try {
    const placed = await placeLines(deps, caller, {
      lines,
      pricing: pricing && marketPricing(pricing, { vatNumber: vatNumber ?? null, termsVersion }),
      address: formatShippingAddress(input.shipping),
      shipping: input.shipping,
      phone: input.phone,
      rememberAddress: true,
      alsoInTransaction: (tx) => removeCartLines(tx, caller.id, items.map((i) => i.variantId)),
    });
    return placed.row.id;
  } catch (err) {
    if (!(err instanceof StockShort)) throw err;
    const product = lines.find((l) => l.product.variantId === err.product.variantId)!.product;
    throw lineConflict(product, await availableStock(db, product.variantId));
  }
}

/** GET /api/checkout/{id}: the order a checkout placed before orders had lines became (the caller's own only). */
export async function orderOfLegacyCheckout(db: Db, caller: Caller, checkoutId: string): Promise<{ orderId: string }> {
  // A checkout whose orders went separate ways became several orders: the one still to pay, else the first.
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(sql`${orders.status} <> 'Pending'`, orders.number)
    .limit(1);
  if (!row || row.userId !== caller.id) throw notFound('Checkout not found');
  return { orderId: row.id };
}

export async function savedAddressOf(db: Db, userId: string): Promise<SavedAddress> {
  const [row] = await db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return row ? { shipping: row.shipping, phone: row.phone } : { shipping: null, phone: '' };
}
