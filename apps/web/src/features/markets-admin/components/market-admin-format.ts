// What the back office's market screens type and read: amounts in a currency's own digits (money.ts
// does the digits), tax rates as percents (the markets module's formatting), countries as codes.
import { countryName, fromMajorNumber } from '@store/contract';
import { ApiError } from '../../../lib/api-client';

/** "12.90" in EUR as 1290 minor units, "1500" in JPY as 1500; null when it is no amount of that currency. */
export function parseAmount(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,13}(\.\d{1,4})?$/.test(trimmed)) return null;
  return fromMajorNumber(Number(trimmed), currency);
}

/**
 * A rate in millionths as a percent, "19%", "8.875%": as the markets module's formatRate writes it,
 * from the integer's digits (7.7 % stays 7.7, never 7.700000000000001).
 */
export function formatRate(rate: number, locale = 'en-US'): string {
  const digits = String(rate).padStart(5, '0');
  const percent = `${digits.slice(0, -4)}.${digits.slice(-4)}`;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 4 }).format(percent as unknown as number);
}

/** Millionths as the percent text the form edits: 88750 is "8.875". */
export function percentText(rate: number): string {
  const digits = String(rate).padStart(5, '0');
  const fraction = digits.slice(-4).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -4)}.${fraction}` : digits.slice(0, -4);
}

/** "de, FR ,es" as ['DE', 'FR', 'ES']; empty parts dropped. */
export const parseCountries = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

/** "Germany (DE)", or the code alone when no country has it. */
export const countryLabel = (code: string): string => (countryName(code) ? `${countryName(code)} (${code})` : code);

/** What a failed save says: the server's message (a 409 names the countries), else `fallback`. */
export const messageOf = (err: unknown, fallback: string): string => (err instanceof ApiError ? err.message : fallback);
