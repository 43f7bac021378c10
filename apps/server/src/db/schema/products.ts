import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Product groups (circular saws, blades...): a slug for URLs and a display name. */
export const categories = pgTable('category', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique('category_slug_unique'),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Structured specifications of a product (contract: productSpecsSchema). */
export type ProductSpecs = Record<string, string | number>;

export const products = pgTable(
  'product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Unique, for /products/{slug}. */
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    /** The card picture (the original app's img). */
    img: text('img').notNull(),
    /** The product page's gallery. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    specs: jsonb('specs').$type<ProductSpecs>().notNull().default({}),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** Money is integer cents; the API shows dollars. */
    priceCents: integer('price_cents').notNull(),
    /** Units that can still be ordered: placing an order reserves (decrements) them. */
    available: integer('available').notNull(),
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set by DELETE: hidden from the shop, still named by its orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /** Full-text document (name weighs most, then description, then spec values), kept by the database. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, ${products.name}), 'A') || setweight(to_tsvector('english'::regconfig, ${products.description}), 'B') || setweight(jsonb_to_tsvector('english'::regconfig, ${products.specs}, '["string", "numeric"]'::jsonb), 'C')`,
      ),
  },
  (t) => {
    // Every shop list reads only live products; these partial indexes serve each sort order, with
    // and without a category, in keyset order (docs/decisions/0013-catalogue-at-scale.md). The GIN
    // indexes skip the pending list (fastupdate off): products change rarely, and a search should
    // never scan a backlog of recent inserts, nor the planner price the index up for one.
    const live = sql`${t.archivedAt} is null`;
    return [
      uniqueIndex('product_slug_unique').on(t.slug),
      index('product_live_newest_idx').on(t.createdAt, t.id).where(live),
      index('product_live_price_idx').on(t.priceCents, t.id).where(live),
      index('product_live_name_idx').on(t.name, t.id).where(live),
      index('product_live_category_newest_idx').on(t.categoryId, t.createdAt, t.id).where(live),
      index('product_live_category_price_idx').on(t.categoryId, t.priceCents, t.id).where(live),
      index('product_live_category_name_idx').on(t.categoryId, t.name, t.id).where(live),
      // Admins' lists: archived products newest first, and live ones fewest units first (low stock).
      index('product_archived_newest_idx').on(t.createdAt, t.id).where(sql`${t.archivedAt} is not null`),
      index('product_live_stock_idx').on(t.available, t.id).where(live),
      index('product_search_idx').using('gin', t.search).with({ fastupdate: false }),
      check('product_price_positive', sql`${t.priceCents} > 0`),
      check('product_available_non_negative', sql`${t.available} >= 0`),
      check('product_min_order_positive', sql`${t.minOrderQuantity} >= 1`),
    ];
  },
);

/**
 * Every word (letters only, three or more) of the live and archived products' names and
 * descriptions, kept by the database (triggers in migration 0014): a search word that is in no
 * product is corrected to its nearest word here (trigram similarity, from this small table's
 * index) before the full-text search runs, so a typo costs what a correct word does.
 */
export const searchWords = pgTable(
  'search_word',
  { word: text('word').primaryKey() },
  (t) => [index('search_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
