// The landing page's and the blog's texts the owner may rewrite, per language (docs/product/markets.md,
// "Page texts"). A text the owner has not written is the web app's own (its message, translated in
// every catalogue); one the owner wrote in English but not yet in a language shows in English there.
import { z } from 'zod';
import { languages } from './languages';
import { multiLineText, singleLineText } from './text';
import { allPageTextKeys, pageTextPages, type PageTextKey, type PageTextPage } from './page-text-keys';

export const pageTextLimits = { maxLength: 5000 } as const;

export const pageTextPageSchema = z.enum(pageTextPages as [PageTextPage, ...PageTextPage[]], { message: 'page is landing or blog' });
const pageTextLanguageSchema = z.enum(languages, { message: 'language is one of en, de, fr, es, ja' });
const pageTextKeySchema = z.enum(allPageTextKeys as [PageTextKey, ...PageTextKey[]]);

/** GET /api/page-texts/{page}?lang=: the page's texts in `lang` (English when absent). */
export const pageTextsParamsSchema = z.object({ page: pageTextPageSchema });
export const pageTextsQuerySchema = z.object({ lang: pageTextLanguageSchema.optional() });

/**
 * What a page shows instead of its own texts: the owner's text in the language asked for, else the
 * owner's English one. A key missing here shows the web app's own text.
 */
export const pageTextsSchema = z
  .object({ page: pageTextPageSchema, language: pageTextLanguageSchema, texts: z.record(z.string(), z.string()) })
  .meta({ id: 'PageTexts' });
export type PageTexts = z.infer<typeof pageTextsSchema>;

/** PUT/DELETE /api/admin/page-texts/{language}/{key} (admin); a key the contract does not list is a 404. */
export const pageTextParamsSchema = z.object({ language: pageTextLanguageSchema, key: singleLineText().max(100).describe('A key of pageTextKeys: landing.title, blog.list-keys.answer') });

/**
 * Body of PUT /api/admin/page-texts/{language}/{key}. Plain text: a blank line starts a paragraph,
 * a line starting with "- " is an item of a bulleted list.
 */
export const pageTextInputSchema = z.object({
  text: multiLineText({ message: 'Text is required' }).trim().min(1, 'Text is required').max(pageTextLimits.maxLength),
});
export type PageTextInput = z.input<typeof pageTextInputSchema>;

export const pageTextEntrySchema = z
  .object({ key: pageTextKeySchema, language: pageTextLanguageSchema, text: z.string(), updatedAt: z.string() })
  .meta({ id: 'PageTextEntry' });
export type PageTextEntry = z.infer<typeof pageTextEntrySchema>;
/** GET /api/admin/page-texts: every text the owner has written, in every language. */
export const pageTextEntryListSchema = z.array(pageTextEntrySchema).meta({ id: 'PageTextEntryList' });

