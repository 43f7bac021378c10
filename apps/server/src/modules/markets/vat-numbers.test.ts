import { describe, expect, it } from 'vitest';
import { countryName } from '@store/contract';
import { checkVatNumber, euMemberStates, isEuMemberState, normaliseVatNumber, reverseCharge, vatPrefixOf } from './vat-numbers';

describe('euMemberStates', () => {
  it('are the 27 member states, by ISO code, once each', () => {
    expect(euMemberStates).toHaveLength(27);
    expect(new Set(euMemberStates).size).toBe(27);
    for (const c of euMemberStates) expect(countryName(c), c).toBeDefined();
    expect(isEuMemberState('GR')).toBe(true);
    expect(isEuMemberState('EL')).toBe(false); // a VAT prefix, not a country code
    for (const outside of ['GB', 'CH', 'NO', 'IS', 'LI', 'XI']) expect(isEuMemberState(outside), outside).toBe(false);
  });

  it('Greece’s VAT prefix is EL, every other state’s its ISO code', () => {
    expect(vatPrefixOf('GR')).toBe('EL');
    expect(vatPrefixOf('DE')).toBe('DE');
  });
});

describe('normaliseVatNumber', () => {
  it.each([
    ['de 123 456 789', 'DE123456789'],
    ['nl.8512.34.567.b01', 'NL851234567B01'],
    ['ATU-1234-5678', 'ATU12345678'],
    ['\tFR 40 303 265 045\n', 'FR40303265045'],
    ['DE–123–456–789', 'DE123456789'], // en dashes from a pasted document
  ])('%j → %s', (input, expected) => {
    expect(normaliseVatNumber(input)).toBe(expected);
  });
});

describe('checkVatNumber', () => {
  // One or more numbers of the right shape for every member state.
  const valid: [string, string][] = [
    ['ATU12345678', 'AT'],
    ['BE0123456789', 'BE'],
    ['BE1234567890', 'BE'],
    ['BG123456789', 'BG'],
    ['BG1234567890', 'BG'],
    ['CY12345678L', 'CY'],
    ['CZ12345678', 'CZ'],
    ['CZ123456789', 'CZ'],
    ['CZ1234567890', 'CZ'],
    ['DE123456789', 'DE'],
    ['DK12345678', 'DK'],
    ['EE123456789', 'EE'],
    ['EL123456789', 'GR'],
    ['ESA1234567B', 'ES'],
    ['ESX12345678', 'ES'],
    ['ES12345678Z', 'ES'],
    ['FI12345678', 'FI'],
    ['FR40303265045', 'FR'],
    ['FRK7399859412', 'FR'],
    ['FRAB123456789', 'FR'],
    ['HR12345678901', 'HR'],
    ['HU12345678', 'HU'],
    ['IE1234567T', 'IE'],
    ['IE1234567WA', 'IE'],
    ['IE8Z49289F', 'IE'],
    ['IE7+12345A', 'IE'],
    ['IT12345678901', 'IT'],
    ['LT123456789', 'LT'],
    ['LT123456789012', 'LT'],
    ['LU12345678', 'LU'],
    ['LV12345678901', 'LV'],
    ['MT12345678', 'MT'],
    ['NL123456789B01', 'NL'],
    ['PL1234567890', 'PL'],
    ['PT123456789', 'PT'],
    ['RO12', 'RO'],
    ['RO1234567890', 'RO'],
    ['SE123456789001', 'SE'],
    ['SI12345678', 'SI'],
    ['SK1234567890', 'SK'],
  ];

  it.each(valid)('%s is the shape of a VAT number of %s', (input, country) => {
    expect(checkVatNumber(input)).toEqual({ valid: true, vatNumber: input, country });
  });

  it('covers every member state', () => {
    expect(new Set(valid.map(([, c]) => c))).toEqual(new Set(euMemberStates));
  });

  it('normalises before checking and answers the normalised number', () => {
    expect(checkVatNumber(' nl 1234.56789.b01 ')).toEqual({ valid: true, vatNumber: 'NL123456789B01', country: 'NL' });
  });

  it.each([
    ['AT12345678', 'no U'],
    ['ATU1234567', 'one digit short'],
    ['BE2123456789', 'Belgian numbers start with 0 or 1'],
    ['BE123456789', '9 digits'],
    ['BG12345678', '8 digits'],
    ['CY123456789', 'no closing letter'],
    ['CZ1234567', '7 digits'],
    ['CZ12345678901', '11 digits'],
    ['DE12345678', '8 digits'],
    ['DE1234567890', '10 digits'],
    ['DEA23456789', 'a letter'],
    ['DK1234567', '7 digits'],
    ['EE12345678', '8 digits'],
    ['ES123456789', 'all digits'],
    ['ESA12345678B', '10 characters'],
    ['FI123456789', '9 digits'],
    ['FR1234567890', '10 characters'],
    ['FRAB12345678C', 'a letter among the 9 digits'],
    ['HR1234567890', '10 digits'],
    ['HU123456789', '9 digits'],
    ['IE12345678', 'no letter'],
    ['IE1234567ABC', 'three letters'],
    ['IT1234567890', '10 digits'],
    ['LT1234567890', '10 digits'],
    ['LU1234567', '7 digits'],
    ['LV1234567890', '10 digits'],
    ['MT1234567', '7 digits'],
    ['NL123456789A01', 'A where B belongs'],
    ['NL123456789B1', 'one digit after B'],
    ['PL123456789', '9 digits'],
    ['PT12345678', '8 digits'],
    ['RO1', 'one digit'],
    ['RO12345678901', '11 digits'],
    ['SE123456789012', 'not ending 01'],
    ['SI1234567', '7 digits'],
    ['SK123456789', '9 digits'],
  ])('%s is refused (%s)', (input) => {
    expect(checkVatNumber(input)).toEqual({ valid: false, vatNumber: input, reason: 'format' });
  });

  it.each([
    ['', 'empty'],
    [' - . ', 'empty'],
    ['GR123456789', 'greek-prefix'],
    ['GB123456789', 'unknown-prefix'],
    ['XI123456789', 'unknown-prefix'],
    ['CHE123456789', 'unknown-prefix'],
    ['123456789', 'unknown-prefix'],
    ['D', 'unknown-prefix'],
  ])('%j is refused: %s', (input, reason) => {
    expect(checkVatNumber(input)).toMatchObject({ valid: false, reason });
  });
});

describe('reverseCharge', () => {
  it('a business in another member state, goods going to another member state: reverse charge', () => {
    expect(reverseCharge({ sellerCountry: 'DE', buyerVatNumber: 'FR 40 303 265 045', shippingCountry: 'FR' })).toEqual({
      reverseCharge: true,
      reason: 'intra-community-supply',
      vatNumber: 'FR40303265045',
      buyerCountry: 'FR',
    });
    expect(reverseCharge({ sellerCountry: 'AT', buyerVatNumber: 'EL123456789', shippingCountry: 'GR' })).toMatchObject({ reverseCharge: true, buyerCountry: 'GR' });
  });

  it('the goods may go to a member state other than the one of the buyer’s number', () => {
    expect(reverseCharge({ sellerCountry: 'DE', buyerVatNumber: 'NL123456789B01', shippingCountry: 'BE' })).toMatchObject({ reverseCharge: true, buyerCountry: 'NL' });
  });

  it.each([
    ['no number', { sellerCountry: 'DE', buyerVatNumber: undefined, shippingCountry: 'FR' }, 'no-vat-number'],
    ['a null number', { sellerCountry: 'DE', buyerVatNumber: null, shippingCountry: 'FR' }, 'no-vat-number'],
    ['only separators', { sellerCountry: 'DE', buyerVatNumber: ' - ', shippingCountry: 'FR' }, 'no-vat-number'],
    ['a number of the wrong shape', { sellerCountry: 'DE', buyerVatNumber: 'FR123', shippingCountry: 'FR' }, 'invalid-vat-number'],
    ['a non-EU number', { sellerCountry: 'DE', buyerVatNumber: 'GB123456789', shippingCountry: 'FR' }, 'invalid-vat-number'],
    ['a buyer in the seller’s country', { sellerCountry: 'DE', buyerVatNumber: 'DE123456789', shippingCountry: 'FR' }, 'buyer-in-seller-country'],
    ['goods leaving the EU', { sellerCountry: 'DE', buyerVatNumber: 'FR40303265045', shippingCountry: 'CH' }, 'shipping-outside-eu'],
    ['goods staying in the seller’s country', { sellerCountry: 'DE', buyerVatNumber: 'FR40303265045', shippingCountry: 'DE' }, 'shipping-within-seller-country'],
    ['a seller outside the EU and a number of another country than the goods go to', { sellerCountry: 'US', buyerVatNumber: 'FR40303265045', shippingCountry: 'DE' }, 'number-of-another-country'],
    ['a seller outside the EU and goods outside it', { sellerCountry: 'US', buyerVatNumber: 'FR40303265045', shippingCountry: 'CH' }, 'shipping-outside-eu'],
  ])('no reverse charge for %s', (_name, input, reason) => {
    expect(reverseCharge(input)).toEqual({ reverseCharge: false, reason });
  });

  it('a seller outside the EU ships VAT-free to a business in the member state of its number (it pays the import VAT)', () => {
    expect(reverseCharge({ sellerCountry: 'US', buyerVatNumber: 'DE 136 695 976', shippingCountry: 'DE' })).toEqual({
      reverseCharge: true,
      reason: 'business-import',
      vatNumber: 'DE136695976',
      buyerCountry: 'DE',
    });
  });

  it('country codes are read in any case', () => {
    expect(reverseCharge({ sellerCountry: 'de', buyerVatNumber: 'fr40303265045', shippingCountry: 'fr' })).toMatchObject({ reverseCharge: true });
  });
});
