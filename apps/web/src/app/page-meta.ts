// Each page's <title> and meta description, in the page's language: the server writes them into
// the HTML (with the canonical URL and Open Graph tags), the browser keeps document.title in step on
// navigation.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PageMeta } from '@store/contract';
import { brandName } from '@store/contract/brand';
import { isPagePath } from '@store/contract/pages';
import { legalPageMeta } from '../features/legal/legal-meta';
import { siteName } from '../lib/site-name';
import { specMessages } from '../lib/spec-messages';

interface MetaText {
  /** Before " | Kerfline Power Saws"; none for the landing page, whose title is the site's. */
  title?: MessageDescriptor;
  description: MessageDescriptor;
}

const byPath: Record<string, MetaText> = {
  '/': { description: msg`${brandName} power saws: circular, mitre, jig, table, band and reciprocating saws and blades, shipped worldwide.` },
  '/products': {
    title: msg`Our Products`,
    description: msg`Circular, mitre, jig, table, band and reciprocating saws and their blades, built and tested in our own plant.`,
  },
  '/all-product': {
    title: specMessages.manufacturingLine,
    description: msg`Everything ${brandName} makes, newest first: prices, stock and minimum order quantities.`,
  },
  '/reviews': {
    title: msg`Customer Reviews`,
    description: msg`What framers, cabinet makers and workshops say about the ${brandName} saws they cut with every day.`,
  },
  '/blogs': {
    title: msg`Blogs`,
    description: msg`Questions our web team gets asked about building fast, reliable front ends, and the answers we give.`,
  },
  '/portfolio': { title: msg`Portfolio`, description: msg`The portfolio of the developer who built the ${brandName} store: skills and projects.` },
  '/cart': { title: msg`Your Cart`, description: msg`The ${brandName} saws and blades you are about to order.` },
  '/login': { title: msg`Login`, description: msg`Sign in to order ${brandName} saws and follow your orders.` },
  '/signup': { title: msg`Sign Up`, description: msg`Create a ${brandName} account to order saws and blades.` },
  '/forgot-password': { title: msg`Forgot Password`, description: msg`Get a link to set a new password for your ${brandName} account.` },
  '/reset-password': { title: msg`Set a New Password`, description: msg`Choose a new password for your ${brandName} account.` },
  '/verify-email': { title: msg`Confirm Your E-mail`, description: msg`Confirm the e-mail address of your ${brandName} account.` },
};

/** Until a product page knows its product (the server and the page itself then name it). */
const productPage: MetaText = { title: msg`Product`, description: msg`A ${brandName} saw or blade: pictures, specifications, price and reviews.` };
const productPath = /^\/products\/[^/]+$/;
/** Pages that set their own title once their data is there (the layout leaves it alone). */
export const titledByPage = (pathname: string) => productPath.test(trimSlash(pathname));

const notFound: MetaText = { title: specMessages.pageNotFound, description: msg`The page you asked for does not exist or has moved.` };

/**
 * Signed-in screens, each named as its heading or menu item reads, so tabs and history tell them
 * apart. The server sends them as the empty shell with this title; nothing of them is indexed.
 */
const signedInTitles: [RegExp, MessageDescriptor][] = [
  [/^\/checkout$/, msg`Checkout`],
  [/^\/purchase\/[^/]+$/, msg`Purchase`],
  [/^\/dashboard$/, msg`My Orders`],
  [/^\/dashboard\/add-review$/, msg`Add A Review`],
  [/^\/dashboard\/payment\/[^/]+$/, msg`Payment`],
  // An old checkout link, for the moment before it goes on to its order.
  [/^\/dashboard\/checkout\/[^/]+$/, msg`Checkout Payment`],
  [/^\/dashboard\/orders\/[^/]+$/, msg`Order`],
  [/^\/dashboard\/profile$/, msg`My Profile`],
  [/^\/dashboard\/all-users$/, msg`All Users`],
  [/^\/dashboard\/add-product$/, msg`Add Product`],
  [/^\/dashboard\/products$/, msg`Manage Products`],
  [/^\/dashboard\/products\/[^/]+$/, msg`Edit Product`],
  [/^\/dashboard\/categories$/, msg`Categories`],
  [/^\/dashboard\/translations$/, msg`Translations`],
  [/^\/dashboard\/page-texts$/, msg`Page texts`],
  [/^\/dashboard\/manage-orders$/, msg`Manage Orders`],
  [/^\/dashboard\/manage-orders\/[^/]+$/, msg`Order Details`],
  [/^\/dashboard\/overview$/, msg`Overview`],
  [/^\/dashboard\/audit$/, msg`Audit Trail`],
  [/^\/dashboard\/markets$/, msg`Markets`],
  [/^\/dashboard\/prices$/, msg`Prices`],
  [/^\/dashboard\/tax-rates$/, msg`Tax rates`],
  [/^\/dashboard\/shipping-zones$/, msg`Shipping zones`],
  [/^\/dashboard\/legal$/, msg`Legal Pages`],
];
const signedInDescription = msg`Your ${brandName} orders, reviews and profile.`;

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function metaText(path: string): MetaText | undefined {
  if (productPath.test(path)) return productPage;
  const known = byPath[path];
  if (known) return known;
  const screen = signedInTitles.find(([pattern]) => pattern.test(path));
  // A page path without a title of its own still gets the site's name, never Page Not Found.
  if (screen) return { title: screen[1], description: signedInDescription };
  return isPagePath(path) ? { description: signedInDescription } : undefined;
}

export function pageMeta(pathname: string, i18n: I18n): PageMeta {
  const path = trimSlash(pathname);
  const site = siteName(i18n);
  if (path.startsWith('/legal/')) {
    const legal = legalPageMeta(path, site, i18n);
    if (legal) return legal;
  }
  const text = (!path.startsWith('/legal/') && metaText(path)) || notFound;
  return { title: text.title ? `${i18n._(text.title)} | ${site}` : site, description: i18n._(text.description) };
}
