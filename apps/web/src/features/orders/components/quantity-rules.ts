import { messages } from '@store/contract/messages';
import { toCents } from '@store/contract/limits';

/** Why Order Now is disabled for `quantity` (SPEC section 5), or undefined when it may be ordered. */
export function quantityProblem(quantity: number, product: { minOrderQuantity: number; available: number }): string | undefined {
  // An empty field is the form's own "Quantity is required to ordre", shown on submit.
  if (!Number.isFinite(quantity)) return undefined;
  if (quantity < product.minOrderQuantity) return messages.minimumOrder(product.minOrderQuantity);
  if (quantity > product.available) return messages.maximumOrder(product.available);
  return undefined;
}

/** Quantity times price, in integer cents (the server computes the same and compares). */
export function totalCents(quantity: number, price: number): number {
  return Number.isInteger(quantity) && quantity > 0 ? quantity * toCents(price) : 0;
}
