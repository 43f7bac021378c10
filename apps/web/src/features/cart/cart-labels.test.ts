import { describe, expect, it } from 'vitest';
import { addedText, addToCartLabel, addToCartText, cartLinkLabel, inCartLabel, inCartText, soldOutLabel, soldOutText } from './cart-labels';

describe('cart labels', () => {
  const name = 'Kerfline CS-185 Circular Saw';

  it('start with the words on the button (a speech-input user says what they see)', () => {
    expect(addToCartLabel(name)).toBe(`Add to cart: ${name}`);
    for (const [label, visible] of [
      [addToCartLabel(name), addToCartText],
      [inCartLabel(name), inCartText],
      [soldOutLabel(name), soldOutText],
    ] as const) {
      expect(label.startsWith(visible)).toBe(true);
      expect(label).toContain(name);
    }
  });

  it('say what the badge counts: products, and the units they make', () => {
    expect(cartLinkLabel(0, 0)).toBe('Cart, empty');
    expect(cartLinkLabel(1, 1)).toBe('Cart, 1 product, 1 unit in all');
    expect(cartLinkLabel(2, 1200)).toBe('Cart, 2 products, 1,200 units in all');
  });

  it('toast what was added and how many', () => {
    expect(addedText(2, name)).toBe(`Added 2 × ${name} to your cart`);
  });
});
