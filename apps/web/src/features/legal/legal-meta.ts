import type { PageMeta } from '@store/contract';
import { brandName } from '@store/contract/brand';
import { isLegalPageSlug, legalPageNames, type LegalPageSlug } from '@store/contract/legal-pages';

const descriptions: Record<LegalPageSlug, string> = {
  terms: `The terms and conditions of every order in the ${brandName} shop: prices, taxes, payment, delivery, warranty.`,
  privacy: `Which personal data ${brandName} keeps, why, for how long, and your rights.`,
  'shipping-returns': `Where ${brandName} delivers, how long it takes, and how to withdraw or return an order.`,
  imprint: `Who runs the ${brandName} shop and how to reach us.`,
};

/** The tab title and description of /legal/:slug; undefined for a page that does not exist. */
export function legalPageMeta(path: string, site: string): PageMeta | undefined {
  const slug = path.slice('/legal/'.length);
  return isLegalPageSlug(slug) ? { title: `${legalPageNames[slug]} | ${site}`, description: descriptions[slug] } : undefined;
}
