// What each server-rendered page asks the API for, prefetched into the page's query cache on the
// server (through the features' own query options, so keys and shapes match the browser's) and
// handed to the browser with the HTML: hydration finds the same data and renders the same markup.
import type { QueryClient } from '@tanstack/react-query';
import type { IndexablePagePath, PageDataSource } from '@store/contract';
import { limits } from '@store/contract/limits';
import { getProductsQueryOptions } from '../features/products/api/get-products';
import { getReviewsQueryOptions } from '../features/reviews/api/get-reviews';

// fetchQuery, not prefetchQuery: a failed read fails the render (the browser then renders the page
// itself) instead of sending, and caching, a page with a spinner where the data belongs.
type Prefetch = (client: QueryClient, data: PageDataSource) => Promise<unknown>;

const products =
  (sort: 'oldest' | 'newest', limit?: number): Prefetch =>
  (client, data) =>
    client.fetchQuery({ ...getProductsQueryOptions(sort, limit), queryFn: () => data.products(sort, limit) });
const reviews: Prefetch = (client, data) =>
  client.fetchQuery({ ...getReviewsQueryOptions(), queryFn: () => data.reviews() });

/** Public pages rendered on the server, with the data each shows. Signed-in screens render in the browser. */
export const serverRenderedPages: Record<IndexablePagePath, Prefetch[]> = {
  '/': [products('oldest', limits.landingProductCount), reviews],
  '/blogs': [],
  '/reviews': [reviews],
  '/products': [products('oldest')],
  '/all-product': [products('newest')],
  '/portfolio': [],
};

export async function prefetchPageData(client: QueryClient, pathname: string, data: PageDataSource): Promise<void> {
  await Promise.all((serverRenderedPages[pathname as IndexablePagePath] ?? []).map((prefetch) => prefetch(client, data)));
}
