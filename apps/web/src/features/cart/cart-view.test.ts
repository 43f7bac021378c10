import { describe, expect, it } from 'vitest';
import type { CartLine } from '@store/contract';
import { toMajorNumber } from '@store/contract/money';
import { usd } from '../../test/fixtures';
import { cartView as viewOf } from './cart-view';

const line = (productId: string, cents: number, minOrderQuantity: number, available: number, quantity = minOrderQuantity): CartLine => ({
  productId,
  variantId: `variant-${productId}`,
  sku: productId.toUpperCase(),
  version: '',
  name: `Product ${productId}`,
  slug: productId,
  img: '',
  price: toMajorNumber(usd(cents)),
  priceMoney: usd(cents),
  minOrderQuantity,
  available,
  quantity,
});

/** The cart page's view of these lines (the server's total says the currency). */
const cartView = (lines: CartLine[], typedOf: (l: CartLine) => string) => viewOf({ lines, totalPriceMoney: usd(0) }, typedOf);

describe('cartView', () => {
  const saw = line('saw', 12_999, 2, 40);
  const blades = line('blades', 8_950, 5, 120);

  it('totals the lines it shows', () => {
    const view = cartView([saw, blades], (l) => String(l.quantity));
    expect(view.lines.map((l) => l.amount)).toEqual([usd(25_998), usd(44_750)]);
    expect(view.total).toEqual(usd(70_748));
    expect(view.linesToFix).toBe(0);
  });

  it('shows a quantity past the stock on its line, with the amount the total counts', () => {
    // The defect: such a line showed $0.00 while the total still counted 150 x $129.99.
    const view = cartView([saw, blades], (l) => (l === saw ? '150' : String(l.quantity)));
    const [sawLine] = view.lines;
    expect(sawLine!.problem).toEqual({ kind: 'maximum', message: 'Maximum Order is 40' });
    expect(sawLine!.amount).toEqual(usd(1_949_850));
    expect(view.total).toEqual(usd(1_949_850 + 44_750));
    expect(view.linesToFix).toBe(1);
  });

  it('counts a line below its minimum order as shown and keeps checkout closed', () => {
    const view = cartView([saw], () => '1');
    expect(view.lines[0]!.problem?.message).toBe('Minimum Order is 2');
    expect(view.lines[0]!.amount).toEqual(usd(12_999));
    expect(view.total).toEqual(usd(12_999));
    expect(view.linesToFix).toBe(1);
  });

  it('counts an empty or fractional quantity as nothing, on the line and in the total', () => {
    for (const typed of ['', '2.5']) {
      const view = cartView([saw, blades], (l) => (l === saw ? typed : String(l.quantity)));
      expect(view.lines[0]!.amount).toEqual(usd(0));
      expect(view.lines[0]!.problem?.message).toBe(typed === '' ? 'Quantity is required' : 'Enter a whole number');
      expect(view.total).toEqual(usd(44_750));
      expect(view.linesToFix).toBe(1);
    }
  });

  it('flags a line whose stock fell below the quantity kept in the cart', () => {
    const view = cartView([line('saw', 1_000, 1, 3, 5)], (l) => String(l.quantity));
    expect(view.lines[0]!.problem?.kind).toBe('maximum');
    expect(view.total).toEqual(usd(5_000));
  });

  it('adds amounts of any currency exactly, in its own minor units', () => {
    const yen = (amount: number) => ({ amount, currency: 'JPY' });
    const lines = [{ ...line('saw', 0, 1, 9, 3), price: 15_800, priceMoney: yen(15_800) }, { ...line('blade', 0, 1, 9, 1), price: 990, priceMoney: yen(990) }];
    const view = viewOf({ lines, totalPriceMoney: yen(0) }, (l) => String(l.quantity));
    expect(view.total).toEqual(yen(48_390));
    // 0.1 + 0.2 in dollars is not 0.3; ten cents and twenty cents are thirty.
    const cents = cartView([line('a', 10, 1, 9, 1), line('b', 20, 1, 9, 1)], (l) => String(l.quantity));
    expect(cents.total).toEqual(usd(30));
  });
});
