import { minorDigits } from '@store/contract/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivePrice, isExchangeRate, type PriceRounding } from './price-derivation';

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('derivePrice', () => {
  it('converts at the owner’s rate and rounds by the market’s rule', () => {
    // $1,299.99 × 0.92 = €1,195.9908: exact to the cent, whole euros, or ending in .99.
    expect(derivePrice(usd(129_999), { currency: 'EUR', rate: '0.92', rounding: { mode: 'nearest', step: 1 } })).toEqual({ amount: 119_599, currency: 'EUR' });
    expect(derivePrice(usd(129_999), { currency: 'EUR', rate: '0.92', rounding: { mode: 'nearest', step: 100 } })).toEqual({ amount: 119_600, currency: 'EUR' });
    expect(derivePrice(usd(129_999), { currency: 'EUR', rate: '0.92', rounding: { mode: 'ending', step: 100, below: 1 } })).toEqual({ amount: 119_699, currency: 'EUR' });
    // Yen have no minor unit: $189.00 × 151.37 = ¥28,608.93 → ¥28,609, or ¥28,980 when prices end in 980.
    expect(derivePrice(usd(18_900), { currency: 'JPY', rate: '151.37', rounding: { mode: 'nearest', step: 1 } }).amount).toBe(28_609);
    expect(derivePrice(usd(18_900), { currency: 'JPY', rate: '151.37', rounding: { mode: 'ending', step: 1000, below: 20 } }).amount).toBe(28_980);
    // Swiss francs to 5 rappen; Kuwaiti dinars have three digits: $10.00 × 0.3071 = KWD 3.071.
    expect(derivePrice(usd(1_999), { currency: 'CHF', rate: '0.88', rounding: { mode: 'nearest', step: 5 } }).amount).toBe(1_760);
    expect(derivePrice(usd(1_000), { currency: 'KWD', rate: '0.3071', rounding: { mode: 'nearest', step: 1 } }).amount).toBe(3_071);
    // From yen to dollars: ¥1,500 at 0.0066 is $9.90.
    expect(derivePrice({ amount: 1_500, currency: 'JPY' }, { currency: 'USD', rate: '0.0066', rounding: { mode: 'nearest', step: 1 } }).amount).toBe(990);
  });

  it('never rounds a price to nothing', () => {
    expect(derivePrice(usd(1), { currency: 'EUR', rate: '0.001', rounding: { mode: 'nearest', step: 100 } }).amount).toBe(100);
  });

  it('refuses rates and rules it cannot apply exactly', () => {
    const round: PriceRounding = { mode: 'nearest', step: 1 };
    for (const rate of ['0', '-1', '1e3', '0.1.2', '', 'NaN', '1,5']) {
      expect(() => derivePrice(usd(100), { currency: 'EUR', rate, rounding: round }), rate).toThrow(RangeError);
      expect(isExchangeRate(rate), rate).toBe(false);
    }
    expect(isExchangeRate('151.37')).toBe(true);
    expect(() => derivePrice(usd(0), { currency: 'EUR', rate: '1', rounding: round })).toThrow(RangeError);
    expect(() => derivePrice(usd(100), { currency: 'EUR', rate: '1', rounding: { mode: 'ending', step: 100, below: 100 } })).toThrow(RangeError);
    expect(() => derivePrice(usd(100), { currency: 'EUR', rate: '1', rounding: { mode: 'nearest', step: 0 } })).toThrow(RangeError);
  });

  it('lands on the rule’s grid, within one step of the exact amount, in every currency', () => {
    const currencies = Intl.supportedValuesOf('currency');
    const rule = fc.oneof(
      fc.record({ mode: fc.constant('nearest' as const), step: fc.constantFrom(1, 5, 10, 100, 1000) }),
      fc.constantFrom(1, 10, 100, 1000).chain((step) => fc.record({ mode: fc.constant('ending' as const), step: fc.constant(step), below: fc.integer({ min: 0, max: step - 1 }) })),
    );
    const rateText = fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 9_999 })).filter(([w, f]) => w + f > 0).map(([w, f]) => `${w}.${String(f).padStart(4, '0')}`);
    fc.assert(
      fc.property(fc.constantFrom(...currencies), fc.constantFrom(...currencies), fc.integer({ min: 1, max: 10_000_000 }), rateText, rule, (from, to, amount, rate, rounding) => {
        const price = derivePrice({ amount, currency: from }, { currency: to, rate, rounding });
        expect(Number.isSafeInteger(price.amount) && price.amount > 0).toBe(true);
        expect(price.currency).toBe(to);
        // The exact converted amount in the target's minor units, ×1e4 to keep the rate's four digits whole.
        const exact = (BigInt(amount) * BigInt(rate.replace('.', '')) * 10n ** BigInt(minorDigits(to))) / 10n ** BigInt(minorDigits(from));
        const got = BigInt(price.amount) * 10_000n;
        const step = BigInt(rounding.step) * 10_000n;
        if (rounding.mode === 'nearest') {
          expect(price.amount % rounding.step).toBe(0);
          expect(got - exact <= step && exact - got <= step).toBe(true);
        } else {
          expect((price.amount + rounding.below) % rounding.step).toBe(0);
          expect(got + 10_000n > exact && got - exact <= step).toBe(true);
        }
      }),
      { numRuns: 3_000 },
    );
  });
});
