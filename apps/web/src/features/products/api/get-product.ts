import { queryOptions } from '@tanstack/react-query';
import type { CategoryList, Product } from '@store/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { inPageMarket } from '../../../lib/page-market';
import { queryKeys } from '../../../lib/query-keys';
import { useAppQuery } from '../../../lib/query-port';

/** GET /api/product/by-slug/{slug}; null for a slug no product has (its page is Page Not Found). */
export async function getProductBySlug(slug: string): Promise<Product | null> {
  try {
    return await apiRequest<Product>(inPageMarket(`/product/by-slug/${encodeURIComponent(slug)}`));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export const productBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.products.bySlug(slug),
    queryFn: () => getProductBySlug(slug),
    // A slug the server found no product for is not asked again on hydration (a 404 in the console for nothing).
    refetchOnMount: (query) => query.state.data !== null,
  });

export const useProductBySlug = (slug: string) => useAppQuery(productBySlugQueryOptions(slug));

/** The shop's categories, named in the page's language (a page's language never changes under it). */
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.categories, queryFn: () => apiRequest<CategoryList>(inPageMarket('/category')) });

export const useCategories = () => useAppQuery(categoriesQueryOptions());
