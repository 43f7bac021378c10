// The cart's words for buttons, the navigation bar's badge and the "added" toast. Every accessible
// name starts with the words shown on screen (WCAG 2.5.3, axe's label-content-name-mismatch): a
// speech-input user says what they see.
import { storeMessages } from '@store/contract';

export const addToCartText = 'Add to cart';
export const inCartText = 'In cart · View cart';
export const soldOutText = storeMessages.outOfStock;

export const addToCartLabel = (name: string) => `${addToCartText}: ${name}`;
export const inCartLabel = (name: string) => `${inCartText}: ${name}`;
export const soldOutLabel = (name: string) => `${soldOutText}: ${name}`;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The badge shows how many different products (lines) the cart holds; its name says so and adds
 * the units, so "2" is never read as two saws when it is two products of five units each.
 */
export const cartLinkLabel = (lines: number, units: number) =>
  lines === 0 ? 'Cart, empty' : `Cart, ${count(lines, 'product', 'products')}, ${count(units, 'unit', 'units')} in all`;

/** The toast after adding: what went in, and how many. */
export const addedText = (quantity: number, name: string) => `Added ${quantity.toLocaleString('en-US')} × ${name} to your cart`;
