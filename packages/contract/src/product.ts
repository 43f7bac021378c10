import { z } from 'zod';
import { imageUrlSchema } from './common';
import { languages } from './languages';
import { marketCountryQuery } from './markets';
import { isMediaUrl } from './media';
import { messages } from './messages';
import { money } from './money-schema';
import { multiLineText, singleLineText } from './text';

/** A URL segment: lower-case letters and digits in words joined by single hyphens. */
export const slugSchema = singleLineText()
  .max(140)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');

/** `lang` of the shop's reads: names, descriptions and slugs in that language, English where none is written. */
export const languageQuery = z.object({
  lang: z
    .enum(languages, { message: 'lang is one of en, de, fr, es, ja' })
    .optional()
    .describe('The language names and descriptions are read in (ISO 639-1); English where a text has no translation, and without it'),
});

const categoryFields = z.object({ _id: z.string(), slug: z.string(), name: z.string() });
export const categorySchema = categoryFields.meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);
export type CategoryList = z.infer<typeof categoryListSchema>;

const categoryName = singleLineText({ message: 'Name is Required' }).trim().min(1, 'Name is Required').max(80);
/** Body of POST /api/category (admin); the slug defaults to one made from the name. */
export const newCategorySchema = z.object({ name: categoryName, slug: slugSchema.optional() });
export type NewCategory = z.infer<typeof newCategorySchema>;
/** Body of PATCH /api/category/{id} (admin): rename, and optionally move to another slug. */
export const categoryPatchSchema = z
  .object({ name: categoryName.optional(), slug: slugSchema.optional() })
  .refine((c) => c.name !== undefined || c.slug !== undefined, { message: 'Nothing to change', path: ['name'] });
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

const positive = (max: number) => z.number().positive().max(max);
/**
 * Structured specifications (what a product page's table shows). Every attribute is optional, as
 * a blade has no motor; unknown attributes are refused so a typo never hides a value.
 */
export const productSpecsSchema = z
  .object({
    powerW: positive(10_000).describe('Rated input power, watts'),
    voltageV: positive(1_000).describe('Supply or battery voltage, volts'),
    bladeDiameterMm: positive(2_000).describe('Blade diameter, millimetres'),
    noLoadSpeedRpm: positive(100_000).describe('No-load speed, revolutions (or strokes) a minute'),
    bevelRange: singleLineText().trim().min(1).max(60).describe('Bevel range, e.g. "0–56°"'),
    cuttingDepthMm: positive(1_000).describe('Maximum depth of cut at 90°, millimetres'),
    teeth: z.number().int().positive().max(1_000).describe('Number of teeth (blades)'),
    weightKg: positive(1_000).describe('Weight, kilograms'),
  })
  .partial()
  .strict()
  .meta({ id: 'ProductSpecs' });
export type ProductSpecs = z.infer<typeof productSpecsSchema>;

/** One of a product's options (Voltage, Plug, Blade...) with its values in the shop's order. */
export const productOptionSchema = z
  .object({ name: z.string(), values: z.array(z.string()) })
  .meta({ id: 'ProductOption' });
export type ProductOption = z.infer<typeof productOptionSchema>;

/** One sold version of a product, with its own SKU, price and stock. */
export const productVariantSchema = z
  .object({
    _id: z.string(),
    sku: z.string(),
    gtin: z.string().nullable().describe('GTIN-8/12/13/14 barcode (EAN, UPC); null for none'),
    price: z.number().describe("The price in major units of the market's currency asked for by `country`, else the store's; `priceMoney` is the exact amount"),
    priceMoney: money.describe("The exact price: integer minor units of the market's currency asked for by `country`, else the store's"),
    available: z.number().int(),
    minOrderQuantity: z.number().int(),
    weightGrams: z.number().int().nullable(),
    hsCode: z.string().nullable().describe('Harmonized System code for customs; null when not set'),
    originCountry: z.string().nullable().describe('ISO 3166-1 alpha-2 country of origin; null when not set'),
    images: z.array(z.string()).describe("The version's own pictures; empty means the product's"),
    options: z.record(z.string(), z.string()).describe("The value of each of the product's options, by option name; empty for a product without options"),
  })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    img: z.string(),
    images: z.array(z.string()).describe('The gallery, card picture first'),
    price: z
      .number()
      .describe(
        "The price in major units (dollars for USD) of the market's currency asked for by `country`, else the store's, as the original app sends it; `priceMoney` is the exact amount. " +
          'Priced in a market that sells none of its versions (a product read by id or slug): 0, with no `priceRange` and `variants` empty',
      ),
    priceMoney: money.describe("The exact price: integer minor units of the market's currency asked for by `country`, else the store's"),
    description: z.string(),
    available: z.number().int(),
    minOrderQuantity: z.number().int(),
    // Inline rather than a reference: OpenAPI 3.0 cannot mark a referenced schema nullable.
    category: categoryFields.nullable().describe('Its category; null for none'),
    specs: productSpecsSchema,
    priceRange: z
      .object({ min: money, max: money })
      .optional()
      .describe(
        'The lowest and highest price of its live versions (equal for a product sold at one price), in the market\'s currency asked for by `country` (over the versions it sells), else the store\'s: ' +
          'a card shows "from" the lowest when they differ, and the price sorts order by the lowest in the store\'s currency. `price` stays the default version\'s',
      ),
    availableTotal: z.number().int().optional().describe('Units of all its live versions together (`available` is the default version\'s); with `country`, of those its market sells'),
    orderable: z
      .boolean()
      .optional()
      .describe("Whether some live version (with `country`, one its market sells) can be ordered now (its stock covers its minimum order): what `inStock=true` keeps"),
    options: z
      .array(productOptionSchema)
      .optional()
      .describe("Its options, at most three; empty for a product sold in one version. On one product's read (by id or slug); lists leave it out"),
    slugs: z
      .record(z.string(), z.string())
      .optional()
      .describe("Its slug in each language it has one in (`en` always), by ISO 639-1 code: its page's addresses in other languages. On a read by slug"),
    variants: z
      .array(productVariantSchema)
      .optional()
      .describe(
        "Its versions on sale, the default first: `price`, `available`, `minOrderQuantity` and `img` above are the default's. On one product's read (by id or slug); lists leave it out. " +
          "With `country`: only the versions its market sells and has a price for, at that price; when the default is not one of them, the fields above are the first one's",
      ),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const productSortSchema = z.enum(['oldest', 'newest', 'price-asc', 'price-desc', 'name']);
export type ProductSort = z.infer<typeof productSortSchema>;
/** Most products one page carries, and what a call without `limit` gets. */
export const productPageMax = 100;

/** Most option values one list filters by. */
export const maxOptionFilters = 12;
/** `Name:Value`, split at the first colon: an option's name and one of its values. */
export const optionFilterPattern = /^[^:]{1,40}:.{1,40}$/;
/** `option` of GET /api/product: one `Name:Value` or several (the parameter repeated). */
const optionFilterSchema = z
  .union([singleLineText(), z.array(singleLineText())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(
    z
      .array(z.string().regex(optionFilterPattern, 'option is Name:Value, e.g. Voltage:230 V'))
      .max(maxOptionFilters, `At most ${maxOptionFilters} option values`),
  );

/** `Name:Value` as the option's name and value (split at the first colon). */
export function parseOptionFilter(filter: string): { name: string; value: string } {
  const at = filter.indexOf(':');
  return { name: filter.slice(0, at), value: filter.slice(at + 1) };
}
export const productListQuerySchema = z.object({
  // The original app leaves the all-product call open; `newest` serves /all-product ('newest first'). Without
  // `sort`, a list is oldest first (what the landing page and /products show) and a search best
  // match first.
  sort: productSortSchema.optional(),
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(productPageMax, 'limit must be a whole number from 1 to 100')
    .default(productPageMax),
  cursor: singleLineText().max(512).optional().describe('The `next` link of the previous page carries it; opaque'),
  q: singleLineText().trim().min(1, 'Search for at least one character').max(100).optional().describe('Search words (name, description, specifications); tolerates a typo in a name'),
  category: slugSchema.optional().describe("A category's slug"),
  inStock: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only products a shopper can order now: one of its versions has stock covering its minimum order'),
  option: optionFilterSchema
    .optional()
    .describe(
      'An option value, `Name:Value` (e.g. `Voltage:230 V`; split at the first colon), repeatable: products with a live version having it. ' +
        'Values of one option match any of them, different options all (`option=Voltage:230 V&option=Plug:EU`: 230 V versions and EU versions)',
    ),
  // Products its market sells none of are left out of the page (which may then hold fewer than `limit`).
  country: marketCountryQuery.shape.country,
  lang: languageQuery.shape.lang,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Query of GET /api/product/options: the list's filters that its counts depend on. */
export const productOptionCountsQuerySchema = productListQuerySchema.pick({ q: true, category: true, inStock: true, lang: true });
export type ProductOptionCountsQuery = z.infer<typeof productOptionCountsQuerySchema>;

/** Answer of GET /api/product/options: the option values of the matching products, with how many have each. */
export const productOptionCountsSchema = z
  .object({
    options: z
      .array(
        z.object({
          name: z.string(),
          label: z.string().optional().describe('With `lang`: the name as the products\' translations write it (the filter still sends `name`)'),
          values: z.array(
            z.object({
              value: z.string(),
              label: z.string().optional().describe('With `lang`: the value as translated'),
              count: z.number().int().describe('Matching products with a live version of this value'),
            }),
          ),
        }),
      )
      .describe('By name; each option\'s values most products first, then by value'),
    capped: z
      .boolean()
      .describe('More than 10,000 products match: the values and counts are those of the first 10,000 read (each count is then at least what it says)'),
  })
  .meta({ id: 'ProductOptionCounts' });
export type ProductOptionCounts = z.infer<typeof productOptionCountsSchema>;
export const slugParamsSchema = z.object({ slug: slugSchema.describe("The product's slug") });

const requiredNumber = (message: string) =>
  z.number({ message }).refine((n) => Number.isFinite(n), message);

const productFields = z.object({
  name: singleLineText({ message: messages.productNameRequired }).trim().min(1, messages.productNameRequired).max(120),
  description: multiLineText({ message: messages.productDescriptionRequired })
    .trim()
    .min(1, messages.productDescriptionRequired)
    .max(5000),
  price: requiredNumber(messages.productPriceRequired)
    .refine((n) => n > 0, 'Price must be greater than 0')
    .refine((n) => n <= 1_000_000, 'Price is too high')
    .describe("In the store currency's major units (dollars for USD); at most as many decimals as the currency has minor digits (the server checks, as only it knows the currency)"),
  available: requiredNumber(messages.productAvailableRequired)
    .refine((n) => Number.isInteger(n) && n >= 0, 'Available Quantity must be a whole number of 0 or more')
    .refine((n) => n <= 1_000_000, 'Available Quantity is too high'),
  minOrderQuantity: requiredNumber(messages.productMinOrderRequired).refine(
    (n) => Number.isInteger(n) && n >= 1,
    'Minimum Order Quantity must be a whole number of 1 or more',
  ),
  img: singleLineText({ message: messages.productImgRequired })
    .trim()
    .min(1, messages.productImgRequired)
    .max(2048, 'Photo URL is too long')
    // Only web addresses or an uploaded image: no javascript:, data:, ftp: or other site paths (one
    // message for all of them; an upload fills the box itself).
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || isMediaUrl(v), 'Photo URL must start with http:// or https://'),
  // Beyond the original app (all optional, so its add-product form still works):
  slug: slugSchema.optional().describe('Defaults to one made from the name'),
  images: z
    .array(imageUrlSchema.refine((v) => v !== '', 'Must be an http(s) URL'))
    .max(12, 'At most 12 images')
    .optional()
    .describe('The gallery; defaults to the card picture alone'),
  specs: productSpecsSchema.optional(),
  category: slugSchema.nullable().optional().describe("A category's slug (null: none)"),
});

const minOrderWithinStock = {
  path: ['minOrderQuantity'],
  message: 'Minimum Order Quantity cannot exceed the Available Quantity',
};

/** Body of POST /api/product (admin). The same schema validates the add-product form. */
export const newProductSchema = productFields.refine((p) => p.minOrderQuantity <= p.available, minOrderWithinStock);
export type NewProduct = z.infer<typeof newProductSchema>;

/**
 * Body of PATCH /api/product/{id} (admin): any fields of POST's, each validated the same way, except
 * that stock may fall below the minimum order: that is how an owner marks a product sold out (the
 * shop then shows it "Out of stock"). The rule is for creating a product only. A new stock sent with
 * the stock it was edited from (`availableLoaded`) is applied as a change, so orders placed while the
 * admin edited keep their units (docs/decisions/0028-stock-edits-are-relative.md).
 */
export const productPatchSchema = productFields
  .partial()
  .extend({
    availableLoaded: z
      .number({ message: 'availableLoaded must be a whole number of 0 or more' })
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000, 'availableLoaded must be a whole number of 0 or more')
      .optional()
      .describe(
        'The `available` the editor showed when it loaded the product, sent beside a new `available`: the server then ' +
          'applies the difference (available − availableLoaded) to the current stock under the row lock, so units that ' +
          'orders reserved meanwhile stay reserved (409 if the stock would fall below 0). Without it, `available` is ' +
          'written as given',
      ),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'Nothing to change', path: ['body'] })
  .refine((p) => p.availableLoaded === undefined || p.available !== undefined, {
    message: 'availableLoaded is sent with the new available',
    path: ['availableLoaded'],
  });
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const insertedIdSchema = z.object({ insertedId: z.string() });
export type InsertedId = z.infer<typeof insertedIdSchema>;

/** Admins' product list: live products, or archived ones (gone from the shop, kept for their orders). */
export const adminProductStatusSchema = z.enum(['active', 'archived']);
export type AdminProductStatus = z.infer<typeof adminProductStatusSchema>;
/** Most products one admin page carries, and what a call without `limit` gets. */
export const adminProductPageMax = 50;
/** Query of GET /api/admin/product: newest first, a search best match first, low stock fewest units first. */
export const adminProductListQuerySchema = z.object({
  status: adminProductStatusSchema.default('active'),
  lowStock: z.enum(['true', 'false']).optional().describe('true: only live products at or under the low-stock threshold'),
  q: productListQuerySchema.shape.q,
  cursor: productListQuerySchema.shape.cursor,
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 50' })
    .int('limit must be a whole number from 1 to 50')
    .min(1, 'limit must be a whole number from 1 to 50')
    .max(adminProductPageMax, 'limit must be a whole number from 1 to 50')
    .default(adminProductPageMax),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;
export const adminProductSchema = productSchema
  .extend({
    archivedAt: z.string().nullable().describe('When DELETE archived it (ISO 8601); null while on sale'),
    lowStock: z.boolean().describe('At or under the LOW_STOCK_THRESHOLD setting (live products only)'),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;
/** A page of the admin list; `next` is the cursor of the following page (absent on the last one). */
export const adminProductPageSchema = z
  .object({
    products: z.array(adminProductSchema),
    next: z.string().optional(),
    total: z.number().int().describe('Matches, counted up to 10,000'),
    totalCapped: z.boolean(),
    lowStockThreshold: z.number().int(),
  })
  .meta({ id: 'AdminProductPage' });
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** Answer of POST /api/admin/product-image. */
export const uploadedImageSchema = z
  .object({
    url: z.string().describe("Put this in the product's img or images"),
    variants: z.array(z.object({ width: z.number().int(), url: z.string() })).describe('Every stored width (the srcset)'),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Query of one product's read (by id or slug): its market's prices, in a language. */
export const productReadQuery = marketCountryQuery.extend(languageQuery.shape);
