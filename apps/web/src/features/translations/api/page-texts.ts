// The owner's texts of the landing page and the blog (admins): every one written, in every
// language, and writing or removing one. Either changes what that page shows in that language
// (its public query, lib/page-texts.tsx) and the list here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, PageTextEntry, PageTextKey } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const entryPath = (language: Language, key: PageTextKey) => `/admin/page-texts/${language}/${encodeURIComponent(key)}`;

export const usePageTextEntries = () => useQuery({ queryKey: queryKeys.pageTextEntries, queryFn: () => apiRequest<PageTextEntry[]>('/admin/page-texts') });

function useRefreshPageTexts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.pageTextsAll });
}

export function useSavePageText() {
  const refresh = useRefreshPageTexts();
  return useMutation({
    mutationFn: ({ language, key, text }: { language: Language; key: PageTextKey; text: string }) => apiRequest<PageTextEntry>(entryPath(language, key), { method: 'PUT', body: { text } }),
    onSuccess: refresh,
  });
}

/** Back to the store's own text (the page's message, in every language). */
export function useDeletePageText() {
  const refresh = useRefreshPageTexts();
  return useMutation({
    mutationFn: ({ language, key }: { language: Language; key: PageTextKey }) => apiRequest<void>(entryPath(language, key), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
