// The owner's rewrites of the landing page's and the blog's texts, one per key and language; a key
// with none shows the web app's own text (its message, in every language). Owned by
// modules/page-texts.
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pageTexts = pgTable(
  'page_text',
  {
    /** One of the contract's keys (`landing.title`, `blog.list-keys.answer`): the routes accept no other. */
    key: text('key').notNull(),
    language: text('language').notNull(),
    /** Plain text: a blank line starts a paragraph, lines starting with "- " are a list. */
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The admin who wrote it last. */
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] }), check('page_text_language', sql`${t.language} in ('en', 'de', 'fr', 'es', 'ja')`)],
);
