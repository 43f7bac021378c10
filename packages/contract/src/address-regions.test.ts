import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addressLayout,
  findRegion,
  formatAddressLines,
  normalisePostalCode,
  postalCodeFormat,
  refineRegionalAddress,
  regionsOf,
  validateRegionalAddress,
} from './address-regions';
import { regionLists } from './address-regions-data';
import { countries, countriesWithoutPostalCode, postalCodeProblem, postalCodePatterns } from './checkout';

const codesOf = (country: string) => regionsOf(country).map((r) => r.code.slice(country.length + 1));
const sorted = (list: readonly string[]) => [...list].sort();

describe('the region lists', () => {
  it('has the 50 US states and DC, then the five inhabited territories', () => {
    const codes = codesOf('US');
    const territories = ['AS', 'GU', 'MP', 'PR', 'VI'];
    expect(codes).toHaveLength(56);
    expect(codes.slice(51)).toEqual(territories);
    const states = codes.slice(0, 51).filter((c) => c !== 'DC');
    expect(states).toHaveLength(50);
    expect(sorted(states)).toEqual(
      sorted(
        ('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC ' +
          'SD TN TX UT VT VA WA WV WI WY').split(' '),
      ),
    );
    expect(findRegion('US', 'DC')?.name).toBe('District of Columbia');
  });

  it('has the 13 Canadian provinces and territories, the 8 Australian states and territories', () => {
    expect(sorted(codesOf('CA'))).toEqual(sorted('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ')));
    expect(sorted(codesOf('AU'))).toEqual(sorted('ACT NSW NT QLD SA TAS VIC WA'.split(' ')));
  });

  it('has the 47 Japanese prefectures in code order, romanised', () => {
    const jp = regionsOf('JP');
    expect(jp).toHaveLength(47);
    expect(jp.map((r) => r.code)).toEqual(Array.from({ length: 47 }, (_, i) => `JP-${String(i + 1).padStart(2, '0')}`));
    expect(jp[0]).toEqual({ code: 'JP-01', name: 'Hokkaido' });
    expect(findRegion('JP', 'JP-13')?.name).toBe('Tokyo');
    expect(findRegion('JP', 'JP-27')?.name).toBe('Osaka');
    expect(jp[46]?.name).toBe('Okinawa');
    expect(jp.every((r) => /^[A-Z][a-z]+$/.test(r.name))).toBe(true);
  });

  it('has Mexico’s 32, Brazil’s 27, India’s 36 (ISO’s current codes) and Italy’s 107 provinces', () => {
    expect(regionsOf('MX')).toHaveLength(32);
    expect(regionsOf('BR')).toHaveLength(27);
    expect(regionsOf('IN')).toHaveLength(36);
    expect(codesOf('IN')).toEqual(expect.arrayContaining(['CG', 'OD', 'TS', 'UK', 'DH', 'LA']));
    expect(codesOf('IN')).not.toEqual(expect.arrayContaining(['CT']));
    expect(regionsOf('IT')).toHaveLength(107);
    expect(findRegion('IT', 'IT-23')).toEqual({ code: 'IT-23', name: 'Aosta', abbreviation: 'AO' });
  });

  it('has unique, well-formed codes and names in every list', () => {
    for (const country of Object.keys(regionLists)) {
      const regions = regionsOf(country);
      expect(countries.some(([c]) => c === country)).toBe(true);
      expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
      expect(new Set(regions.map((r) => r.name)).size).toBe(regions.length);
      for (const r of regions) expect(r.code).toMatch(new RegExp(`^${country}-[A-Z0-9]{2,3}$`));
    }
  });

  it('writes US, Canadian, Australian, Brazilian and Italian regions short, the others by name', () => {
    expect(findRegion('US', 'US-CA')?.abbreviation).toBe('CA');
    expect(findRegion('AU', 'AU-NSW')?.abbreviation).toBe('NSW');
    expect(findRegion('BR', 'BR-SP')?.abbreviation).toBe('SP');
    expect(findRegion('MX', 'MX-CMX')).toEqual({ code: 'MX-CMX', name: 'Mexico City' });
    expect(regionsOf('DE')).toEqual([]);
  });
});

describe('findRegion', () => {
  it('reads a code, its last part, a name in any case or accents, and India’s former codes', () => {
    expect(findRegion('US', 'ca')?.code).toBe('US-CA');
    expect(findRegion('US', ' california ')?.code).toBe('US-CA');
    expect(findRegion('CA', 'Québec')?.code).toBe('CA-QC');
    expect(findRegion('JP', '13')?.code).toBe('JP-13');
    expect(findRegion('JP', 'tokyo')?.code).toBe('JP-13');
    expect(findRegion('BR', 'sao paulo')?.code).toBe('BR-SP');
    expect(findRegion('IN', 'IN-CT')?.name).toBe('Chhattisgarh');
    expect(findRegion('IT', 'AO')?.code).toBe('IT-23');
    expect(findRegion('US', 'Ontario')).toBeUndefined();
    expect(findRegion('US', '')).toBeUndefined();
  });
});

describe('postal codes', () => {
  it('checks the same patterns as the checkout, and each example passes them', () => {
    for (const [country, pattern] of Object.entries(postalCodePatterns)) {
      const format = postalCodeFormat(country);
      expect(format?.pattern?.source, country).toBe(pattern.source);
      expect(format?.example && pattern.test(format.example), country).toBe(true);
      expect(postalCodeProblem(country, format?.example ?? ''), country).toBeUndefined();
    }
  });

  it('has no field where the checkout knows a country has no postal codes (Ireland’s Eircode aside)', () => {
    for (const [country] of countries) {
      const hasField = addressLayout(country).some((f) => f.field === 'postalCode');
      expect(hasField, country).toBe(country === 'IE' || !countriesWithoutPostalCode.has(country));
    }
  });

  it('puts the space or hyphen where the country writes it', () => {
    expect(normalisePostalCode('CA', ' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalisePostalCode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostalCode('GB', 'M1 1AE')).toBe('M1 1AE');
    expect(normalisePostalCode('JP', '1000001')).toBe('100-0001');
    expect(normalisePostalCode('NL', '1012ab')).toBe('1012 AB');
    expect(normalisePostalCode('BR', '01310100')).toBe('01310-100');
    expect(normalisePostalCode('US', '94107')).toBe('94107');
    expect(normalisePostalCode('US', '94107-1234')).toBe('94107-1234');
    // Not the country's shape: left as typed, for the validation to name.
    expect(normalisePostalCode('CA', 'k1a')).toBe('K1A');
    expect(normalisePostalCode('AR', ' c1000  aaa ')).toBe('C1000 AAA');
  });
});

describe('addressLayout', () => {
  const shape = (country: string) => addressLayout(country).map((f) => [f.field, f.label, f.required, f.line]);

  it('orders the US, Canada and Australia street, city, region, postal code', () => {
    expect(shape('US')).toEqual([
      ['line1', 'Address line 1', true, 0],
      ['line2', 'Address line 2', false, 1],
      ['city', 'City', true, 2],
      ['region', 'State', true, 2],
      ['postalCode', 'ZIP code', true, 2],
    ]);
    expect(shape('CA').slice(2)).toEqual([
      ['city', 'City', true, 2],
      ['region', 'Province', true, 2],
      ['postalCode', 'Postal code', true, 2],
    ]);
    expect(shape('AU').slice(2)).toEqual([
      ['city', 'Suburb', true, 2],
      ['region', 'State/Territory', true, 2],
      ['postalCode', 'Postcode', true, 2],
    ]);
    const region = addressLayout('US').find((f) => f.field === 'region');
    expect(region?.options).toHaveLength(56);
    expect(addressLayout('US').find((f) => f.field === 'postalCode')?.example).toBe('94107');
  });

  it('puts the postal code before the town in Germany, France, the Netherlands and Switzerland, with no region', () => {
    for (const country of ['DE', 'FR', 'NL', 'CH', 'AT', 'LU']) {
      expect(addressLayout(country).map((f) => f.field), country).toEqual(['line1', 'line2', 'postalCode', 'city']);
    }
    expect(shape('DE').slice(2)).toEqual([
      ['postalCode', 'Postal code', true, 2],
      ['city', 'City', true, 2],
    ]);
  });

  it('gives Britain street, town, postcode, and Japan its top-down order', () => {
    expect(shape('GB').slice(2)).toEqual([
      ['city', 'Town/City', true, 2],
      ['postalCode', 'Postcode', true, 3],
    ]);
    expect(shape('JP')).toEqual([
      ['postalCode', 'Postal code', true, 0],
      ['region', 'Prefecture', true, 1],
      ['city', 'City', true, 1],
      ['line1', 'Address line 1', true, 2],
      ['line2', 'Address line 2', false, 3],
    ]);
  });

  it('falls back to one field a line, with an optional free-text region and postal code', () => {
    expect(shape('AR')).toEqual([
      ['line1', 'Address line 1', true, 0],
      ['line2', 'Address line 2', false, 1],
      ['city', 'City', true, 2],
      ['region', 'Region', false, 3],
      ['postalCode', 'Postal code', false, 4],
    ]);
    expect(addressLayout('AR').find((f) => f.field === 'region')?.options).toBeUndefined();
    expect(addressLayout('HK').map((f) => f.field)).toEqual(['line1', 'line2', 'city', 'region']);
  });

  it('has every field at most once for every country', () => {
    for (const [country] of countries) {
      const fields = addressLayout(country).map((f) => f.field);
      expect(new Set(fields).size, country).toBe(fields.length);
      expect(fields, country).toEqual(expect.arrayContaining(['line1', 'line2', 'city']));
    }
  });
});

describe('formatAddressLines', () => {
  it('writes each country’s order, the region as it writes it, the postal code in its shape', () => {
    expect(
      formatAddressLines({ line1: '1 Market St', line2: 'Suite 300', city: 'San Francisco', region: 'US-CA', postalCode: '94107' }, 'US'),
    ).toEqual(['1 Market St', 'Suite 300', 'San Francisco, CA 94107', 'United States']);
    expect(formatAddressLines({ line1: '111 Wellington St', city: 'Ottawa', region: 'CA-ON', postalCode: 'k1a0a9' }, 'CA')).toEqual([
      '111 Wellington St',
      'Ottawa ON K1A 0A9',
      'Canada',
    ]);
    expect(formatAddressLines({ line1: '1 Martin Pl', city: 'Sydney', region: 'AU-NSW', postalCode: '2000' }, 'AU')).toEqual([
      '1 Martin Pl',
      'Sydney NSW 2000',
      'Australia',
    ]);
    expect(formatAddressLines({ line1: 'Unter den Linden 1', line2: '', city: 'Berlin', postalCode: '10117' }, 'DE')).toEqual([
      'Unter den Linden 1',
      '10117 Berlin',
      'Germany',
    ]);
    expect(formatAddressLines({ line1: '10 Downing Street', city: 'London', postalCode: 'sw1a2aa' }, 'GB')).toEqual([
      '10 Downing Street',
      'London',
      'SW1A 2AA',
      'United Kingdom',
    ]);
  });

  it('writes Japan top-down: postal code, prefecture and city, street, building', () => {
    expect(
      formatAddressLines({ line1: '1-1 Chiyoda', line2: 'Building 3', city: 'Chiyoda-ku', region: 'JP-13', postalCode: '1000001' }, 'JP'),
    ).toEqual(['100-0001', 'Tokyo Chiyoda-ku', '1-1 Chiyoda', 'Building 3', 'Japan']);
  });

  it('writes Brazil, Mexico, India and Italy their way', () => {
    expect(formatAddressLines({ line1: 'Av. Paulista, 1578', city: 'São Paulo', region: 'BR-SP', postalCode: '01310200' }, 'BR')).toEqual([
      'Av. Paulista, 1578',
      'São Paulo - SP',
      '01310-200',
      'Brazil',
    ]);
    const noCountry = { withCountry: false };
    expect(formatAddressLines({ line1: 'Av. Juárez 1', city: 'Cuauhtémoc', region: 'MX-CMX', postalCode: '06000' }, 'MX', noCountry)).toEqual([
      'Av. Juárez 1',
      '06000 Cuauhtémoc, Mexico City',
    ]);
    expect(formatAddressLines({ line1: '1 Janpath', city: 'New Delhi', region: 'IN-DL', postalCode: '110001' }, 'IN', noCountry)).toEqual([
      '1 Janpath',
      'New Delhi 110001',
      'Delhi',
    ]);
    expect(formatAddressLines({ line1: 'Via Roma 1', city: 'Aosta', region: 'IT-23', postalCode: '11100' }, 'IT', noCountry)).toEqual([
      'Via Roma 1',
      '11100 Aosta AO',
    ]);
  });

  it('keeps the text between fields only when both are written, and free text as given', () => {
    expect(formatAddressLines({ line1: '1 Martin Pl', city: 'Sydney', postalCode: '2000' }, 'AU', { withCountry: false })).toEqual([
      '1 Martin Pl',
      'Sydney 2000',
    ]);
    expect(formatAddressLines({ line1: 'Calle 1', city: 'Rosario', region: 'Santa Fe', postalCode: '' }, 'AR')).toEqual([
      'Calle 1',
      'Rosario',
      'Santa Fe',
      'Argentina',
    ]);
  });
});

describe('validateRegionalAddress', () => {
  it('asks for the region and postal code a country needs, in its words', () => {
    expect(validateRegionalAddress({ country: 'US', region: '', postalCode: '' })).toEqual({
      region: 'Choose a state',
      postalCode: 'Enter a ZIP code',
    });
    expect(validateRegionalAddress({ country: 'US', region: 'US-CA', postalCode: '941' })).toEqual({ postalCode: 'Enter a ZIP code like 94107' });
    expect(validateRegionalAddress({ country: 'CA', postalCode: 'K1A' })).toEqual({
      region: 'Choose a province',
      postalCode: 'Enter a postal code like K1A 0B1',
    });
    expect(validateRegionalAddress({ country: 'AU', postalCode: '20000' })).toEqual({
      region: 'Choose a state or territory',
      postalCode: 'Enter a postcode like 2000',
    });
    expect(validateRegionalAddress({ country: 'JP', postalCode: '100' })).toEqual({
      region: 'Choose a prefecture',
      postalCode: 'Enter a postal code like 100-0001',
    });
    expect(validateRegionalAddress({ country: 'GB', postalCode: 'nowhere' })).toEqual({ postalCode: 'Enter a postcode like SW1A 1AA' });
    expect(validateRegionalAddress({ country: 'IE', postalCode: 'D02' })).toEqual({ postalCode: 'Enter an Eircode like D02 X285' });
    expect(validateRegionalAddress({ country: 'BR', region: 'BR-SP', postalCode: '0131' })).toEqual({ postalCode: 'Enter a CEP like 01310-100' });
  });

  it('takes a region only as its code from the country’s own list', () => {
    expect(validateRegionalAddress({ country: 'US', region: 'California', postalCode: '94107' })).toEqual({ region: 'Choose a state' });
    expect(validateRegionalAddress({ country: 'US', region: 'CA-ON', postalCode: '94107' })).toEqual({ region: 'Choose a state' });
    expect(validateRegionalAddress({ country: 'JP', region: 'JP-13', postalCode: '1000001' })).toEqual({});
    expect(validateRegionalAddress({ country: 'US', region: 'US-PR', postalCode: '00901' })).toEqual({});
    // Italy's province is optional, but a given one must be on the list.
    expect(validateRegionalAddress({ country: 'IT', postalCode: '00184' })).toEqual({});
    expect(validateRegionalAddress({ country: 'IT', region: 'Rome', postalCode: '00184' })).toEqual({ region: 'Choose a province' });
  });

  it('accepts what the checkout accepts for a correct address', () => {
    expect(validateRegionalAddress({ country: 'US', region: 'US-DC', postalCode: '20500-0003' })).toEqual({});
    expect(validateRegionalAddress({ country: 'CA', region: 'CA-QC', postalCode: 'h2x1y4' })).toEqual({});
    expect(validateRegionalAddress({ country: 'AU', region: 'AU-VIC', postalCode: ' 3000 ' })).toEqual({});
    expect(validateRegionalAddress({ country: 'NL', postalCode: '1012AB' })).toEqual({});
    expect(validateRegionalAddress({ country: 'DE', region: 'anything', postalCode: '10115' })).toEqual({});
    expect(validateRegionalAddress({ country: 'IE', postalCode: '' })).toEqual({});
    expect(validateRegionalAddress({ country: 'HK' })).toEqual({});
  });

  it('keeps other countries’ postal code optional and short, and their region short', () => {
    expect(validateRegionalAddress({ country: 'AR' })).toEqual({});
    expect(validateRegionalAddress({ country: 'AR', region: 'Buenos Aires', postalCode: 'C1000AAA' })).toEqual({});
    expect(validateRegionalAddress({ country: 'AR', region: 'x'.repeat(101), postalCode: '1'.repeat(21) })).toEqual({
      region: 'Enter a region of at most 100 characters',
      postalCode: 'Enter a postal code of at most 20 characters',
    });
  });
});

describe('refineRegionalAddress', () => {
  it('adds the same errors to a zod schema, under their fields', () => {
    const schema = z
      .object({ country: z.string(), region: z.string().optional(), postalCode: z.string().optional() })
      .superRefine(refineRegionalAddress);
    const result = schema.safeParse({ country: 'US', postalCode: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['region'], 'Choose a state'],
      [['postalCode'], 'Enter a ZIP code like 94107'],
    ]);
    expect(schema.safeParse({ country: 'US', region: 'US-NY', postalCode: '10001' }).success).toBe(true);
  });
});
