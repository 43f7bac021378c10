import { describe, expect, it } from 'vitest';
import { formatShippingAddress, placeCheckoutSchema, savedAddressSchema, shippingAddressSchema } from './checkout';

const street = { line1: '1 Market St', line2: 'Suite 300', city: 'San Francisco', postalCode: '94107' };
const issues = (input: unknown) => {
  const result = shippingAddressSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the shipping address’s region', () => {
  it('is required where the country’s addresses name one, in the country’s own word', () => {
    expect(issues({ ...street, country: 'US' })).toEqual([['region', 'State is required']]);
    expect(issues({ ...street, country: 'US', region: '  ' })).toEqual([['region', 'State is required']]);
    expect(issues({ line1: '111 Wellington St', city: 'Ottawa', postalCode: 'K1A 0A9', country: 'CA' })).toEqual([['region', 'Province is required']]);
    expect(issues({ line1: '1 Martin Pl', city: 'Sydney', postalCode: '2000', country: 'AU' })).toEqual([['region', 'State/Territory is required']]);
    expect(issues({ line1: '1-1 Chiyoda', city: 'Chiyoda-ku', postalCode: '100-0001', country: 'JP' })).toEqual([['region', 'Prefecture is required']]);
  });

  it('must be one of the country’s own regions, by its ISO 3166-2 code', () => {
    expect(issues({ ...street, country: 'US', region: 'California' })).toEqual([['region', 'Choose a valid state for United States']]);
    expect(issues({ ...street, country: 'US', region: 'CA-ON' })).toEqual([['region', 'Choose a valid state for United States']]);
    expect(issues({ line1: '1 Martin Pl', city: 'Sydney', postalCode: '2000', country: 'AU', region: 'AU-XX' })).toEqual([
      ['region', 'Choose a valid state or territory for Australia'],
    ]);
    expect(shippingAddressSchema.parse({ ...street, country: 'US', region: ' US-CA ' })).toEqual({ ...street, country: 'US', region: 'US-CA' });
  });

  it('is optional where the country’s addresses may leave it out, but checked when given', () => {
    const rome = { line1: 'Via Roma 1', city: 'Roma', postalCode: '00184', country: 'IT' };
    expect(shippingAddressSchema.parse(rome)).toEqual({ ...rome, line2: '' });
    expect(shippingAddressSchema.parse({ ...rome, region: 'IT-RM' })).toEqual({ ...rome, line2: '', region: 'IT-RM' });
    expect(issues({ ...rome, region: 'Rome' })).toEqual([['region', 'Choose a valid province for Italy']]);
  });

  it('is dropped for a country without regions, whose rules and messages are as before', () => {
    const berlin = { line1: 'Unter den Linden 1', line2: '', city: 'Berlin', postalCode: '10117', country: 'DE' };
    expect(shippingAddressSchema.parse(berlin)).toEqual(berlin);
    expect(shippingAddressSchema.parse({ ...berlin, region: 'US-CA' })).toEqual(berlin);
    expect(issues({ ...berlin, postalCode: '1011' })).toEqual([['postalCode', 'Enter a valid postal code for Germany']]);
    expect(issues({ line1: '', city: '', postalCode: '', country: '' }).map(([, m]) => m)).toEqual([
      'Address line 1 is required',
      'City is required',
      'Choose a country',
    ]);
  });

  it('comes with the checkout’s other errors', () => {
    const result = placeCheckoutSchema.safeParse({ phone: '+1 555 0100', shipping: { ...street, postalCode: '941', country: 'US' } });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['shipping.postalCode', 'Enter a valid postal code for United States'],
      ['shipping.region', 'State is required'],
    ]);
  });
});

describe('formatShippingAddress', () => {
  it('writes a country with regions in its own order', () => {
    const us = shippingAddressSchema.parse({ ...street, country: 'US', region: 'US-CA' });
    expect(formatShippingAddress(us)).toBe('1 Market St, Suite 300, San Francisco, CA 94107, United States');
    const tokyo = shippingAddressSchema.parse({ line1: '1-1 Chiyoda', line2: 'Building 3', city: 'Chiyoda-ku', postalCode: '1000001', country: 'JP', region: 'JP-13' });
    expect(formatShippingAddress(tokyo)).toBe('100-0001, Tokyo Chiyoda-ku, 1-1 Chiyoda, Building 3, Japan');
    const ottawa = shippingAddressSchema.parse({ line1: '111 Wellington St', city: 'Ottawa', postalCode: 'k1a0a9', country: 'CA', region: 'CA-ON' });
    expect(formatShippingAddress(ottawa)).toBe('111 Wellington St, Ottawa ON K1A 0A9, Canada');
  });

  it('writes other countries as before: postal code and city on one line', () => {
    const berlin = shippingAddressSchema.parse({ line1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'DE' });
    expect(formatShippingAddress(berlin)).toBe('Unter den Linden 1, 10117 Berlin, Germany');
    const london = shippingAddressSchema.parse({ line1: '10 Downing Street', line2: 'Flat 1', city: 'London', postalCode: 'sw1a 2aa', country: 'GB' });
    expect(formatShippingAddress(london)).toBe('10 Downing Street, Flat 1, SW1A 2AA London, United Kingdom');
  });
});

describe('the saved address', () => {
  it('reads one saved before regions, and one with its region', () => {
    const before = { line1: '1 Saw Street', line2: '', city: 'Springfield', postalCode: '62701', country: 'US' };
    expect(savedAddressSchema.parse({ shipping: before, phone: '' }).shipping).toEqual(before);
    expect(savedAddressSchema.parse({ shipping: { ...before, region: 'US-IL' }, phone: '' }).shipping?.region).toBe('US-IL');
  });
});
