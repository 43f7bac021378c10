import { describe, expect, it } from 'vitest';
import { heldUntil, orderName, orderUnits } from './order-display';

describe('order display', () => {
  it('names an order by its first product and how many more lines it has', () => {
    expect(orderName({ productName: 'Saw', lines: [{}] })).toBe('Saw');
    expect(orderName({ productName: 'Saw', lines: [{}, {}, {}] })).toBe('Saw + 2 more');
  });

  it('counts the units of every line', () => {
    expect(orderUnits({ lines: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
  });

  it('says the date and the time zone of "Held until", not only the time', () => {
    expect(heldUntil('2026-11-26T10:11:00.000Z', 'UTC')).toBe('Nov 26, 10:11 AM UTC');
    expect(heldUntil('2026-11-26T10:11:00.000Z', 'America/New_York')).toBe('Nov 26, 5:11 AM EST');
  });
});
