// The cart's words for buttons, the navigation bar's badge and the "added" toast, in the page's
// language. Every accessible name starts with the words shown on screen (WCAG 2.5.3, axe's
// label-content-name-mismatch): a speech-input user says what they see.
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PageFormat } from '../../lib/format';

export const addToCartText = (i18n: I18n) => i18n._(msg`Add to cart`);
export const inCartText = (i18n: I18n) => i18n._(msg`In cart · View cart`);
/** The contract's storeMessages.outOfStock, word for word (lib/spec-messages.ts is kept out of the first view). */
export const soldOutText = (i18n: I18n) => i18n._(msg`Out of stock`);

export const addToCartLabel = (i18n: I18n, name: string) => i18n._(msg`Add to cart: ${name}`);
export const inCartLabel = (i18n: I18n, name: string) => i18n._(msg`In cart · View cart: ${name}`);
export const soldOutLabel = (i18n: I18n, name: string) => i18n._(msg`Out of stock: ${name}`);

/**
 * The badge shows how many different products (lines) the cart holds; its name says so and adds
 * the units, so "2" is never read as two saws when it is two products of five units each.
 */
export const cartLinkLabel = (i18n: I18n, lines: number, units: number) =>
  lines === 0
    ? i18n._(msg`Cart, empty`)
    : i18n._(msg`Cart, ${plural(lines, { one: '# product', other: '# products' })}, ${plural(units, { one: '# unit', other: '# units' })} in all`);

/** The toast after adding: what went in, and how many. */
export const addedText = (i18n: I18n, format: PageFormat, quantity: number, name: string) => {
  const count = format.number(quantity);
  return i18n._(msg`Added ${count} × ${name} to your cart`);
};
