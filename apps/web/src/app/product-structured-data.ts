// schema.org data of a product page (JSON-LD in the page's head): what search engines show as a
// rich result. A product sold in one version is a `Product` with its offer; one sold in several is
// a `ProductGroup` whose `hasVariant` lists each version as a `Product` with its SKU, barcode,
// offer and its own URL (?variant=<sku>), and whose `variesBy` names the options. aggregateRating
// only once the product has reviews (an empty one is invalid).
import { pathInMarket } from '@store/contract/market-paths';
import type { Product, ProductOption, ProductVariant, ReviewSummary } from '@store/contract';
import { brandName } from '@store/contract/brand';
import { productPagePath } from '@store/contract/product-path';
import { toDecimalString, type Money } from '@store/contract/money';
import { isOutOfStock, type StockLimits } from '@store/contract/quantity';
import { versionName } from '@store/contract/variant-choice';

/** Options schema.org has a property for; any other is named as it is (a Voltage, a Plug). */
const schemaProperties: Record<string, string> = { size: 'size', color: 'color', colour: 'color', material: 'material', pattern: 'pattern' };
const variesBy = (option: ProductOption) => {
  const property = schemaProperties[option.name.toLowerCase()];
  return property ? `https://schema.org/${property}` : option.name;
};

// schema.org wants the decimal text and the ISO 4217 code: both from the exact amount.
const offer = (url: string, money: Money, stock: StockLimits) => ({
  '@type': 'Offer',
  url,
  price: toDecimalString(money),
  priceCurrency: money.currency,
  availability: !isOutOfStock(stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
});

/** GS1 names the property by the code's length (gtin8, gtin12, gtin13, gtin14). */
const gtin = (variant: ProductVariant) => (variant.gtin ? { [`gtin${variant.gtin.length}`]: variant.gtin } : {});

/** `prefix`: the market's (/en-de), whose page and prices (`priceCurrency`) these are. */
export function productStructuredData(product: Product, summary: ReviewSummary, origin: string, prefix = ''): Record<string, unknown> {
  const url = `${origin}${pathInMarket(prefix, productPagePath(product.slug))}`;
  const absolute = (images: readonly string[]) => images.map((src) => new URL(src, origin).href);
  const image = absolute(product.images.length > 0 ? product.images : [product.img]);
  const variants = product.variants ?? [];
  const options = product.options ?? [];
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    image,
    description: product.description,
    url,
    brand: { '@type': 'Brand', name: brandName },
    ...(product.category && { category: product.category.name }),
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
  const [only] = variants;
  if (variants.length <= 1) {
    // A product read with its versions that the page's market sells none of (`variants: []`) has no offer there.
    const offers = product.variants?.length === 0 ? {} : { offers: offer(url, product.priceMoney, product) };
    return { ...common, '@type': 'Product', sku: only?.sku ?? product._id, ...(only && gtin(only)), ...offers };
  }
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product._id,
    variesBy: options.map(variesBy),
    hasVariant: variants.map((v) => {
      const versionUrl = `${url}?variant=${encodeURIComponent(v.sku)}`;
      return {
        '@type': 'Product',
        name: `${product.name} (${versionName(v, options)})`,
        sku: v.sku,
        ...gtin(v),
        image: v.images.length > 0 ? absolute(v.images) : image,
        url: versionUrl,
        ...(v.weightGrams && { weight: { '@type': 'QuantitativeValue', value: v.weightGrams, unitCode: 'GRM' } }),
        additionalProperty: options.map((o) => ({ '@type': 'PropertyValue', name: o.name, value: v.options[o.name] })),
        offers: offer(versionUrl, v.priceMoney, v),
      };
    }),
  };
}
