import { describe, expect, it } from 'vitest';
import { countryName } from '@store/contract';
import { taxRateSeeds } from '../../db/tax-rates-data';
import { euMemberStates } from './vat-numbers';

const rateOf = (country: string, taxClass: 'standard' | 'reduced') =>
  taxRateSeeds.find((r) => r.country === country && r.taxClass === taxClass)?.rate;

describe('taxRateSeeds', () => {
  it('has a standard rate for every EU member state, the UK, Switzerland, Norway and Japan, and no other country', () => {
    const expected = [...euMemberStates, 'GB', 'CH', 'NO', 'JP'].sort();
    const standard = taxRateSeeds.filter((r) => r.taxClass === 'standard').map((r) => r.country);
    expect([...standard].sort()).toEqual(expected);
    expect(new Set(taxRateSeeds.map((r) => r.country))).toEqual(new Set(expected));
  });

  it('names countries by their ISO 3166-1 alpha-2 codes (Greece GR, not EL)', () => {
    for (const { country } of taxRateSeeds) expect(countryName(country), country).toBeDefined();
  });

  it('lists each country and class once', () => {
    const keys = taxRateSeeds.map((r) => `${r.country}/${r.taxClass}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rates are whole millionths between 0 and 100 %, a reduced rate below its standard one', () => {
    for (const r of taxRateSeeds) {
      expect(Number.isInteger(r.rate) && r.rate > 0 && r.rate < 1_000_000, `${r.country} ${r.taxClass}`).toBe(true);
      if (r.taxClass === 'reduced') expect(r.rate, r.country).toBeLessThan(rateOf(r.country, 'standard')!);
    }
  });

  it('EU standard rates respect the 15 % minimum', () => {
    for (const c of euMemberStates) expect(rateOf(c, 'standard'), c).toBeGreaterThanOrEqual(1500);
  });

  it.each<[string, 'standard' | 'reduced', number | undefined]>([
    ['DE', 'standard', 190_000],
    ['DE', 'reduced', 70_000],
    ['FR', 'reduced', 55_000],
    ['FI', 'standard', 255_000],
    ['SK', 'standard', 230_000],
    ['EE', 'standard', 240_000],
    ['RO', 'standard', 210_000],
    ['RO', 'reduced', 110_000],
    ['HU', 'standard', 270_000],
    ['LU', 'standard', 170_000],
    ['CH', 'standard', 81_000],
    ['CH', 'reduced', 26_000],
    ['GB', 'standard', 200_000],
    ['NO', 'standard', 250_000],
    ['JP', 'standard', 100_000],
    ['JP', 'reduced', 80_000],
    ['DK', 'reduced', undefined],
  ])('%s %s: %s millionths', (country, taxClass, expected) => {
    expect(rateOf(country, taxClass)).toBe(expected);
  });
});
