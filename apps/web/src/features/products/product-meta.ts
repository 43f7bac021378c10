import type { PageMeta, Product } from '@store/contract';
import type { I18n } from '@lingui/core';
import { siteName } from '../../lib/site-name';

const DESCRIPTION_MAX = 155;

/** A product page's title and description: its name, and its description cut at a word near 155 characters. */
export function productMeta(product: Product, i18n: I18n): PageMeta {
  const text = product.description.replace(/\s+/g, ' ').trim();
  const cut = text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, text.lastIndexOf(' ', DESCRIPTION_MAX - 1)).replace(/[,.;:]$/, '')}…`;
  return { title: `${product.name} | ${siteName(i18n)}`, description: cut };
}
