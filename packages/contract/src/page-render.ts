// The seam between the server and the web app's server entry (apps/web/src/entry-server.tsx):
// the server reads public data through its modules and hands it over as the API would send it;
// the web app renders a page with it. Types only: each side is built on its own.
import type { CategoryList, Product, ProductList, ProductOptionCounts, ProductSort } from './product';
import type { ReviewList, ReviewSummary } from './review';
import type { LegalPage, LegalPageSlug } from './legal';
import type { Market } from './markets';
import type { PageTexts } from './page-texts';
import type { PageTextPage } from './page-text-keys';

/** What a shop page shows first: its URL's search, category and sort (absent: the page's default). */
export interface ShopPageQuery {
  sort?: ProductSort;
  q?: string;
  category?: string;
  /** Option values to match, `Name:Value` (GET /api/product's repeatable `option`). */
  options?: string[];
  limit: number;
}

/** One page of a shop list and where the next starts (the `cursor` of GET /api/product's `next` link). */
export interface ProductPage {
  products: ProductList;
  next: string | null;
}

/** One page of GET /api/review and where the next starts (the `cursor` of its `next` link). */
export interface ReviewPage {
  reviews: ReviewList;
  next: string | null;
}

/** The public data pages show, exactly as GET /api/product and GET /api/review answer it. */
export interface PageDataSource {
  /** A first page of `limit` products (GET /api/product's default when absent). */
  products(sort: ProductSort, limit?: number): Promise<ProductList>;
  /** A first page of a search or a filter, exactly as GET /api/product answers it, with its `next` cursor. */
  productPage(query: ShopPageQuery): Promise<ProductPage>;
  /** GET /api/product/options for a shop page's search and category (its option filter). */
  optionCounts(query: Pick<ShopPageQuery, 'q' | 'category'>): Promise<ProductOptionCounts>;
  categories(): Promise<CategoryList>;
  /** GET /api/product/by-slug/{slug}; null where that answers 404. */
  productBySlug(slug: string): Promise<Product | null>;
  /** A first page of the store's reviews (GET /api/review?limit=), with its `next` cursor. */
  reviewPage(limit: number): Promise<ReviewPage>;
  /** GET /api/review?productId= and GET /api/review/summary?productId=. */
  productReviews(productId: string): Promise<ReviewList>;
  reviewSummary(productId: string): Promise<ReviewSummary>;
  /** GET /api/legal/{slug}; null where that answers 404 (a page not written yet). */
  legalPage(slug: LegalPageSlug): Promise<LegalPage | null>;
  /** GET /api/markets: every page's header offers them (the country and currency selector). */
  markets(): Promise<Market[]>;
  /** GET /api/page-texts/{page} in the page's language: the owner's texts for the landing page or the blog. */
  pageTexts(page: PageTextPage): Promise<PageTexts>;
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
  /** The compiled messages the page rendered, by id, as JSON: its first view needs no catalogue. */
  messages: string;
  meta: PageMeta;
  /** The page's schema.org data (product pages), as a JSON value for a `application/ld+json` block. */
  structuredData?: unknown;
  /**
   * The path and query a search engine should index this page under (the canonical URL's), when it
   * differs from the bare path: a shop page's category, say.
   */
  canonicalPath?: string;
  /**
   * The page lives at another path (a product asked for by an old slug, or by another language's):
   * the server answers with a permanent redirect there, and `html` is empty.
   */
  movedTo?: string;
  /** The page's path in each language where it differs by language (a product's translated slug), by ISO 639-1 code. */
  languagePaths?: Record<string, string>;
}

/** What the web app's server entry module exports. */
export interface PageRendererModule {
  /** Whether `pathname` is rendered on the server (public pages and unknown paths). */
  isServerRendered(pathname: string): boolean;
  /** The page's title and description (every page, also those rendered in the browser). */
  /** `language`: ISO 639-1, the page prefix's; English without it. */
  pageMeta(pathname: string, language?: string): PageMeta;
  /** `pathname` with the parameters of `search` its page reads, in a fixed order (a cache key). */
  pageUrl(pathname: string, search: string): string;
  /**
   * `url` is the path with its query string (shop pages render their search, filter and sort);
   * `origin` makes absolute URLs in the structured data.
   */
  renderPage(url: string, data: PageDataSource, origin: string): Promise<RenderedPage>;
}

/** Public pages a search engine should find: rendered on the server and listed in the sitemap. */
export const indexablePagePaths = ['/', '/products', '/all-product', '/reviews', '/blogs', '/portfolio'] as const;
export type IndexablePagePath = (typeof indexablePagePaths)[number];

