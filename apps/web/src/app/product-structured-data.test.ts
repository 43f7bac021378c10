import { describe, expect, it } from 'vitest';
import type { Product } from '@store/contract';
import { productStructuredData } from './product-structured-data';

const product: Product = {
  _id: 'p1',
  name: 'Kerfline Test Saw',
  slug: 'kerfline-test-saw',
  img: '/images/products/circular-saw.svg',
  images: ['/images/products/circular-saw.svg', 'https://cdn.example.com/saw.png'],
  price: 129.9,
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
});
