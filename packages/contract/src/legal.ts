// The shop's legal pages on the wire (docs/product/legal-pages.md): terms and conditions, privacy,
// shipping and returns, imprint. Their texts are plain text (paragraphs separated by a blank line,
// headings as lines starting with "## "), written by the owner in the back office; every edit
// bumps the page's version, so an order can name the terms its shopper accepted.
import { z } from 'zod';
import { legalPageSlugs } from './legal-pages';
import { multiLineText, singleLineText } from './text';

export * from './legal-pages';
export const legalPageSlugSchema = z.enum(legalPageSlugs).describe('terms, privacy, shipping-returns or imprint');

/** GET and PUT /api/legal/{slug}: which page. */
export const legalPageParamsSchema = z.object({ slug: legalPageSlugSchema });

export const legalLimits = {
  titleMaxLength: 120,
  bodyMaxLength: 50_000,
} as const;

/** The heading marker of the plain-text body: a line starting with it is a heading. */
export const legalHeadingMarker = '## ';

export const legalPageSchema = z
  .object({
    slug: legalPageSlugSchema,
    title: z.string(),
    body: z.string().describe('Plain text: paragraphs separated by a blank line, headings as lines starting with "## "'),
    version: z.number().int().min(1).describe('1, 2, …: bumped by every edit'),
    updatedAt: z.string().describe('When it was last changed (ISO 8601)'),
  })
  .meta({ id: 'LegalPage' });
export type LegalPage = z.infer<typeof legalPageSchema>;

export const legalPageSummarySchema = legalPageSchema.pick({ slug: true, title: true, version: true, updatedAt: true }).meta({ id: 'LegalPageSummary' });
export type LegalPageSummary = z.infer<typeof legalPageSummarySchema>;
export const legalPageListSchema = z.array(legalPageSummarySchema).meta({ id: 'LegalPageList' });

/** Body of PUT /api/legal/{slug} (admin): the new title and text. */
export const legalPageUpdateSchema = z.object({
  title: singleLineText({ message: 'Enter a title' })
    .trim()
    .min(1, 'Enter a title')
    .max(legalLimits.titleMaxLength, `At most ${legalLimits.titleMaxLength} characters`),
  body: multiLineText({ message: 'Enter the text' })
    .trim()
    .min(1, 'Enter the text')
    .max(legalLimits.bodyMaxLength, `At most ${legalLimits.bodyMaxLength.toLocaleString('en-US')} characters`),
});
export type LegalPageUpdate = z.input<typeof legalPageUpdateSchema>;

/** A body as blocks to show: headings and paragraphs (lines of a paragraph kept as they are). */
export type LegalBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; lines: string[] };

export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length) blocks.push({ kind: 'paragraph', lines });
    lines = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith(legalHeadingMarker)) {
      endParagraph();
      const text = line.slice(legalHeadingMarker.length).trim();
      if (text) blocks.push({ kind: 'heading', text });
    } else if (line.trim() === '') endParagraph();
    else lines.push(line);
  }
  endParagraph();
  return blocks;
}
