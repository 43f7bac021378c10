import { describe, expect, it } from 'vitest';
import { usd } from '../../../test/fixtures';
import { moveDialog } from './move-dialogs';

const order = {
  status: 'Paid' as const,
  totalPriceMoney: usd(124_950),
  lines: [{ quantity: 2, productName: 'Kerfline PS-12' }],
  userName: 'Ann Buyer',
  userEmail: 'ann@example.com',
};

describe('the back office asks before cancelling or refunding', () => {
  it('cancelling: buttons that cannot be mistaken for each other, naming the order', () => {
    const d = moveDialog({ ...order, status: 'Pending' }, 'Cancelled');
    expect(d.back).not.toMatch(/^cancel/i);
    expect(d.confirm).not.toBe('Cancel order');
    expect([d.confirm, d.back]).toEqual(['Yes, cancel the order', 'Keep the order']);
    expect(d.details).toContain('2 × Kerfline PS-12 for Ann Buyer (ann@example.com)');
  });

  it('names every line of an order from the cart', () => {
    const d = moveDialog({ ...order, lines: [...order.lines, { quantity: 1, productName: 'Kerfline JS-90' }] }, 'Refunded');
    expect(d.details).toContain('2 × Kerfline PS-12, 1 × Kerfline JS-90 for Ann Buyer');
  });

  it('refunding names the amount in the question and on the button', () => {
    const d = moveDialog(order, 'Refunded');
    expect(d.question).toBe('Refund $1,249.50?');
    expect(d.confirm).toBe('Refund $1,249.50');
    expect(d.details).toContain('Its stock goes back');
    expect(moveDialog({ ...order, status: 'Shipped' }, 'Refunded').details).toContain('stays out');
  });
});
