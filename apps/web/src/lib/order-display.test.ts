import { describe, expect, it } from 'vitest';
import { heldUntil, orderNumbers } from './order-display';

describe('order display', () => {
  it("names an order by its number as its mails do, and a checkout by its orders' numbers", () => {
    expect(orderNumbers([{ number: 1042 }])).toBe('#1042');
    expect(orderNumbers([{ number: 1043 }, { number: 1042 }])).toBe('#1042, #1043');
  });

  it('says the date and the time zone of "Held until", not only the time', () => {
    expect(heldUntil('2026-11-26T10:11:00.000Z', 'UTC')).toBe('Nov 26, 10:11 AM UTC');
    expect(heldUntil('2026-11-26T10:11:00.000Z', 'America/New_York')).toBe('Nov 26, 5:11 AM EST');
  });
});
