import { describe, expect, it } from 'vitest';
import { countryName } from '@store/contract';
import { taxRateSeeds } from './tax-rates-data';
import { euMemberStates } from './vat-numbers';

const rateOf = (country: string, taxClass: 'standard' | 'reduced') =>
  taxRateSeeds.find((r) => r.country === country && r.taxClass === taxClass)?.rateBasisPoints;

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

  it('rates are whole basis points between 0 and 100 %, a reduced rate below its standard one', () => {
    for (const r of taxRateSeeds) {
      expect(Number.isInteger(r.rateBasisPoints) && r.rateBasisPoints > 0 && r.rateBasisPoints < 10_000, `${r.country} ${r.taxClass}`).toBe(true);
      if (r.taxClass === 'reduced') expect(r.rateBasisPoints, r.country).toBeLessThan(rateOf(r.country, 'standard')!);
    }
  });

  it('EU standard rates respect the 15 % minimum', () => {
    for (const c of euMemberStates) expect(rateOf(c, 'standard'), c).toBeGreaterThanOrEqual(1500);
  });

  it.each<[string, 'standard' | 'reduced', number | undefined]>([
    ['DE', 'standard', 1900],
    ['DE', 'reduced', 700],
    ['FR', 'reduced', 550],
    ['FI', 'standard', 2550],
    ['SK', 'standard', 2300],
    ['EE', 'standard', 2400],
    ['RO', 'standard', 2100],
    ['RO', 'reduced', 1100],
    ['HU', 'standard', 2700],
    ['LU', 'standard', 1700],
    ['CH', 'standard', 810],
    ['CH', 'reduced', 260],
    ['GB', 'standard', 2000],
    ['NO', 'standard', 2500],
    ['JP', 'standard', 1000],
    ['JP', 'reduced', 800],
    ['DK', 'reduced', undefined],
  ])('%s %s: %s basis points', (country, taxClass, expected) => {
    expect(rateOf(country, taxClass)).toBe(expected);
  });
});
