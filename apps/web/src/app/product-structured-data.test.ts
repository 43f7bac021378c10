import { describe, expect, it } from 'vitest';
import type { Product } from '@store/contract';
import { usd, variant } from '../test/fixtures';
import { productStructuredData } from './product-structured-data';

const product: Product = {
  _id: 'p1',
  name: 'Kerfline Test Saw',
  slug: 'kerfline-test-saw',
  img: '/images/products/circular-saw.svg',
  images: ['/images/products/circular-saw.svg', 'https://cdn.example.com/saw.png'],
  price: 129.9,
  priceMoney: { amount: 12_990, currency: 'USD' },
  description: 'Cuts.',
  available: 0,
  minOrderQuantity: 1,
  category: { _id: 'c1', slug: 'circular-saws', name: 'Circular saws' },
  specs: {},
};

describe('Product JSON-LD', () => {
  it('names the product, its absolute images, its offer and availability', () => {
    const data = productStructuredData(product, { productId: 'p1', count: 0, average: null }, 'https://shop.example.com');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kerfline Test Saw',
      image: ['https://shop.example.com/images/products/circular-saw.svg', 'https://cdn.example.com/saw.png'],
      description: 'Cuts.',
      sku: 'p1',
      url: 'https://shop.example.com/products/kerfline-test-saw',
      brand: { '@type': 'Brand', name: 'Kerfline' },
      category: 'Circular saws',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example.com/products/kerfline-test-saw',
        price: '129.90',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('carries aggregateRating only once there are reviews', () => {
    const data = productStructuredData({ ...product, available: 3 }, { productId: 'p1', count: 4, average: 4.3 }, 'https://shop.example.com');
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 4, bestRating: 5, worstRating: 1 });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it("gives the offer in the product's own currency, with that currency's digits", () => {
    const yen = productStructuredData({ ...product, price: 15800, priceMoney: { amount: 15800, currency: 'JPY' } }, { productId: 'p1', count: 0, average: null }, 'https://x.example');
    expect(yen.offers).toMatchObject({ price: '15800', priceCurrency: 'JPY' });
    const dinar = productStructuredData({ ...product, price: 12.5, priceMoney: { amount: 12_500, currency: 'BHD' } }, { productId: 'p1', count: 0, average: null }, 'https://x.example');
    expect(dinar.offers).toMatchObject({ price: '12.500', priceCurrency: 'BHD' });
  });

  it("in a market's pages: the market's URL, and no offer where the market sells none of its versions", () => {
    const euro = productStructuredData({ ...product, priceMoney: { amount: 14_999, currency: 'EUR' } }, { productId: 'p1', count: 0, average: null }, 'https://x.example', '/en-de');
    expect(euro).toMatchObject({ url: 'https://x.example/en-de/products/kerfline-test-saw', offers: { priceCurrency: 'EUR', url: 'https://x.example/en-de/products/kerfline-test-saw' } });
    const none = productStructuredData({ ...product, variants: [] }, { productId: 'p1', count: 0, average: null }, 'https://x.example', '/en-jp');
    expect(none).not.toHaveProperty('offers');
    expect(none).toMatchObject({ '@type': 'Product', url: 'https://x.example/en-jp/products/kerfline-test-saw' });
  });

  it('is a ProductGroup of its versions when it is sold in several, each with its SKU, barcode, offer and URL', () => {
    const saw: Product = {
      ...product,
      available: 5,
      options: [
        { name: 'Voltage', values: ['120 V', '230 V'] },
        { name: 'Size', values: ['S'] },
      ],
      variants: [
        variant('TS-120', { Voltage: '120 V', Size: 'S' }, { priceMoney: usd(12_990), available: 5, gtin: '4006381333931' }),
        variant('TS-230', { Voltage: '230 V', Size: 'S' }, { priceMoney: usd(13_990), available: 0 }),
      ],
    };
    const data = productStructuredData(saw, { productId: 'p1', count: 0, average: null }, 'https://shop.example.com');
    expect(data).toMatchObject({ '@type': 'ProductGroup', productGroupID: 'p1', variesBy: ['Voltage', 'https://schema.org/size'] });
    expect(data.offers).toBeUndefined();
    expect(data.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Kerfline Test Saw (120 V / S)',
        sku: 'TS-120',
        gtin13: '4006381333931',
        url: 'https://shop.example.com/products/kerfline-test-saw?variant=TS-120',
        offers: expect.objectContaining({ price: '129.90', availability: 'https://schema.org/InStock' }),
      }),
      expect.objectContaining({ sku: 'TS-230', offers: expect.objectContaining({ price: '139.90', availability: 'https://schema.org/OutOfStock' }) }),
    ]);
    expect((data.hasVariant as { additionalProperty: unknown }[])[1]?.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Voltage', value: '230 V' },
      { '@type': 'PropertyValue', name: 'Size', value: 'S' },
    ]);
  });

  it("names a one-version product's SKU and barcode", () => {
    const single = { ...product, variants: [variant('KT-1', {}, { gtin: '96385074', priceMoney: product.priceMoney, available: 0 })] };
    expect(productStructuredData(single, { productId: 'p1', count: 0, average: null }, 'https://x.example')).toMatchObject({ '@type': 'Product', sku: 'KT-1', gtin8: '96385074' });
  });
});
