import { describe, expect, it } from 'vitest';
import type { CartLine } from '@store/contract';
import { cartView } from './cart-view';

const line = (productId: string, price: number, minOrderQuantity: number, available: number, quantity = minOrderQuantity): CartLine => ({
  productId,
  name: `Product ${productId}`,
  slug: productId,
  img: '',
  price,
  minOrderQuantity,
  available,
  quantity,
});

describe('cartView', () => {
  const saw = line('saw', 129.99, 2, 40);
  const blades = line('blades', 89.5, 5, 120);

  it('totals the lines it shows', () => {
    const view = cartView([saw, blades], (l) => String(l.quantity));
    expect(view.lines.map((l) => l.amount)).toEqual([259.98, 447.5]);
    expect(view.total).toBe(707.48);
    expect(view.linesToFix).toBe(0);
  });

  it('shows a quantity past the stock on its line, with the amount the total counts', () => {
    // The defect: such a line showed $0.00 while the total still counted 150 x $129.99.
    const view = cartView([saw, blades], (l) => (l === saw ? '150' : String(l.quantity)));
    const [sawLine] = view.lines;
    expect(sawLine!.problem).toEqual({ kind: 'maximum', message: 'Maximum Order is 40' });
    expect(sawLine!.amount).toBe(19498.5);
    expect(view.total).toBe(sawLine!.amount + 447.5);
    expect(view.linesToFix).toBe(1);
  });

  it('counts a line below its minimum order as shown and keeps checkout closed', () => {
    const view = cartView([saw], () => '1');
    expect(view.lines[0]!.problem?.message).toBe('Minimum Order is 2');
    expect(view.lines[0]!.amount).toBe(129.99);
    expect(view.total).toBe(129.99);
    expect(view.linesToFix).toBe(1);
  });

  it('counts an empty or fractional quantity as nothing, on the line and in the total', () => {
    for (const typed of ['', '2.5']) {
      const view = cartView([saw, blades], (l) => (l === saw ? typed : String(l.quantity)));
      expect(view.lines[0]!.amount).toBe(0);
      expect(view.lines[0]!.problem?.message).toBe(typed === '' ? 'Quantity is required' : 'Enter a whole number');
      expect(view.total).toBe(447.5);
      expect(view.linesToFix).toBe(1);
    }
  });

  it('flags a line whose stock fell below the quantity kept in the cart', () => {
    const view = cartView([line('saw', 10, 1, 3, 5)], (l) => String(l.quantity));
    expect(view.lines[0]!.problem?.kind).toBe('maximum');
    expect(view.total).toBe(50);
  });
});
