// Seed data: the VAT (Japan: consumption tax) rates of the countries we sell to, as in force in
// late 2026. The table below reads in basis points (1 % = 100, so 25.5 % is 2550); the seeds carry
// the tax calculation's millionths (modules/markets/tax-calculation.ts). No rate is ever a float.
// The demo data loads them (demo-markets.ts); an owner keeps them in the back office.
// Each country has its standard rate and, where it has one, its lowest general reduced rate (class
// `reduced`). Super-reduced, parking and special rates are left out (France 2.1 %, Italy 4 %, Spain
// 4 %, Luxembourg 3 %, Ireland 4.8 %, Cyprus 3 %, Switzerland's 3.8 % for lodging, Norway's 11.11 %
// for wild marine resources): they apply to narrow lists of goods, none of them ours.

export type TaxRateClass = 'standard' | 'reduced';

export interface TaxRateSeed {
  /** ISO 3166-1 alpha-2 (Greece is GR). */
  country: string;
  taxClass: TaxRateClass;
  /** Millionths: 190000 is 19 %. */
  rate: number;
}

// A rate, not money: basis points to millionths.
// eslint-disable-next-line no-restricted-syntax
const millionths = (basisPoints: number): number => basisPoints * 100;

// [standard, lowest general reduced or null when the country has none].
const rates: Readonly<Record<string, readonly [number, number | null]>> = {
  AT: [2000, 1000],
  BE: [2100, 600],
  BG: [2000, 900],
  CY: [1900, 500],
  CZ: [2100, 1200], // one reduced rate since 2024
  DE: [1900, 700],
  DK: [2500, null], // no reduced rate
  EE: [2400, 900], // 24 % since July 2025
  ES: [2100, 1000],
  FI: [2550, 1000], // 25.5 % since September 2024; 10 % is left for newspapers and periodicals, most of the rest is 13.5 % since 2026
  FR: [2000, 550],
  GR: [2400, 600],
  HR: [2500, 500],
  HU: [2700, 500],
  IE: [2300, 900],
  IT: [2200, 500],
  LT: [2100, 500], // 12 % and 5 % since 2026 (the 9 % rate was split between them)
  LU: [1700, 800],
  LV: [2100, 500],
  MT: [1800, 500],
  NL: [2100, 900],
  PL: [2300, 500],
  PT: [2300, 600], // mainland; the Azores and Madeira have their own, lower rates
  RO: [2100, 1100], // 21 % and a single 11 % reduced rate since August 2025
  SE: [2500, 600], // 6 % also covers food from April 2026 to the end of 2027
  SI: [2200, 500],
  SK: [2300, 500], // 23 % since 2025, reduced 19 % and 5 %
  GB: [2000, 500],
  CH: [810, 260], // since 2024
  NO: [2500, 1200], // 15 % for food, 12 % for transport and lodging
  JP: [1000, 800], // 8 % for food and newspapers; a cut for food was being debated in 2026
};

export const taxRateSeeds: readonly TaxRateSeed[] = Object.entries(rates).flatMap(([country, [standard, reduced]]) => [
  { country, taxClass: 'standard' as const, rate: millionths(standard) },
  ...(reduced === null ? [] : [{ country, taxClass: 'reduced' as const, rate: millionths(reduced) }]),
]);
