import type { PageMeta, Product } from '@store/contract';
import { brandName } from '@store/contract/brand';

const DESCRIPTION_MAX = 155;

/** A product page's title and description: its name, and its description cut at a word near 155 characters. */
export function productMeta(product: Product): PageMeta {
  const text = product.description.replace(/\s+/g, ' ').trim();
  const cut = text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, text.lastIndexOf(' ', DESCRIPTION_MAX - 1)).replace(/[,.;:]$/, '')}…`;
  return { title: `${product.name} | ${brandName} Power Saws`, description: cut };
}
