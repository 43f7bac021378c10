import { describe, expect, it } from 'vitest';
import { pageFormat } from '../../lib/format';
import { englishI18n } from '../../test/render';
import { addedText, addToCartLabel, addToCartText, cartLinkLabel, inCartLabel, inCartText, soldOutLabel, soldOutText } from './cart-labels';

describe('cart labels', () => {
  const name = 'Kerfline CS-185 Circular Saw';
  const i18n = englishI18n;

  it('start with the words on the button (a speech-input user says what they see)', () => {
    expect(addToCartLabel(i18n, name)).toBe(`Add to cart: ${name}`);
    for (const [label, visible] of [
      [addToCartLabel(i18n, name), addToCartText(i18n)],
      [inCartLabel(i18n, name), inCartText(i18n)],
      [soldOutLabel(i18n, name), soldOutText(i18n)],
    ] as const) {
      expect(label.startsWith(visible)).toBe(true);
      expect(label).toContain(name);
    }
  });

  it('say what the badge counts: products, and the units they make', () => {
    expect(cartLinkLabel(i18n, 0, 0)).toBe('Cart, empty');
    expect(cartLinkLabel(i18n, 1, 1)).toBe('Cart, 1 product, 1 unit in all');
    expect(cartLinkLabel(i18n, 2, 1200)).toBe('Cart, 2 products, 1,200 units in all');
  });

  it('toast what was added and how many', () => {
    expect(addedText(i18n, pageFormat('en-US'), 2, name)).toBe(`Added 2 × ${name} to your cart`);
    expect(addedText(i18n, pageFormat('en-US'), 1200, name)).toBe(`Added 1,200 × ${name} to your cart`);
  });
});
