import { describe, expect, it } from 'vitest';
import { selectLandingProducts } from './landing-selection';

describe('selectLandingProducts', () => {
  it('takes the first three and reverses them', () => {
    expect(selectLandingProducts(['a', 'b', 'c', 'd', 'e'])).toEqual(['c', 'b', 'a']);
  });

  it('shows fewer when the list is shorter, without touching the input', () => {
    const list = ['a', 'b'];
    expect(selectLandingProducts(list)).toEqual(['b', 'a']);
    expect(list).toEqual(['a', 'b']);
    expect(selectLandingProducts([])).toEqual([]);
  });
});
