// The landing page's and the blog's texts the owner may rewrite, per language (docs/product/markets.md,
// "Page texts"): their keys, and which a language has not caught up with. Without zod; how a text is
// laid out is page-text-blocks.ts, the one part the pages' first view needs.
import type { Language } from './languages';

/** Which page a text is on, and each page's keys in the order the page shows them. */
export const pageTextKeys = {
  landing: [
    'landing.kicker',
    'landing.title',
    'landing.intro',
    'landing.summary.title',
    'landing.summary.intro',
    'landing.contact.title',
    'landing.contact.text',
    'landing.features.title',
    'landing.features.intro',
    'landing.feature.chuck.title',
    'landing.feature.chuck.summary',
    'landing.feature.chuck.details',
    'landing.feature.corded-saw.title',
    'landing.feature.corded-saw.summary',
    'landing.feature.corded-saw.details',
    'landing.feature.sound-less.title',
    'landing.feature.sound-less.summary',
    'landing.feature.sound-less.details',
    'landing.feature.variable-speed.title',
    'landing.feature.variable-speed.summary',
    'landing.feature.variable-speed.details',
  ],
  blog: [
    'blog.intro',
    'blog.react-rerender.question',
    'blog.react-rerender.answer',
    'blog.state-management.question',
    'blog.state-management.answer',
    'blog.list-keys.question',
    'blog.list-keys.answer',
    'blog.react-performance.question',
    'blog.react-performance.answer',
    'blog.prototypal-inheritance.question',
    'blog.prototypal-inheritance.answer',
  ],
} as const;

export type PageTextPage = keyof typeof pageTextKeys;
export type PageTextKey = (typeof pageTextKeys)[PageTextPage][number];
export const pageTextPages = Object.keys(pageTextKeys) as PageTextPage[];
export const allPageTextKeys: readonly PageTextKey[] = pageTextPages.flatMap((page) => pageTextKeys[page]);
export const isPageTextKey = (key: string): key is PageTextKey => (allPageTextKeys as readonly string[]).includes(key);

/**
 * The keys whose English the owner rewrote and `language` has not caught up with: no text of its own
 * written since (it shows the owner's English, or an older translation). What the back office marks.
 */
export function outdatedPageTexts(entries: readonly { key: PageTextKey; language: string; updatedAt: string }[], language: Exclude<Language, 'en'>): PageTextKey[] {
  const written = new Map(entries.filter((e) => e.language === language).map((e) => [e.key, e.updatedAt]));
  return entries
    .filter((e) => e.language === 'en')
    .filter((e) => {
      const own = written.get(e.key);
      return own === undefined || Date.parse(own) < Date.parse(e.updatedAt);
    })
    .map((e) => e.key);
}
