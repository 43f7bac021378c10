// The landing page's and the blog's texts as the owner wrote them (GET /api/page-texts/{page}), in
// the page's language, over the web app's own (its messages, in every catalogue): a key the owner
// never wrote shows the app's text. The server renders both pages with the texts in their data.
import { createContext, useContext, type ReactNode } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PageTexts } from '@store/contract';
import type { PageTextKey, PageTextPage } from '@store/contract/page-text-keys';
import { pageTextBlocks } from '@store/contract/page-text-blocks';
import { apiRequest } from './api-client';
import { pageMarket } from './page-market';
import { queryKeys } from './query-keys';
import { useAppQuery } from './query-port';
import { Spinner } from '../components/spinner';

export const pageTextsQueryOptions = (page: PageTextPage) =>
  queryOptions({
    queryKey: queryKeys.pageTexts(page),
    // The page waits for them (below): a failed read, or no network, shows the store's own at once.
    retry: false,
    networkMode: 'always',
    queryFn: () => {
      const { language } = pageMarket();
      return apiRequest<PageTexts>(`/page-texts/${page}${language === 'en' ? '' : `?lang=${language}`}`);
    },
  });

const PageTextsContext = createContext<Readonly<Record<string, string>>>({});

/**
 * The page's texts for what is below. Until they arrive (a page opened in the browser, not from
 * the server) a spinner, so the app's texts never flash before the owner's; a failed read (asked
 * once, offline too) shows the app's own.
 */
export function PageTextsProvider({ page, children }: { page: PageTextPage; children: ReactNode }) {
  const query = useAppQuery(pageTextsQueryOptions(page));
  if (query.isPending) return <Spinner />;
  return <PageTextsContext.Provider value={query.data?.texts ?? {}}>{children}</PageTextsContext.Provider>;
}

/** A one-paragraph text: the owner's, else `own` (the app's message) in the page's language. */
export function usePageText(): (key: PageTextKey, own: MessageDescriptor) => string {
  const texts = useContext(PageTextsContext);
  const { i18n } = useLingui();
  return (key, own) => texts[key] ?? i18n._(own);
}

/** The owner's text of `key`, when there is one (a text of several paragraphs is laid out by PageTextView). */
export const useOwnerText = (key: PageTextKey): string | undefined => useContext(PageTextsContext)[key];

/** The app's own text of several paragraphs: a paragraph, or a bulleted list of them. */
export type OwnText = readonly (MessageDescriptor | { list: readonly MessageDescriptor[] })[];

/** `own` as the owner would write it (the editor starts from it): blank lines between paragraphs, "- " before items. */
export const ownTextAsPlain = (i18n: I18n, own: OwnText): string =>
  own.map((block) => ('list' in block ? block.list.map((item) => `- ${i18n._(item)}`).join('\n') : i18n._(block))).join('\n\n');

/** A text of several paragraphs: the owner's `text` laid out by its blank lines and "- " items, else `own`. */
export function PageTextView({ text, own, className }: { text: string | undefined; own: OwnText; className?: string }) {
  const { i18n } = useLingui();
  const blocks =
    text !== undefined
      ? pageTextBlocks(text)
      : own.map((block) => ('list' in block ? { kind: 'list' as const, items: block.list.map((item) => i18n._(item)) } : { kind: 'paragraph' as const, text: i18n._(block) }));
  return (
    <div className={className}>
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i} className="list-disc space-y-2 pl-6">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}
