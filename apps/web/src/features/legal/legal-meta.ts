import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PageMeta } from '@store/contract';
import { brandName } from '@store/contract/brand';
import { isLegalPageSlug, type LegalPageSlug } from '@store/contract/legal-pages';
import { legalPageNameMessages } from './legal-page-names';

const descriptions: Record<LegalPageSlug, MessageDescriptor> = {
  terms: msg`The terms and conditions of every order in the ${brandName} shop: prices, taxes, payment, delivery, warranty.`,
  privacy: msg`Which personal data ${brandName} keeps, why, for how long, and your rights.`,
  'shipping-returns': msg`Where ${brandName} delivers, how long it takes, and how to withdraw or return an order.`,
  imprint: msg`Who runs the ${brandName} shop and how to reach us.`,
};

/** The tab title and description of /legal/:slug in the page's language; undefined for a page that does not exist. */
export function legalPageMeta(path: string, site: string, i18n: I18n): PageMeta | undefined {
  const slug = path.slice('/legal/'.length);
  return isLegalPageSlug(slug) ? { title: `${i18n._(legalPageNameMessages[slug])} | ${site}`, description: i18n._(descriptions[slug]) } : undefined;
}
