import { describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from './product';
import { optionChoices, variantFor } from './option-choices';
import { asVersion, variantBySku, versionName } from './variant-choice';

const version = (sku: string, options: Record<string, string>, over: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: `id-${sku}`,
  sku,
  gtin: null,
  price: 129.99,
  priceMoney: { amount: 12999, currency: 'USD' },
  available: 10,
  minOrderQuantity: 1,
  weightGrams: null,
  hsCode: null,
  originCountry: null,
  images: [],
  options,
  ...over,
});

// A saw as the demo sells it: 120 V only with a US plug, 230 V with an EU or a UK plug.
const saw = {
  options: [
    { name: 'Voltage', values: ['120 V', '230 V'] },
    { name: 'Plug', values: ['US', 'EU', 'UK'] },
  ],
  variants: [
    version('CS-185', { Voltage: '120 V', Plug: 'US' }),
    version('CS-185-230-EU', { Voltage: '230 V', Plug: 'EU' }, { price: 139.99, priceMoney: { amount: 13999, currency: 'USD' }, images: ['/eu.webp'] }),
    version('CS-185-230-UK', { Voltage: '230 V', Plug: 'UK' }),
  ],
};
const [us, eu, uk] = saw.variants as [ProductVariant, ProductVariant, ProductVariant];

describe('choosing a version', () => {
  it('reads the version a URL names by SKU in any case, else the default', () => {
    expect(variantBySku(saw, 'cs-185-230-uk')).toBe(uk);
    expect(variantBySku(saw, 'NO-SUCH-SKU')).toBe(us);
    expect(variantBySku(saw, null)).toBe(us);
    expect(variantBySku({}, 'CS-185')).toBeUndefined();
  });

  it('names a version by its values in the options’ order', () => {
    expect(versionName(eu, saw.options)).toBe('230 V / EU');
    expect(versionName(version('X', {}), [])).toBe('');
  });

  it('offers only the plugs that exist for the chosen voltage', () => {
    const [voltage, plug] = optionChoices(saw, us);
    expect(voltage?.values.map((v) => [v.value, v.state, v.checked])).toEqual([
      ['120 V', 'available', true],
      ['230 V', 'available', false],
    ]);
    expect(plug?.values.map((v) => [v.value, v.state])).toEqual([
      ['US', 'available'],
      ['EU', 'unavailable'],
      ['UK', 'unavailable'],
    ]);
    // From 230 V / UK the plug keeps its UK, and the US plug does not exist for 230 V.
    const [, plugOf230] = optionChoices(saw, uk);
    expect(plugOf230?.values.map((v) => v.state)).toEqual(['unavailable', 'available', 'available']);
  });

  it('lands on a version that exists, keeping later values where it can and preferring one on sale', () => {
    expect(variantFor(saw, us, 0, '230 V')).toBe(eu);
    expect(variantFor(saw, uk, 0, '120 V')).toBe(us);
    expect(variantFor(saw, eu, 1, 'UK')).toBe(uk);
    const euSoldOut = { ...saw, variants: [us, { ...eu, available: 0 }, uk] };
    expect(variantFor(euSoldOut, us, 0, '230 V')).toBe(uk);
    const [, plug] = optionChoices(euSoldOut, uk);
    expect(plug?.values.map((v) => v.state)).toEqual(['unavailable', 'soldOut', 'available']);
  });

  it('shows the product as the chosen version sells it, with the product’s pictures when it has none', () => {
    const product = { _id: 'p', images: ['/a.webp', '/b.webp'], img: '/a.webp', price: 129.99, priceMoney: us.priceMoney, available: 10, minOrderQuantity: 1 } as Product;
    expect(asVersion(product, eu)).toMatchObject({ price: 139.99, priceMoney: { amount: 13999 }, images: ['/eu.webp'], img: '/eu.webp' });
    expect(asVersion(product, { ...uk, available: 3, minOrderQuantity: 2 })).toMatchObject({ images: ['/a.webp', '/b.webp'], img: '/a.webp', available: 3, minOrderQuantity: 2 });
    expect(asVersion(product, undefined)).toBe(product);
  });
});
