// The legal pages: anyone reads one (GET /api/legal/{slug}), admins list them and save a new
// version (PUT). A save puts the server's answer into the cache, so the editor and the public page
// show the new version at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalPage, LegalPageSlug, LegalPageSummary, LegalPageUpdate } from '@store/contract';
import { apiRequest, isNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A page, or null while the shop has not written it (404). The server renders /legal/:slug with the same query. */
export const legalPageQueryOptions = (slug: LegalPageSlug) =>
  queryOptions({
    queryKey: queryKeys.legal.page(slug),
    queryFn: async (): Promise<LegalPage | null> => {
      try {
        return await apiRequest<LegalPage>(`/legal/${encodeURIComponent(slug)}`);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });

export const useLegalPage = (slug: LegalPageSlug, enabled = true) => useQuery({ ...legalPageQueryOptions(slug), enabled });

export const useLegalPages = () =>
  useQuery({ queryKey: queryKeys.legal.list, queryFn: () => apiRequest<LegalPageSummary[]>('/legal') });

export function useSaveLegalPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, update }: { slug: LegalPageSlug; update: LegalPageUpdate }) =>
      apiRequest<LegalPage>(`/legal/${encodeURIComponent(slug)}`, { method: 'PUT', body: update }),
    onSuccess: (page) => {
      queryClient.setQueryData(queryKeys.legal.page(page.slug), page);
      const summary: LegalPageSummary = { slug: page.slug, title: page.title, version: page.version, updatedAt: page.updatedAt };
      queryClient.setQueryData<LegalPageSummary[]>(queryKeys.legal.list, (list = []) => [...list.filter((p) => p.slug !== page.slug), summary]);
    },
  });
}
