import { describe, expect, it } from 'vitest';
import { pagePaths } from '@store/contract';
import { pageMeta } from './page-meta';
import { createPageI18n } from '../lib/i18n';

const english = createPageI18n('en', 'US', {});

/** A concrete URL for a route pattern (`:id` and `:slug` filled in). */
const urlOf = (pattern: string) => pattern.replace(/:[a-z]+/g, 'x1');

describe('page titles', () => {
  it('every page has a title of its own (a tab tells one screen from another)', () => {
    const titles = new Map<string, string>();
    for (const pattern of pagePaths) {
      const { title } = pageMeta(urlOf(pattern), english);
      expect(titles.get(title), `${pattern} shares "${title}"`).toBeUndefined();
      titles.set(title, pattern);
    }
  });

  it('names signed-in screens as their menu reads', () => {
    expect(pageMeta('/dashboard', english).title).toBe('My Orders | Kerfline Power Saws');
    expect(pageMeta('/dashboard/profile/', english).title).toBe('My Profile | Kerfline Power Saws');
    expect(pageMeta('/checkout', english).title).toBe('Checkout | Kerfline Power Saws');
    expect(pageMeta('/purchase/6f1c', english).title).toBe('Purchase | Kerfline Power Saws');
    expect(pageMeta('/dashboard/payment/6f1c', english).title).toBe('Payment | Kerfline Power Saws');
    expect(pageMeta('/dashboard/orders/6f1c', english).title).toBe('Order | Kerfline Power Saws');
  });

  it('an unknown path is Page Not Found', () => {
    expect(pageMeta('/dashboard/nope', english).title).toBe('Page Not Found | Kerfline Power Saws');
  });
});
