// The back office's translations (admins): a product's and a category's texts in each of the store's
// other languages, and the list of what is still English only. A translation written or removed
// changes the shop's pages in that language (products.all, under which the categories sit too) and
// the lists of what is missing. (No screen reads or removes a category's translations yet: the
// Translations page only writes the missing ones, so GET and DELETE /category/{id}/translations have
// no hook here until one does.)
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CategoryTranslation,
  CategoryTranslationInput,
  ContentLanguage,
  MissingTranslations,
  ProductTranslation,
  ProductTranslationInput,
  Success,
} from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const productPath = (id: string) => `/product/${encodeURIComponent(id)}/translations`;
const categoryPath = (id: string) => `/category/${encodeURIComponent(id)}/translations`;

/** Every translation a product has, one per language written. */
export const useProductTranslations = (id: string) =>
  useQuery({ queryKey: queryKeys.translations.ofProduct(id), queryFn: () => apiRequest<ProductTranslation[]>(productPath(id)) });

/** The page size of the missing products' list. */
const missingPageSize = 50;

/** What is still English only in `language`: the products a page at a time (`next`), every category. */
export const useMissingTranslations = (language: ContentLanguage) =>
  useInfiniteQuery({
    queryKey: queryKeys.translations.missing(language),
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams({ language, limit: String(missingPageSize) });
      if (pageParam) search.set('cursor', pageParam);
      return apiRequest<MissingTranslations>(`/admin/translations/missing?${search}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** A change refreshes the record's translations, the shop's views of the catalogue and what is missing. */
function useTranslationChange<T, R>(call: (input: T) => Promise<R>, own: (input: T) => readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: own(input) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.translations.missingAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}

interface Target {
  id: string;
  language: ContentLanguage;
}

export const useSaveProductTranslation = () =>
  useTranslationChange(
    ({ id, language, translation }: Target & { translation: ProductTranslationInput }) =>
      apiRequest<ProductTranslation>(`${productPath(id)}/${language}`, { method: 'PUT', body: translation }),
    ({ id }) => queryKeys.translations.ofProduct(id),
  );

/** The product's pages in that language show English again. */
export const useRemoveProductTranslation = () =>
  useTranslationChange(
    ({ id, language }: Target) => apiRequest<Success>(`${productPath(id)}/${language}`, { method: 'DELETE' }),
    ({ id }) => queryKeys.translations.ofProduct(id),
  );

export const useSaveCategoryTranslation = () =>
  useTranslationChange(
    ({ id, language, translation }: Target & { translation: CategoryTranslationInput }) =>
      apiRequest<CategoryTranslation>(`${categoryPath(id)}/${language}`, { method: 'PUT', body: translation }),
    ({ id }) => queryKeys.translations.ofCategory(id),
  );
