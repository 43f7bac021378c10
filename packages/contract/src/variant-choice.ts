// Choosing a version of a product on the product and purchase pages: which version a URL names, which
// option values can be chosen from the one chosen now, and the product as that version sells it.
// Without zod, so a product page's first view can use it (docs/product/catalogue.md, "Versions").
import type { Product, ProductOption, ProductVariant } from './product';
import { isOutOfStock } from './quantity';

type WithVersions = Pick<Product, 'options' | 'variants'>;

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
 * How a value shows: `available` leads to a version on sale; `soldOut` only to versions with not
 * even their minimum order left; `unavailable` to no version at all with the values chosen before it.
 */
export type OptionValueState = 'available' | 'soldOut' | 'unavailable';

export interface OptionChoice {
  name: string;
  values: { value: string; state: OptionValueState; checked: boolean; leadsTo: ProductVariant | undefined }[];
}

const sameUpTo = (a: ProductVariant, b: ProductVariant, options: readonly ProductOption[], end: number) =>
  options.slice(0, end).every((o) => a.options[o.name] === b.options[o.name]);

/**
 * The version choosing `value` for option `index` leads to: one with the values chosen for the
 * options before it, on sale if one is, keeping as many of the later options' chosen values as it
 * can (so 230 V from 120 V / US lands on 230 V / EU, the first that exists).
 */
export function variantFor(product: WithVersions, chosen: ProductVariant, index: number, value: string): ProductVariant | undefined {
  const options = product.options ?? [];
  const name = options[index]?.name;
  if (name === undefined) return undefined;
  const candidates = (product.variants ?? []).filter((v) => v.options[name] === value && sameUpTo(v, chosen, options, index));
  const laterKept = (v: ProductVariant) => options.slice(index + 1).filter((o) => v.options[o.name] === chosen.options[o.name]).length;
  // Stable: among equals the owner's order (the default first) decides.
  return [...candidates].sort((a, b) => Number(isOutOfStock(a)) - Number(isOutOfStock(b)) || laterKept(b) - laterKept(a))[0];
}

/**
 * Each option with its values as a picker shows them: the chosen version's checked, and each
 * other one's state as seen from the values chosen for the options before it (the first option's
 * values are all reachable; a Plug of EU is unavailable while 120 V is chosen).
 */
export function optionChoices(product: WithVersions, chosen: ProductVariant): OptionChoice[] {
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  return options.map((option, index) => ({
    name: option.name,
    values: option.values.map((value) => {
      const reachable = variants.filter((v) => v.options[option.name] === value && sameUpTo(v, chosen, options, index));
      const state: OptionValueState = reachable.length === 0 ? 'unavailable' : reachable.every(isOutOfStock) ? 'soldOut' : 'available';
      return { value, state, checked: chosen.options[option.name] === value, leadsTo: variantFor(product, chosen, index, value) };
    }),
  }));
}

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
