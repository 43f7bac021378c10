// What is wrong with an order's quantity, in the specification's words (docs/product/orders-and-payments.md).
// Apart from quantity.ts because its texts (messages.ts) are not the first view's.
import { messages, storeMessages } from './messages';
import { isWholeQuantity, type StockLimits } from './quantity';

export interface QuantityProblem {
  /**
   * What is wrong: not a whole number (a fraction, below zero), or past one end of
   * [minimum order, available].
   */
  kind: 'wholeNumber' | 'minimum' | 'maximum';
  message: string;
}

/**
 * docs/product/orders-and-payments.md: an order's quantity is a whole number between the product's minimum
 * order and the stock available. The purchase form disables Order Now with this message; the
 * server refuses an order with it. A quantity that is not a number (an empty field) is the
 * schema's business.
 */
export function quantityProblem(quantity: number, product: StockLimits): QuantityProblem | undefined {
  if (Number.isNaN(quantity)) return undefined;
  if (!isWholeQuantity(quantity)) return { kind: 'wholeNumber', message: storeMessages.wholeNumber };
  if (quantity < product.minOrderQuantity) return { kind: 'minimum', message: messages.minimumOrder(product.minOrderQuantity) };
  if (quantity > product.available) return { kind: 'maximum', message: messages.maximumOrder(product.available) };
  return undefined;
}
