// Products and categories in the store's other languages (docs/product/markets.md, "Languages"):
// what the back office writes, and the owner's list of what is still English only.
import { z } from 'zod';
import { contentLanguages } from './languages';
import { idSchema } from './common';
import { slugSchema } from './product';
import { multiLineText, singleLineText } from './text';

export const contentLanguageSchema = z.enum(contentLanguages, { message: 'language is one of de, fr, es, ja' });

const translatedName = singleLineText({ message: 'Name is Required' }).trim().min(1, 'Name is Required').max(200);
const optionTexts = z
  .record(singleLineText().max(40), singleLineText().trim().min(1).max(60))
  .refine((r) => Object.keys(r).length <= 60, 'At most 60 entries')
  .default({});

/** Body of PUT /api/product/{id}/translations/{language} (admin): the slug defaults to one made from the name. */
export const productTranslationInputSchema = z.object({
  name: translatedName,
  slug: slugSchema.optional(),
  description: multiLineText().trim().min(1, 'Description is required').max(5000),
  optionNames: optionTexts.describe("An option's English name → its name in this language"),
  optionValues: optionTexts.describe('An option value as English writes it → as this language does'),
});
export type ProductTranslationInput = z.input<typeof productTranslationInputSchema>;

export const productTranslationSchema = z
  .object({
    language: contentLanguageSchema,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    optionNames: z.record(z.string(), z.string()),
    optionValues: z.record(z.string(), z.string()),
    updatedAt: z.string(),
  })
  .meta({ id: 'ProductTranslation' });
export type ProductTranslation = z.infer<typeof productTranslationSchema>;
export const productTranslationListSchema = z.array(productTranslationSchema);

/** Body of PUT /api/category/{id}/translations/{language} (admin). */
export const categoryTranslationInputSchema = z.object({ name: translatedName.max(80), slug: slugSchema.optional() });
export type CategoryTranslationInput = z.input<typeof categoryTranslationInputSchema>;
export const categoryTranslationSchema = z
  .object({ language: contentLanguageSchema, name: z.string(), slug: z.string(), updatedAt: z.string() })
  .meta({ id: 'CategoryTranslation' });
export type CategoryTranslation = z.infer<typeof categoryTranslationSchema>;
export const categoryTranslationListSchema = z.array(categoryTranslationSchema);

export const translationParamsSchema = z.object({ id: idSchema, language: contentLanguageSchema });

/** GET /api/admin/translations/missing: live products (and categories) with no translation in `language`. */
export const missingTranslationsQuerySchema = z.object({
  language: contentLanguageSchema,
  cursor: idSchema.optional().describe('The last id of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MissingTranslationsQuery = z.input<typeof missingTranslationsQuerySchema>;

const untranslated = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export const missingTranslationsSchema = z
  .object({
    language: contentLanguageSchema,
    products: z.array(untranslated).describe('A page of them, by id; `next` continues'),
    next: z.string().nullable(),
    /** Counted up to 10,000 (`capped` beyond). */
    productCount: z.number().int(),
    capped: z.boolean(),
    categories: z.array(untranslated).describe('Every category with none (a handful)'),
  })
  .meta({ id: 'MissingTranslations' });
export type MissingTranslations = z.infer<typeof missingTranslationsSchema>;
