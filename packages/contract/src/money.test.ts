import { describe, expect, it } from 'vitest';
import { formatMoney, fromMajorNumber, minorDigits, toDecimalString, toMajorNumber } from './money';
import { currencyCode } from './money-schema';

describe('money', () => {
  it('knows each currency’s minor digits from ISO 4217, not from how Intl writes prices', () => {
    expect(['USD', 'EUR', 'JPY', 'KRW', 'ISK', 'BHD', 'KWD', 'IQD', 'CLF', 'HUF', 'IDR', 'MGA', 'TWD'].map(minorDigits)).toEqual([2, 2, 0, 0, 0, 3, 3, 3, 4, 2, 2, 2, 2]);
  });

  it('formats every currency without losing or inventing a minor unit', () => {
    expect(formatMoney({ amount: 5124, currency: 'KWD' })).toBe('KWD\u00a05.124');
    expect(formatMoney({ amount: 150000, currency: 'HUF' }, 'hu-HU')).toBe('1500\u00a0Ft');
    expect(formatMoney({ amount: 150050, currency: 'HUF' }, 'hu-HU')).toBe('1500,50\u00a0Ft');
    expect(formatMoney({ amount: 1999, currency: 'IQD' })).toBe('IQD\u00a01.999');
    expect(formatMoney({ amount: 1500, currency: 'ISK' }, 'is-IS')).toBe('1.500\u00a0kr.');
    for (const currency of Intl.supportedValuesOf('currency')) {
      const digits = minorDigits(currency);
      const text = formatMoney({ amount: 123457, currency });
      expect(text.replace(/[^0-9]/g, ''), currency).toBe('123457');
      if (digits > 0) expect(text, currency).toContain(`.${'123457'.slice(-digits)}`);
    }
  });

  it('writes exact decimals, whatever the size or sign', () => {
    expect(toDecimalString({ amount: 153637, currency: 'USD' })).toBe('1536.37');
    expect(toDecimalString({ amount: 5, currency: 'USD' })).toBe('0.05');
    expect(toDecimalString({ amount: -5, currency: 'EUR' })).toBe('-0.05');
    expect(toDecimalString({ amount: 1234, currency: 'JPY' })).toBe('1234');
    expect(toDecimalString({ amount: 1234, currency: 'BHD' })).toBe('1.234');
    expect(toDecimalString({ amount: 9007199254740991, currency: 'USD' })).toBe('90071992547409.91');
  });

  it('formats with Intl in the locale asked for', () => {
    expect(formatMoney({ amount: 153637, currency: 'USD' })).toBe('$1,536.37');
    expect(formatMoney({ amount: 153637, currency: 'EUR' }, 'de-DE')).toBe('1.536,37\u00a0€');
    expect(formatMoney({ amount: 153637, currency: 'JPY' }, 'ja-JP')).toBe('￥153,637');
    expect(formatMoney({ amount: 9007199254740991, currency: 'USD' })).toBe('$90,071,992,547,409.91');
  });

  it('turns SPEC’s decimal numbers into minor units and back without float drift', () => {
    expect(fromMajorNumber(1536.37, 'USD')).toBe(153637);
    expect(fromMajorNumber(0.1 + 0.2, 'USD')).toBeNull(); // 0.30000000000000004 has more digits than cents
    expect(fromMajorNumber(19.99, 'USD')).toBe(1999);
    expect(fromMajorNumber(1.005, 'USD')).toBeNull();
    expect(fromMajorNumber(1234, 'JPY')).toBe(1234);
    expect(fromMajorNumber(12.5, 'JPY')).toBeNull();
    expect(toMajorNumber({ amount: 1999, currency: 'USD' })).toBe(19.99);
  });

  it('accepts only ISO 4217 codes', () => {
    expect(currencyCode.safeParse('USD').success).toBe(true);
    expect(currencyCode.safeParse('usd').success).toBe(false);
    expect(currencyCode.safeParse('XYZ').success).toBe(false);
  });
});
