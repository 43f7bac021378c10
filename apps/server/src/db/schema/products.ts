import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * Price (minor units of the store currency), units left and minimum order of the product's
     * default variant, kept here by the database for the shop's lists and their indexes (migration
     * 0015): a variant owns them. An INSERT's values become the new product's default variant; an
     * UPDATE of them is refused, so nothing writes them around their owner.
     */
    priceCents: integer('price_cents').notNull(),
    available: integer('available').notNull(),
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    /**
     * What the shop's lists know of all its live variants, kept by the same triggers (migration
     * 0018): the lowest and highest price (a card's "from $x"; the price sorts read the lowest),
     * the units over all of them (the stock sort), whether one of them can be ordered now (its
     * stock covers its minimum order: the in-stock filter), and every option value they have as
     * `name U+001F value` (the option filter). An INSERT's values are replaced by its own price
     * and stock; an UPDATE of them is refused like the three above.
     */
    priceMinCents: integer('price_min_cents').notNull().default(0),
    priceMaxCents: integer('price_max_cents').notNull().default(0),
    availableTotal: integer('available_total').notNull().default(0),
    orderable: boolean('orderable').notNull().default(false),
    optionValues: text('option_values').array().notNull().default(sql`'{}'::text[]`),
    /** Which of a country's tax rates applies (schema/markets.ts, tax_rate): 'standard' unless the owner says. */
    taxClass: text('tax_class', { enum: ['standard', 'reduced'] }).notNull().default('standard'),
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
      // Price orders read the lowest live price, the "from" price a card shows (0018).
      index('product_live_price_from_idx').on(t.priceMinCents, t.id).where(live),
      index('product_live_name_idx').on(t.name, t.id).where(live),
      index('product_live_category_newest_idx').on(t.categoryId, t.createdAt, t.id).where(live),
      index('product_live_category_price_from_idx').on(t.categoryId, t.priceMinCents, t.id).where(live),
      index('product_live_category_name_idx').on(t.categoryId, t.name, t.id).where(live),
      // Admins' lists: archived products newest first, and live ones fewest units first (low stock,
      // the units of all live variants together).
      index('product_archived_newest_idx').on(t.createdAt, t.id).where(sql`${t.archivedAt} is not null`),
      index('product_live_stock_total_idx').on(t.availableTotal, t.id).where(live),
      // In stock (some live variant can be ordered) in a category: its count reads only those.
      index('product_live_orderable_category_idx').on(t.categoryId, t.id).where(sql`${t.archivedAt} is null and ${t.orderable}`),
      // The option filter: products having a live variant with one of the values asked for.
      index('product_live_option_values_idx').using('gin', t.optionValues).with({ fastupdate: false }).where(live),
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

/**
 * A product's options (Voltage, Plug, Blade...), at most three, in the order the shop shows them;
 * each with its values in order. A product without options has none and one default variant.
 */
export const productOptions = pgTable(
  'product_option',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1 to 3: where the option comes on the product page. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('product_option_position_unique').on(t.productId, t.position),
    uniqueIndex('product_option_name_unique').on(t.productId, t.name),
    check('product_option_position_range', sql`${t.position} between 1 and 3`),
  ],
);

export const productOptionValues = pgTable(
  'product_option_value',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('product_option_value_unique').on(t.optionId, t.value)],
);

/**
 * One sold version of a product: its own SKU, price, stock and minimum order, weight and customs
 * data. The live variant first in `position` (then id) is the default: the product's price, stock
 * and minimum order are its (docs/decisions/0029-product-variants.md).
 */
export const productVariants = pgTable(
  'product_variant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Unique across the catalogue; a new product's default variant takes its slug in capitals. */
    sku: text('sku').notNull(),
    /** GTIN-8/12/13/14 (EAN, UPC), digits only, when the version carries a barcode. */
    gtin: text('gtin'),
    /** Minor units of the store currency. */
    priceCents: integer('price_cents').notNull(),
    /** Units that can still be ordered: placing an order reserves (decrements) them. */
    available: integer('available').notNull(),
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    weightGrams: integer('weight_grams'),
    /** Harmonized System code (6 to 10 digits) and ISO 3166 country of origin, for customs. */
    hsCode: text('hs_code'),
    originCountry: text('origin_country'),
    /** The version's own pictures; none means the product's. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** An archived variant is no longer sold; orders keep naming it. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // SKUs are one whatever their case: "vs-230-eu" is VS-230-EU, found and refused as such.
    uniqueIndex('product_variant_sku_unique').on(sql`upper(${t.sku})`),
    uniqueIndex('product_variant_gtin_unique').on(t.gtin),
    // A product's live variants in order: the first is its default.
    index('product_variant_live_idx').on(t.productId, t.position, t.id).where(sql`${t.archivedAt} is null`),
    // All of a product's variants, archived ones too: the owner's edit locks them and matches them
    // by SKU, and an import does it for every product it changes (a scan of the table each without it).
    index('product_variant_product_idx').on(t.productId),
    // The overview's low stock: live variants, fewest units first.
    index('product_variant_live_stock_idx').on(t.available, t.id).where(sql`${t.archivedAt} is null`),
    check('product_variant_price_positive', sql`${t.priceCents} > 0`),
    check('product_variant_available_non_negative', sql`${t.available} >= 0`),
    check('product_variant_min_order_positive', sql`${t.minOrderQuantity} >= 1`),
    check('product_variant_weight_positive', sql`${t.weightGrams} > 0`),
    check('product_variant_gtin_digits', sql`${t.gtin} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
    check('product_variant_hs_code_digits', sql`${t.hsCode} ~ '^[0-9]{6,10}$'`),
    check('product_variant_origin_country_code', sql`${t.originCountry} ~ '^[A-Z]{2}$'`),
  ],
);

/** Which value of each of its product's options a variant is: one per option. */
export const productVariantOptionValues = pgTable(
  'product_variant_option_value',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    valueId: uuid('value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.optionId] }), index('product_variant_option_value_value_idx').on(t.valueId)],
);
