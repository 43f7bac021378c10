// Each page's <title> and meta description: the server writes them into the HTML (with the
// canonical URL and Open Graph tags), the browser keeps document.title in step on navigation.
import type { PageMeta } from '@store/contract';
import { brandName } from '@store/contract/brand';
import { messages } from '@store/contract/messages';
import { isPagePath } from '@store/contract/pages';
import { legalPageMeta } from '../features/legal/legal-meta';

const site = `${brandName} Power Saws`;

const byPath: Record<string, PageMeta> = {
  '/': {
    title: site,
    description: `${brandName} power saws: circular, mitre, jig, table, band and reciprocating saws and blades, shipped worldwide.`,
  },
  '/products': {
    title: `Our Products | ${site}`,
    description: 'Circular, mitre, jig, table, band and reciprocating saws and their blades, built and tested in our own plant.',
  },
  '/all-product': {
    title: `${messages.manufacturingLine} | ${site}`,
    description: `Everything ${brandName} makes, newest first: prices, stock and minimum order quantities.`,
  },
  '/reviews': {
    title: `Customer Reviews | ${site}`,
    description: `What framers, cabinet makers and workshops say about the ${brandName} saws they cut with every day.`,
  },
  '/blogs': {
    title: `Blogs | ${site}`,
    description: 'Questions our web team gets asked about building fast, reliable front ends, and the answers we give.',
  },
  '/portfolio': {
    title: `Portfolio | ${site}`,
    description: `The portfolio of the developer who built the ${brandName} store: skills and projects.`,
  },
  '/cart': { title: `Your Cart | ${site}`, description: `The ${brandName} saws and blades you are about to order.` },
  '/login': { title: `Login | ${site}`, description: `Sign in to order ${brandName} saws and follow your orders.` },
  '/signup': { title: `Sign Up | ${site}`, description: `Create a ${brandName} account to order saws and blades.` },
  '/forgot-password': { title: `Forgot Password | ${site}`, description: `Get a link to set a new password for your ${brandName} account.` },
  '/reset-password': { title: `Set a New Password | ${site}`, description: `Choose a new password for your ${brandName} account.` },
  '/verify-email': { title: `Confirm Your E-mail | ${site}`, description: `Confirm the e-mail address of your ${brandName} account.` },
};

/** Until a product page knows its product (the server and the page itself then name it). */
const productPage: PageMeta = { title: `Product | ${site}`, description: `A ${brandName} saw or blade: pictures, specifications, price and reviews.` };
const productPath = /^\/products\/[^/]+$/;
/** Pages that set their own title once their data is there (the layout leaves it alone). */
export const titledByPage = (pathname: string) => productPath.test(trimSlash(pathname));

const notFound: PageMeta = { title: `${messages.pageNotFound} | ${site}`, description: 'The page you asked for does not exist or has moved.' };

/**
 * Signed-in screens, each named as its heading or menu item reads, so tabs and history tell them
 * apart. The server sends them as the empty shell with this title; nothing of them is indexed.
 */
const signedInTitles: [RegExp, string][] = [
  [/^\/checkout$/, 'Checkout'],
  [/^\/purchase\/[^/]+$/, 'Purchase'],
  [/^\/dashboard$/, 'My Orders'],
  [/^\/dashboard\/add-review$/, 'Add A Review'],
  [/^\/dashboard\/payment\/[^/]+$/, 'Payment'],
  // An old checkout link, for the moment before it goes on to its order.
  [/^\/dashboard\/checkout\/[^/]+$/, 'Checkout Payment'],
  [/^\/dashboard\/orders\/[^/]+$/, 'Order'],
  [/^\/dashboard\/profile$/, 'My Profile'],
  [/^\/dashboard\/all-users$/, 'All Users'],
  [/^\/dashboard\/add-product$/, 'Add Product'],
  [/^\/dashboard\/products$/, 'Manage Products'],
  [/^\/dashboard\/products\/[^/]+$/, 'Edit Product'],
  [/^\/dashboard\/categories$/, 'Categories'],
  [/^\/dashboard\/manage-orders$/, 'Manage Orders'],
  [/^\/dashboard\/manage-orders\/[^/]+$/, 'Order Details'],
  [/^\/dashboard\/overview$/, 'Overview'],
  [/^\/dashboard\/audit$/, 'Audit Trail'],
  [/^\/dashboard\/markets$/, 'Markets'],
  [/^\/dashboard\/prices$/, 'Prices'],
  [/^\/dashboard\/tax-rates$/, 'Tax rates'],
  [/^\/dashboard\/shipping-zones$/, 'Shipping zones'],
  [/^\/dashboard\/legal$/, 'Legal Pages'],
];
const signedInDescription = `Your ${brandName} orders, reviews and profile.`;

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function pageMeta(pathname: string): PageMeta {
  const path = trimSlash(pathname);
  if (productPath.test(path)) return productPage;
  if (path.startsWith('/legal/')) return legalPageMeta(path, site) ?? notFound;
  const known = byPath[path];
  if (known) return known;
  const screen = signedInTitles.find(([pattern]) => pattern.test(path));
  // A page path without a title of its own still gets the site's name, never Page Not Found.
  if (screen) return { title: `${screen[1]} | ${site}`, description: signedInDescription };
  return isPagePath(path) ? { title: site, description: signedInDescription } : notFound;
}
