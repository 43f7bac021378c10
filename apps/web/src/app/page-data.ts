// What each server-rendered page asks the API for, prefetched into the page's query cache on the
// server (through the features' own query options, so keys and shapes match the browser's) and
// handed to the browser with the HTML: hydration finds the same data and renders the same markup.
// Shop pages read their search, filter and sort from the URL; product pages their slug, and tell
// the server their status (404 for an unknown slug), title and structured data.
import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { IndexablePagePath, PageDataSource, PageMeta, ProductSort } from '@store/contract';
import { limits } from '@store/contract/limits';
import { categoriesQueryOptions, productBySlugQueryOptions } from '../features/products/api/get-product';
import { optionCountsQueryOptions } from '../features/products/api/get-option-counts';
import { getProductsQueryOptions } from '../features/products/api/get-products';
import { shopProductsQueryOptions } from '../features/products/api/get-shop-products';
import { productMeta } from '../features/products/product-meta';
import { listQuery, readShopQuery, shopSearch } from '../features/products/shop-query';
import { productReviewsQueryOptions, reviewSummaryQueryOptions } from '../features/reviews/api/get-product-reviews';
import { reviewPagesQueryOptions } from '../features/reviews/api/get-review-pages';
import { latestReviewsQueryOptions } from '../features/reviews/api/get-reviews';
import { prefetchLegalPage } from '../features/legal/legal-page-data';
import { marketsQueryOptions } from '../lib/markets';
import { pageTextsQueryOptions } from '../lib/page-texts';
import type { PageTextPage } from '@store/contract/page-text-keys';
import { productStructuredData } from './product-structured-data';

// fetchQuery, not prefetchQuery: a failed read fails the render (the browser then renders the page
// itself) instead of sending, and caching, a page with a spinner where the data belongs.
type Prefetch = (client: QueryClient, data: PageDataSource) => Promise<unknown>;

const products =
  (sort: 'oldest' | 'newest', limit?: number): Prefetch =>
  (client, data) =>
    client.fetchQuery({ ...getProductsQueryOptions(sort, limit), queryFn: () => data.products(sort, limit) });
const latestReviews: Prefetch = (client, data) =>
  client.fetchQuery({ ...latestReviewsQueryOptions(), queryFn: async () => (await data.reviewPage(limits.landingReviewCount)).reviews });
/** The owner's texts of the landing page or the blog, in the page's language. */
const pageTexts =
  (page: PageTextPage): Prefetch =>
  (client, data) =>
    client.fetchQuery({ ...pageTextsQueryOptions(page), queryFn: () => data.pageTexts(page) });
const reviewPages: Prefetch = (client, data) =>
  client.fetchInfiniteQuery({ ...reviewPagesQueryOptions(), queryFn: () => data.reviewPage(limits.reviewPageSize) });

/** Public pages rendered on the server, with the data each shows (shop pages: see shopPages). */
export const serverRenderedPages: Record<IndexablePagePath, Prefetch[]> = {
  '/': [products('oldest', limits.landingProductCount), latestReviews, pageTexts('landing')],
  '/blogs': [pageTexts('blog')],
  '/reviews': [reviewPages],
  '/products': [],
  '/all-product': [],
  '/portfolio': [],
};

/** The shop pages and their own order when the URL names none. */
const shopPages: Partial<Record<string, ProductSort>> = { '/products': 'oldest', '/all-product': 'newest' };
const productPage = /^\/products\/([^/]+)$/;

/** What rendering a page found beyond its markup. */
export interface PageOutcome {
  status: 200 | 404;
  meta?: PageMeta;
  structuredData?: unknown;
  canonicalPath?: string;
  /** The page's own path when the one asked for is not it (a product's old or other-language slug). */
  movedTo?: string;
  /** Its path in each language, where that differs (a product's slugs). */
  languagePaths?: Record<string, string>;
}

export const isProductPagePath = (path: string) => productPage.test(path);
const legalPage = /^\/legal\/([^/]+)$/;
/** /legal/:slug, rendered on the server like a product page (an unknown slug too: Page Not Found, 404). */
export const isLegalPagePath = (path: string) => legalPage.test(path);

/** `path` with the query parameters its page reads, in one order (the server's cache key). */
export function pageUrl(path: string, search: string): string {
  if (shopPages[path]) return `${path}${shopSearch(readShopQuery(new URLSearchParams(search)))}`;
  // A product page renders the version its ?variant= names (a SKU: any case, 64 characters at most).
  const variant = productPage.test(path) ? new URLSearchParams(search).get('variant')?.trim().toUpperCase() : undefined;
  return variant && variant.length <= 64 ? `${path}?variant=${encodeURIComponent(variant)}` : path;
}

/** `prefix`: the market's the page is under (/en-de), '' unprefixed. */
export async function prefetchPageData(client: QueryClient, url: string, data: PageDataSource, origin: string, i18n: I18n, prefix = ''): Promise<PageOutcome> {
  // Every page's header names its market and offers the others.
  const [outcome] = await Promise.all([prefetchPage(client, url, data, origin, i18n, prefix), client.fetchQuery({ ...marketsQueryOptions(), queryFn: () => data.markets() })]);
  return outcome;
}

async function prefetchPage(client: QueryClient, url: string, data: PageDataSource, origin: string, i18n: I18n, prefix: string): Promise<PageOutcome> {
  const [path = '/', search = ''] = url.split('?');
  const slug = productPage.exec(path)?.[1];
  if (slug !== undefined) return prefetchProductPage(client, slug, data, origin, i18n, prefix);
  const legalSlug = legalPage.exec(path)?.[1];
  if (legalSlug !== undefined) return prefetchLegalPage(client, legalSlug, data);
  const pageSort = shopPages[path];
  if (pageSort) {
    const query = readShopQuery(new URLSearchParams(search));
    const list = listQuery(query, pageSort);
    await Promise.all([
      client.fetchInfiniteQuery({ ...shopProductsQueryOptions(list), queryFn: () => data.productPage({ ...list, limit: limits.shopPageSize }) }),
      client.fetchQuery({ ...categoriesQueryOptions(), queryFn: () => data.categories() }),
      client.fetchQuery({ ...optionCountsQueryOptions(query), queryFn: () => data.optionCounts(optionCountsQueryOptions(query).queryKey[2]) }),
    ]);
    // A category is a page of its own; searches and sorts are views of it.
    return { status: 200, canonicalPath: `${path}${shopSearch({ category: query.category })}` };
  }
  await Promise.all((serverRenderedPages[path as IndexablePagePath] ?? []).map((prefetch) => prefetch(client, data)));
  return { status: 200 };
}

async function prefetchProductPage(client: QueryClient, encodedSlug: string, data: PageDataSource, origin: string, i18n: I18n, prefix: string): Promise<PageOutcome> {
  let slug: string;
  try {
    slug = decodeURIComponent(encodedSlug);
  } catch {
    slug = '';
  }
  const product = await client.fetchQuery({ ...productBySlugQueryOptions(slug), queryFn: () => data.productBySlug(slug) });
  if (!product) return { status: 404 };
  // Its slug in the page's language is its address: any other that found it points there.
  if (product.slug !== slug) return { status: 200, movedTo: `/products/${encodeURIComponent(product.slug)}` };
  const [, summary] = await Promise.all([
    client.fetchQuery({ ...productReviewsQueryOptions(product._id), queryFn: () => data.productReviews(product._id) }),
    client.fetchQuery({ ...reviewSummaryQueryOptions(product._id), queryFn: () => data.reviewSummary(product._id) }),
  ]);
  const languagePaths = product.slugs && Object.fromEntries(Object.entries(product.slugs).map(([language, s]) => [language, `/products/${encodeURIComponent(s)}`]));
  return {
    status: 200,
    meta: productMeta(product, i18n),
    structuredData: productStructuredData(product, summary, origin, prefix),
    ...(languagePaths && { languagePaths }),
  };
}
