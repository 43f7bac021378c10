import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts';

describe('Stripe amounts', () => {
  it('sends two-decimal currencies as they are, and yen as whole yen (never ×100)', () => {
    expect(toStripeAmount({ amount: 129_999, currency: 'USD' })).toEqual({ amount: 129_999, currency: 'usd' });
    expect(toStripeAmount({ amount: 119_699, currency: 'EUR' })).toEqual({ amount: 119_699, currency: 'eur' });
    expect(toStripeAmount({ amount: 28_980, currency: 'JPY' })).toEqual({ amount: 28_980, currency: 'jpy' });
    expect(toStripeAmount({ amount: 150_050, currency: 'HUF' })).toEqual({ amount: 150_050, currency: 'huf' });
  });

  it('follows Stripe’s special cases: ISK two-decimal, MGA whole ariary, three-decimal amounts ending in 0', () => {
    expect(toStripeAmount({ amount: 1_500, currency: 'ISK' })).toEqual({ amount: 150_000, currency: 'isk' });
    expect(toStripeAmount({ amount: 500_000, currency: 'MGA' })).toEqual({ amount: 5_000, currency: 'mga' });
    expect(toStripeAmount({ amount: 500_050, currency: 'MGA' })).toBeNull();
    expect(toStripeAmount({ amount: 5_120, currency: 'KWD' })).toEqual({ amount: 5_120, currency: 'kwd' });
    expect(toStripeAmount({ amount: 5_124, currency: 'KWD' })).toBeNull();
    expect(toStripeAmount({ amount: 1_999, currency: 'IQD' })).toEqual({ amount: 1_999, currency: 'iqd' });
  });

  it('reads back what it sent, in every currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Intl.supportedValuesOf('currency')), fc.integer({ min: 1, max: 1e9 }), (currency, amount) => {
        const sent = toStripeAmount({ amount, currency });
        if (sent) expect(fromStripeAmount(sent.amount, sent.currency)).toEqual({ amount, currency });
      }),
      { numRuns: 2_000 },
    );
  });
});
