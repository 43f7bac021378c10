// The option values of the products a shop view's search and category match, with how many have
// each (GET /api/product/options): the shop's option filter. They do not depend on the option
// values chosen, so the choices stay put while the shopper narrows the list.
import { keepPreviousData } from '@tanstack/react-query';
import type { ProductOptionCounts } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { inPageMarket } from '../../../lib/page-market';
import { useAppQuery } from '../../../lib/query-port';
import { queryKeys } from '../../../lib/query-keys';

export function getOptionCounts(query: { q?: string; category?: string }): Promise<ProductOptionCounts> {
  const params = new URLSearchParams();
  if (query.q !== undefined) params.set('q', query.q);
  if (query.category !== undefined) params.set('category', query.category);
  const search = params.toString();
  // In the page's language: a search reads its translations, and the options come with their labels.
  return apiRequest<ProductOptionCounts>(inPageMarket(`/product/options${search ? `?${search}` : ''}`));
}

/** The query of a search's and category's counts (a shop page's server render prefetches the same). */
export const optionCountsQueryOptions = (query: { q?: string; category?: string }) => {
  const key = { ...(query.q !== undefined && { q: query.q }), ...(query.category !== undefined && { category: query.category }) };
  // The server keeps them for 30 s per filter set; the previous view's stay shown while the next load.
  return { queryKey: queryKeys.products.optionCounts(key), queryFn: () => getOptionCounts(key), staleTime: 30_000, placeholderData: keepPreviousData };
};

export const useOptionCounts = (query: { q?: string; category?: string }) => useAppQuery(optionCountsQueryOptions(query));
