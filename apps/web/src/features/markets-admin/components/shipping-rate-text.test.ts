import { describe, expect, it } from 'vitest';
import { freeFromText, parseFreeFrom, parseRates, rateWords, ratesText } from './shipping-rate-text';

describe('shipping rates as the zone form writes them', () => {
  it('reads flat, weight and value rates in each currency’s own digits, and writes them back the same', () => {
    const text = 'EUR flat 9.90\nGBP weight 5000=17.90 20000=29.90\nJPY value 0=1500 30000=0\nKWD flat 1.250';
    const parsed = parseRates(text);
    expect(parsed).toEqual({
      ok: true,
      value: {
        EUR: { kind: 'flat', amount: 990 },
        GBP: { kind: 'weight', bands: [{ upToGrams: 5000, amount: 1790 }, { upToGrams: 20000, amount: 2990 }] },
        JPY: { kind: 'orderValue', bands: [{ fromAmount: 0, amount: 1500 }, { fromAmount: 30000, amount: 0 }] },
        KWD: { kind: 'flat', amount: 1250 },
      },
    });
    expect(parsed.ok && ratesText(parsed.value)).toBe(text);
    expect(parseFreeFrom('EUR 200, JPY 30000')).toEqual({ ok: true, value: { EUR: 20000, JPY: 30000 } });
    expect(freeFromText({ EUR: 20000, JPY: 30000 })).toBe('EUR 200.00, JPY 30000');
  });

  it('says which line is wrong', () => {
    expect(parseRates('JPY flat 1500.5')).toMatchObject({ ok: false, error: expect.stringContaining('"JPY flat 1500.5"') });
    expect(parseRates('EUR weight 5kg=9')).toMatchObject({ ok: false, error: expect.stringContaining('grams=amount') });
    expect(parseRates('9.90 EUR')).toMatchObject({ ok: false });
    expect(parseFreeFrom('200 EUR')).toMatchObject({ ok: false, error: expect.stringContaining('EUR 200') });
  });

  it('puts a rate in words with every amount formatted', () => {
    expect(rateWords('GBP', { kind: 'weight', bands: [{ upToGrams: 5000, amount: 1790 }] })).toBe('£17.90 up to 5,000 g');
    expect(rateWords('JPY', { kind: 'orderValue', bands: [{ fromAmount: 0, amount: 1500 }] })).toBe('¥1,500 from ¥0');
  });
});
