// The web app's page routes, shared so the server can tell a page from a path no page matches:
// it answers the first with 200 and the second with 404 (the app shows Page Not Found either
// way, but a crawler or a link checker must see the status). A web test keeps this list and the
// router in step.
export const pagePaths = [
  '/',
  '/blogs',
  '/reviews',
  '/products',
  '/products/:slug',
  '/all-product',
  '/portfolio',
  '/cart',
  '/checkout',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/legal/:slug',
  '/purchase/:id',
  '/dashboard',
  '/dashboard/add-review',
  '/dashboard/payment/:id',
  '/dashboard/checkout/:id',
  '/dashboard/orders/:id',
  '/dashboard/profile',
  '/dashboard/all-users',
  '/dashboard/add-product',
  '/dashboard/products',
  '/dashboard/products/:id',
  '/dashboard/categories',
  '/dashboard/translations',
  '/dashboard/page-texts',
  '/dashboard/manage-orders',
  '/dashboard/manage-orders/:id',
  '/dashboard/overview',
  '/dashboard/audit',
  '/dashboard/markets',
  '/dashboard/prices',
  '/dashboard/tax-rates',
  '/dashboard/shipping-zones',
  '/dashboard/legal',
] as const;

const pagePatterns = pagePaths.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}/?$`),
);

/** Whether a path (without query) is one of the web app's pages. */
export function isPagePath(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}

// A module of its own: a page's first view links to products without carrying the list above.
export { productPagePath } from './product-path';
