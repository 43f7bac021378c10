import { describe, expect, it } from 'vitest';
import { createPageI18n } from './i18n';
import { pageFormat } from './format';
import { heldUntil, orderName, orderUnits } from './order-display';

const english = createPageI18n('en', 'US', {});
const usFormat = pageFormat('en-US');

describe('order display', () => {
  it('names an order by its first product and how many more lines it has', () => {
    expect(orderName(english, { productName: 'Saw', lines: [{}] })).toBe('Saw');
    expect(orderName(english, { productName: 'Saw', lines: [{}, {}, {}] })).toBe('Saw + 2 more');
  });

  it('counts the units of every line', () => {
    expect(orderUnits({ lines: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
  });

  it('says the date and the time zone of "Held until", not only the time', () => {
    expect(heldUntil(usFormat, '2026-11-26T10:11:00.000Z', 'UTC')).toBe('Nov 26, 10:11 AM UTC');
    expect(heldUntil(usFormat, '2026-11-26T10:11:00.000Z', 'America/New_York')).toBe('Nov 26, 5:11 AM EST');
  });
});
