import { describe, expect, it } from 'vitest';
import { quantityProblem, totalCents } from './quantity-rules';

describe('purchase quantity', () => {
  const product = { minOrderQuantity: 2, available: 40 };

  it('says SPEC’s messages below the minimum and above the stock', () => {
    expect(quantityProblem(1, product)).toBe('Minimum Order is 2');
    expect(quantityProblem(41, product)).toBe('Maximum Order is 40');
    expect(quantityProblem(2, product)).toBeUndefined();
    expect(quantityProblem(40, product)).toBeUndefined();
    expect(quantityProblem(Number.NaN, product)).toBeUndefined();
  });

  it('totals in cents without floating-point drift', () => {
    expect(totalCents(3, 0.1)).toBe(30);
    expect(totalCents(3, 129.99)).toBe(38_997);
    expect(totalCents(Number.NaN, 129.99)).toBe(0);
  });
});
