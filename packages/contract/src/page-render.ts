// The seam between the server and the web app's server entry (apps/web/src/entry-server.tsx):
// the server reads public data through its modules and hands it over as the API would send it;
// the web app renders a page with it. Types only: each side is built on its own.
import type { ProductList, ProductSort } from './product';
import type { ReviewList } from './review';

/** The public data pages show, exactly as GET /api/product and GET /api/review answer it. */
export interface PageDataSource {
  /** A first page of `limit` products (GET /api/product's default when absent). */
  products(sort: ProductSort, limit?: number): Promise<ProductList>;
  reviews(): Promise<ReviewList>;
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface RenderedPage {
  /** 404 for a path no page matches (the page is Page Not Found). */
  status: 200 | 404;
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The query cache the page was rendered with, as JSON, for hydration in the browser. */
  state: string;
  meta: PageMeta;
}

/** What the web app's server entry module exports. */
export interface PageRendererModule {
  /** Whether `pathname` is rendered on the server (public pages and unknown paths). */
  isServerRendered(pathname: string): boolean;
  /** The page's title and description (every page, also those rendered in the browser). */
  pageMeta(pathname: string): PageMeta;
  renderPage(pathname: string, data: PageDataSource): Promise<RenderedPage>;
}

/** Public pages a search engine should find: rendered on the server and listed in the sitemap. */
export const indexablePagePaths = ['/', '/products', '/all-product', '/reviews', '/blogs', '/portfolio'] as const;
export type IndexablePagePath = (typeof indexablePagePaths)[number];

/** A product's own page (the purchase page, SPEC section 2), as the sitemap lists it. */
export const productPagePath = (id: string) => `/purchase/${encodeURIComponent(id)}`;
