import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRate, shareOf, taxLine, taxOrder } from './tax-calculation';

// Rates in use: none, Japan's 8 and 10 %, Switzerland's 8.1, Germany's 7 and 19, France's 5.5,
// Finland's 25.5, Hungary's 27, a US city's 8.875 %.
const rates = [0, 80_000, 100_000, 81_000, 70_000, 190_000, 55_000, 255_000, 270_000, 88_750];
const line = fc.record({
  unitPrice: fc.integer({ min: 1, max: 50_000_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  rate: fc.constantFrom(...rates),
});
const cart = fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 25 }), shipping: fc.integer({ min: 0, max: 100_000 }), shippingRate: fc.constantFrom(...rates) });

describe('tax per line', () => {
  it('takes tax out of a gross price, or adds it to a net one, rounded half away from zero', () => {
    expect(taxLine({ amount: 11_900, rate: 190_000 }, true)).toEqual({ net: 10_000, tax: 1_900, gross: 11_900, rate: 190_000 });
    expect(taxLine({ amount: 10_000, rate: 190_000 }, false)).toEqual({ net: 10_000, tax: 1_900, gross: 11_900, rate: 190_000 });
    // 8.875 % of $12.34 is 109.5175 cents: 110. Of $0.04 is 0.355 cents: 0.
    expect(taxLine({ amount: 1_234, rate: 88_750 }, false).tax).toBe(110);
    expect(taxLine({ amount: 4, rate: 88_750 }, false).tax).toBe(0);
    // ¥1,100 with 10 % consumption tax included: ¥1,000 and ¥100. ¥1 at 10 %: net ¥1 (0.909 rounds up).
    expect(taxLine({ amount: 1_100, rate: 100_000 }, true)).toMatchObject({ net: 1_000, tax: 100 });
    expect(taxLine({ amount: 1, rate: 100_000 }, true)).toMatchObject({ net: 1, tax: 0 });
    // Exactly half a cent rounds away from zero: 50 × 1 % = 0.5.
    expect(taxLine({ amount: 50, rate: 10_000 }, false).tax).toBe(1);
    expect(taxLine({ amount: -50, rate: 10_000 }, false).tax).toBe(-1);
  });

  it('refuses rates and amounts that are not whole', () => {
    expect(() => taxLine({ amount: 100, rate: 19.5 }, true)).toThrow(RangeError);
    expect(() => taxLine({ amount: 100, rate: 1_000_000 }, true)).toThrow(RangeError);
    expect(() => taxLine({ amount: 10.5, rate: 190_000 }, true)).toThrow(RangeError);
  });

  it('is never more than half a minor unit from the exact tax, and net + tax is the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...rates), fc.boolean(), (amount, rate, included) => {
        const t = taxLine({ amount, rate }, included);
        expect(t.net + t.tax).toBe(t.gross);
        expect(included ? t.gross : t.net).toBe(amount);
        // Exact in integers: |tax·(1e6 + rate) − gross·rate| ≤ (1e6 + rate)/2 when included; |tax·1e6 − net·rate| ≤ 1e6/2 when added.
        const error = included ? BigInt(t.tax) * BigInt(1e6 + rate) - BigInt(t.gross) * BigInt(rate) : BigInt(t.tax) * 1_000_000n - BigInt(t.net) * BigInt(rate);
        const bound = included ? BigInt(1e6 + rate) : 1_000_000n;
        expect(2n * (error < 0n ? -error : error) <= bound).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('tax per order', () => {
  it('adds up: the order is the sum of its lines, and each rate’s totals are too (thousands of random carts)', () => {
    fc.assert(
      fc.property(cart, fc.boolean(), ({ lines, shipping, shippingRate }, included) => {
        const all = [...lines.map((l) => ({ amount: l.unitPrice * l.quantity, rate: l.rate })), { amount: shipping, rate: shippingRate }];
        const order = taxOrder(all, included);
        const sum = (k: 'net' | 'tax' | 'gross') => order.lines.reduce((n, l) => n + l[k], 0);
        expect(order.gross).toBe(sum('gross'));
        expect(order.net).toBe(sum('net'));
        expect(order.tax).toBe(sum('tax'));
        expect(order.net + order.tax).toBe(order.gross);
        expect(order.byRate.reduce((n, r) => n + r.net, 0)).toBe(order.net);
        expect(order.byRate.reduce((n, r) => n + r.tax, 0)).toBe(order.tax);
        if (included) expect(order.gross).toBe(all.reduce((n, l) => n + l.amount, 0));
        else expect(order.net).toBe(all.reduce((n, l) => n + l.amount, 0));
        for (const [i, r] of order.byRate.entries()) if (i > 0) expect(r.rate).toBeLessThan(order.byRate[i - 1]!.rate);
      }),
      { numRuns: 3_000 },
    );
  });

  it('keeps what the caller passed on each line', () => {
    const order = taxOrder([{ amount: 2_380, rate: 190_000, sku: 'KS-210' }], true);
    expect(order.lines[0]).toEqual({ amount: 2_380, rate: 190_000, sku: 'KS-210', net: 2_000, tax: 380, gross: 2_380 });
    expect(order.byRate).toEqual([{ rate: 190_000, net: 2_000, tax: 380 }]);
  });
});

describe('formatRate', () => {
  it('prints a rate as a percentage in the locale', () => {
    expect([formatRate(190_000), formatRate(255_000), formatRate(88_750), formatRate(0)]).toEqual(['19%', '25.5%', '8.875%', '0%']);
    expect(formatRate(255_000, 'de-DE')).toBe('25,5\u00a0%');
  });
});

describe('shareOf', () => {
  it('refunded unit by unit, as cumulative shares, a line gives back exactly what it charged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom(...rates), fc.boolean(), (amount, quantity, rate, included) => {
        const line = taxLine({ amount, rate }, included);
        let gross = 0;
        let tax = 0;
        for (let done = 0; done < quantity; done++) {
          const before = shareOf(line, done, quantity);
          const after = shareOf(line, done + 1, quantity);
          gross += after.gross - before.gross;
          tax += after.tax - before.tax;
        }
        expect([gross, tax]).toEqual([line.gross, line.tax]);
      }),
    );
  });
});
