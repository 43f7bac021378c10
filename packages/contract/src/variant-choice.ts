// A product's versions on the product and purchase pages: which version a URL names, its name, and
// the product as that version sells it (which values a picker offers: ./option-choices.ts).
// Without zod, so a product page's first view can use it (docs/product/catalogue.md, "Versions").
import type { Product, ProductOption, ProductVariant } from './product';

export type WithVersions = Pick<Product, 'options' | 'variants'>;

/**
 * The version a URL's `?variant=` names by its SKU (in any case), else the default (the first).
 * Undefined for a product read without its versions (a list's row).
 */
export function variantBySku(product: WithVersions, sku: string | null | undefined): ProductVariant | undefined {
  const variants = product.variants ?? [];
  const wanted = sku?.trim().toUpperCase();
  return (wanted ? variants.find((v) => v.sku.toUpperCase() === wanted) : undefined) ?? variants[0];
}

/** "230 V / EU": a version's option values in the options' order; empty for a product without options. */
export const versionName = (variant: Pick<ProductVariant, 'options'>, options: readonly ProductOption[]): string =>
  options.map((o) => variant.options[o.name]).filter(Boolean).join(' / ');

/**
 * The product as `variant` sells it: its price, stock, minimum order and pictures (the product's
 * when it has none of its own), so every view of a product shows the chosen version unchanged.
 */
export function asVersion(product: Product, variant: ProductVariant | undefined): Product {
  if (!variant) return product;
  const images = variant.images.length > 0 ? variant.images : product.images;
  return {
    ...product,
    price: variant.price,
    priceMoney: variant.priceMoney,
    available: variant.available,
    minOrderQuantity: variant.minOrderQuantity,
    images,
    img: variant.images[0] ?? product.img,
  };
}

/** "230 V / EU · SKU CS-185-230-EU" under a line's product name; empty for a product sold in one version. */
export const lineVersionText = (line: { version: string; sku: string }): string => (line.version ? `${line.version} · SKU ${line.sku}` : '');
