// schema.org `Product` data of a product page (JSON-LD in the page's head): what search engines
// show as a rich result. aggregateRating only once the product has reviews (an empty one is invalid).
import type { Product, ReviewSummary } from '@store/contract';
import { brandName } from '@store/contract/brand';
import { productPagePath } from '@store/contract/pages';
import { toDecimalString } from '@store/contract/money';
import { isOutOfStock } from '@store/contract/quantity';

export function productStructuredData(product: Product, summary: ReviewSummary, origin: string): Record<string, unknown> {
  const url = `${origin}${productPagePath(product.slug)}`;
  const images = product.images.length > 0 ? product.images : [product.img];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images.map((src) => new URL(src, origin).href),
    description: product.description,
    sku: product._id,
    url,
    brand: { '@type': 'Brand', name: brandName },
    ...(product.category && { category: product.category.name }),
    offers: {
      '@type': 'Offer',
      url,
      // schema.org wants the decimal text and the ISO 4217 code: both from the exact amount.
      price: toDecimalString(product.priceMoney),
      priceCurrency: product.priceMoney.currency,
      availability: !isOutOfStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(summary.count > 0 &&
      summary.average !== null && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: summary.average,
          reviewCount: summary.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}
