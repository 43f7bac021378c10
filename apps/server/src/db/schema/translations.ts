// What products and categories are called in the store's other languages (docs/product/markets.md,
// "Languages"). English stays on the product and category rows, the source every shop page falls
// back to; a translation is a row per language, owned by the products module.
import { sql, type SQL } from 'drizzle-orm';
import { check, customType, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories, products } from './products';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const contentLanguage = sql`in ('de', 'fr', 'es', 'ja')`;

export const productTranslations = pgTable(
  'product_translation',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    /** Unique per language, for /{language}-{country}/products/{slug}. */
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    /** An option's English name → its name in this language (the product page's choices). */
    optionNames: jsonb('option_names').$type<Record<string, string>>().notNull().default({}),
    /** An option value as English writes it → as this language does. */
    optionValues: jsonb('option_values').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The full-text document in the language's own configuration (stems and stop words); Japanese,
     * which has no spaces to split words at, as `simple` words beside the trigram index below.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(case ${productTranslations.language} when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig else 'simple'::regconfig end, ${productTranslations.name}), 'A') || setweight(to_tsvector(case ${productTranslations.language} when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig else 'simple'::regconfig end, ${productTranslations.description}), 'B')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    uniqueIndex('product_translation_slug_unique').on(t.language, t.slug),
    index('product_translation_search_idx').using('gin', t.search).with({ fastupdate: false }),
    // Japanese search matches any part of a name or description (no word boundaries to stem at).
    index('product_translation_ja_trgm_idx')
      .using('gin', sql`(${t.name} || ' ' || ${t.description}) gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.language} = 'ja'`),
    // The owner's list of what is missing reads by language.
    index('product_translation_language_idx').on(t.language, t.productId),
    check('product_translation_language', sql`${t.language} ${contentLanguage}`),
  ],
);

export const categoryTranslations = pgTable(
  'category_translation',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    uniqueIndex('category_translation_slug_unique').on(t.language, t.slug),
    check('category_translation_language', sql`${t.language} ${contentLanguage}`),
  ],
);

/**
 * Slugs a product was known by in a language ('en': its own row's), so an old link still finds it
 * and answers with a permanent redirect to the slug it has now.
 */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.slug] })],
);
