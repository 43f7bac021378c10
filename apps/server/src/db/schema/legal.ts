// The shop's legal texts (terms, privacy, shipping and returns, imprint), kept by the owner in the
// back office and shown on public pages; checkout records which version of the terms a shopper
// accepted. Owned by modules/legal.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const legalPageSlugs = ['terms', 'privacy', 'shipping-returns', 'imprint'] as const;

export const legalPages = pgTable(
  'legal_page',
  {
    slug: text('slug', { enum: legalPageSlugs }).primaryKey(),
    title: text('title').notNull(),
    /** Plain text: paragraphs separated by blank lines, headings as lines starting with '## '. */
    body: text('body').notNull(),
    /** 1, 2, …: bumped by every edit, so an order can name the terms its shopper accepted. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The admin who edited it last; null for the seeded text. */
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('legal_page_version_positive', sql`${t.version} >= 1`)],
);
