// What the back office's market screens type and read: amounts in a currency's own digits (money.ts
// does the digits), countries as codes; tax rates are written by the contract's tax-rates.ts.
import { countryName, fromMajorNumber } from '@store/contract';
import { ApiError } from '../../../lib/api-client';

/** "12.90" in EUR as 1290 minor units, "1500" in JPY as 1500; null when it is no amount of that currency. */
export function parseAmount(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,13}(\.\d{1,4})?$/.test(trimmed)) return null;
  return fromMajorNumber(Number(trimmed), currency);
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
