import { describe, expect, it } from 'vitest';
import { heldUntil, orderNumber } from './order-display';

describe('order display', () => {
  it('numbers an order by the start of its id', () => {
    expect(orderNumber('6bf11304-0715-41ef-80d7-3386248ddbcb')).toBe('6BF11304');
  });

  it('says the date and the time zone of "Held until", not only the time', () => {
    expect(heldUntil('2026-11-26T10:11:00.000Z', 'UTC')).toBe('Nov 26, 10:11 AM UTC');
    expect(heldUntil('2026-11-26T10:11:00.000Z', 'America/New_York')).toBe('Nov 26, 5:11 AM EST');
  });
});
