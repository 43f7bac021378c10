// Products and categories in the store's other languages (docs/product/markets.md, "Languages"). A
// shop read in a language overlays the page it read with that language's texts: one query for the
// page's products and one for their categories, so its cost is the page's, never the catalogue's.
// A text with no translation stays English (the source), as a shop must never show a blank.
import { and, asc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import {
  contentLanguages,
  languages,
  slugify,
  type Category,
  type CategoryTranslation,
  type CategoryTranslationInput,
  type ContentLanguage,
  type Language,
  type MissingTranslations,
  type Product,
  type ProductTranslation,
  type ProductTranslationInput,
} from '@store/contract';
import type { Db } from '../../db/client';
import { categories, categoryTranslations, products, productSlugHistory, productTranslations } from '../../db/schema/index';
import { sqlState } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { withSuffix } from './slug';
import { VERSION_LABEL_SEPARATOR } from './product-variants';

/** The language a read overlays, or undefined for English (the rows themselves). */
export const contentLanguageOf = (lang: Language | undefined): ContentLanguage | undefined => (lang === undefined || lang === 'en' ? undefined : lang);

interface TextsOf {
  name: string;
  slug: string;
  description: string;
  optionNames: Record<string, string>;
  optionValues: Record<string, string>;
}

/** `product` with `t`'s texts (and its category's, from `category`), English wherever one is missing. */
/** `text` as `map` translates it; its own keys only (an option named "constructor" is no inherited function). */
export const translatedText = (map: Record<string, string>, text: string): string => (Object.hasOwn(map, text) ? map[text]! : text);

function overlaid(product: Product, t: TextsOf | undefined, category: { name: string; slug: string } | undefined): Product {
  const name = (text: string) => translatedText(t?.optionNames ?? {}, text);
  const value = (text: string) => translatedText(t?.optionValues ?? {}, text);
  return {
    ...product,
    ...(t && { name: t.name, slug: t.slug, description: t.description }),
    category: product.category && category ? { ...product.category, name: category.name, slug: category.slug } : product.category,
    ...(product.options && { options: product.options.map((o) => ({ name: name(o.name), values: o.values.map(value) })) }),
    ...(product.variants && {
      variants: product.variants.map((v) => ({
        ...v,
        options: Object.fromEntries(Object.entries(v.options).map(([n, v2]) => [name(n), value(v2)])),
      })),
    }),
  };
}

/** `list` in `language`: two reads by the page's ids, whatever the catalogue's size. */
export async function translateProducts(db: Db, language: ContentLanguage | undefined, list: Product[]): Promise<Product[]> {
  if (language === undefined || list.length === 0) return list;
  const texts = await db
    .select({
      productId: productTranslations.productId,
      name: productTranslations.name,
      slug: productTranslations.slug,
      description: productTranslations.description,
      optionNames: productTranslations.optionNames,
      optionValues: productTranslations.optionValues,
    })
    .from(productTranslations)
    .where(and(eq(productTranslations.language, language), inArray(productTranslations.productId, list.map((p) => p._id))));
  const byProduct = new Map(texts.map((t) => [t.productId, t]));
  const categoryIds = [...new Set(list.flatMap((p) => (p.category ? [p.category._id] : [])))];
  const byCategory = new Map(
    categoryIds.length === 0
      ? []
      : (
          await db
            .select({ id: categoryTranslations.categoryId, name: categoryTranslations.name, slug: categoryTranslations.slug })
            .from(categoryTranslations)
            .where(and(eq(categoryTranslations.language, language), inArray(categoryTranslations.categoryId, categoryIds)))
        ).map((c) => [c.id, c]),
  );
  return list.map((p) => overlaid(p, byProduct.get(p._id), p.category ? byCategory.get(p.category._id) : undefined));
}

/** `list` in `language`, ordered by the names shown (a menu reads alphabetically in its own language). */
export async function translateCategories(db: Db, language: ContentLanguage | undefined, list: Category[]): Promise<Category[]> {
  if (language === undefined || list.length === 0) return list;
  const rows = await db
    .select({ id: categoryTranslations.categoryId, name: categoryTranslations.name, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.language, language));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const collator = new Intl.Collator(language);
  return list
    .map((c) => {
      const t = byId.get(c._id);
      return t ? { ...c, name: t.name, slug: t.slug } : c;
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The product a slug names on `language`'s pages: its slug there first, then its English slug, a
 * slug it had there before, another language's slug, and any it had before (each an index read).
 * The caller compares the slug asked for with the product's own in that language and redirects.
 */
export async function productIdBySlug(db: Db, slug: string, language: ContentLanguage | undefined): Promise<string | undefined> {
  const own = language ?? 'en';
  const { rows: found } = (await db.execute(sql`select id from (
      select ${productTranslations.productId} as id, 1 as rank from ${productTranslations} where ${productTranslations.language} = ${own} and ${productTranslations.slug} = ${slug}
      union all select ${products.id}, 2 from ${products} where ${products.slug} = ${slug}
      union all select ${productSlugHistory.productId}, 3 from ${productSlugHistory} where ${productSlugHistory.language} = ${own} and ${productSlugHistory.slug} = ${slug}
      union all select ${productTranslations.productId}, 4 from ${productTranslations}
        where ${productTranslations.language} in ${[...contentLanguages]} and ${productTranslations.slug} = ${slug}
      union all select ${productSlugHistory.productId}, 5 from ${productSlugHistory}
        where ${productSlugHistory.language} in ${[...languages]} and ${productSlugHistory.slug} = ${slug}
    ) s order by rank limit 1`)) as unknown as { rows: { id: string }[] };
  return found[0]?.id;
}

/** A product's slug in every language it has one in, English first: its page's alternates. */
export async function slugsOf(db: Db, productId: string, englishSlug: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ language: productTranslations.language, slug: productTranslations.slug })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId));
  return Object.fromEntries([['en', englishSlug], ...rows.map((r) => [r.language, r.slug])]);
}

/** Each product's slug in `language` (its English one where it has none): a sitemap's page of products. */
export async function slugsIn(db: Db, language: ContentLanguage | undefined, list: { id: string; slug: string }[]): Promise<{ id: string; slug: string }[]> {
  if (language === undefined || list.length === 0) return list;
  const rows = await db
    .select({ id: productTranslations.productId, slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.language, language), inArray(productTranslations.productId, list.map((p) => p.id))));
  const byId = new Map(rows.map((r) => [r.id, r.slug]));
  return list.map((p) => ({ id: p.id, slug: byId.get(p.id) ?? p.slug }));
}

/** A version's label ("230 V / EU") with each option value as `optionValues` translates it. */
export const translatedVersionLabel = (optionValues: Record<string, string>, label: string): string =>
  label.split(VERSION_LABEL_SEPARATOR).map((v) => translatedText(optionValues, v)).join(VERSION_LABEL_SEPARATOR);

/** Each of `ids`' name, slug and option values in `language` (only those translated): a cart's lines. */
export async function productTextsIn(
  db: Db,
  language: ContentLanguage,
  ids: string[],
): Promise<Map<string, { name: string; slug: string; optionValues: Record<string, string> }>> {
  const rows = await db
    .select({ id: productTranslations.productId, name: productTranslations.name, slug: productTranslations.slug, optionValues: productTranslations.optionValues })
    .from(productTranslations)
    .where(and(eq(productTranslations.language, language), inArray(productTranslations.productId, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A category's id from its slug in `language` or in English (a shop's category filter). */
export const categoryIdBySlug = (slug: string, language: ContentLanguage | undefined) =>
  language === undefined
    ? sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${slug})`
    : sql`coalesce((select ${categoryTranslations.categoryId} from ${categoryTranslations} where ${categoryTranslations.language} = ${language} and ${categoryTranslations.slug} = ${slug}),
        (select ${categories.id} from ${categories} where ${categories.slug} = ${slug}))`;

// The back office's side: every translation of one product or category, written one language at a time.

const iso = (d: Date) => d.toISOString();

const toProductTranslation = (r: typeof productTranslations.$inferSelect): ProductTranslation => ({
  language: r.language as ContentLanguage,
  name: r.name,
  slug: r.slug,
  description: r.description,
  optionNames: r.optionNames,
  optionValues: r.optionValues,
  updatedAt: iso(r.updatedAt),
});

const toCategoryTranslation = (r: typeof categoryTranslations.$inferSelect): CategoryTranslation => ({
  language: r.language as ContentLanguage,
  name: r.name,
  slug: r.slug,
  updatedAt: iso(r.updatedAt),
});

export async function productTranslationsOf(db: Db, productId: string): Promise<ProductTranslation[]> {
  const rows = await db.select().from(productTranslations).where(eq(productTranslations.productId, productId)).orderBy(asc(productTranslations.language));
  return rows.map(toProductTranslation);
}

export async function categoryTranslationsOf(db: Db, categoryId: string): Promise<CategoryTranslation[]> {
  const rows = await db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, categoryId)).orderBy(asc(categoryTranslations.language));
  return rows.map(toCategoryTranslation);
}

/** A slug given and taken is the owner's conflict to resolve; one made from the name is made unique. */
async function slugFor(given: string | undefined, name: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  if (given !== undefined) return given;
  const made = slugify(name);
  return (await taken(made)) ? withSuffix(made) : made;
}

async function uniqueSlug<T>(work: () => Promise<T>, what: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(`Another ${what} already has this slug in this language`, { slug: 'This slug is taken' });
    throw err;
  }
}

export async function setProductTranslation(db: Db, productId: string, language: ContentLanguage, input: ProductTranslationInput): Promise<ProductTranslation> {
  const [product] = await db.select({ id: products.id, slug: products.slug }).from(products).where(and(eq(products.id, productId), isNull(products.archivedAt)));
  if (!product) throw notFound('Product not found');
  // Another product's English slug is taken too: an untranslated product is found at it on this
  // language's pages, where this slug would be found first.
  const taken = async (s: string) => {
    const [row] = await db
      .select({ id: productTranslations.productId })
      .from(productTranslations)
      .where(and(eq(productTranslations.language, language), eq(productTranslations.slug, s), sql`${productTranslations.productId} <> ${productId}`))
      .union(db.select({ id: products.id }).from(products).where(and(eq(products.slug, s), sql`${products.id} <> ${productId}`)))
      .limit(1);
    return row !== undefined;
  };
  if (input.slug !== undefined && (await taken(input.slug))) throw conflict('Another product already has this slug in this language', { slug: 'This slug is taken' });
  // A name with no Latin letters or digits (Japanese) makes no slug of its own: the English one serves.
  const slug = input.slug === undefined && slugify(input.name) === 'item' ? product.slug : await slugFor(input.slug, input.name, taken);
  const values = {
    name: input.name,
    slug,
    description: input.description,
    optionNames: input.optionNames ?? {},
    optionValues: input.optionValues ?? {},
    updatedAt: new Date(),
  };
  const [row] = await uniqueSlug(
    () =>
      db
        .insert(productTranslations)
        .values({ productId, language, ...values })
        .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.language], set: values })
        .returning(),
    'product',
  );
  return toProductTranslation(row!);
}

export async function removeProductTranslation(db: Db, productId: string, language: ContentLanguage): Promise<boolean> {
  const gone = await db
    .delete(productTranslations)
    .where(and(eq(productTranslations.productId, productId), eq(productTranslations.language, language)))
    .returning({ id: productTranslations.productId });
  return gone.length > 0;
}

export async function setCategoryTranslation(db: Db, categoryId: string, language: ContentLanguage, input: CategoryTranslationInput): Promise<CategoryTranslation> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound('Category not found');
  const slug = await slugFor(input.slug, input.name, async (s) => {
    const [row] = await db
      .select({ id: categoryTranslations.categoryId })
      .from(categoryTranslations)
      .where(and(eq(categoryTranslations.language, language), eq(categoryTranslations.slug, s), sql`${categoryTranslations.categoryId} <> ${categoryId}`));
    return row !== undefined;
  });
  const values = { name: input.name, slug, updatedAt: new Date() };
  const [row] = await uniqueSlug(
    () =>
      db
        .insert(categoryTranslations)
        .values({ categoryId, language, ...values })
        .onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.language], set: values })
        .returning(),
    'category',
  );
  return toCategoryTranslation(row!);
}

export async function removeCategoryTranslation(db: Db, categoryId: string, language: ContentLanguage): Promise<boolean> {
  const gone = await db
    .delete(categoryTranslations)
    .where(and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.language, language)))
    .returning({ id: categoryTranslations.categoryId });
  return gone.length > 0;
}

/** The missing count reads at most this many ids, like the shop's totals. */
const MISSING_COUNT_CAP = 10_000;

/**
 * What the owner still has to translate into `language`: a page of live products (by id, each an
 * index read past the cursor), their number up to a cap, and every category (a handful).
 */
export async function missingTranslations(
  db: Db,
  query: { language: ContentLanguage; cursor?: string; limit: number },
): Promise<MissingTranslations> {
  const { language, cursor, limit } = query;
  const none = notExists(
    db
      .select({ one: sql`1` })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language))),
  );
  const where = and(isNull(products.archivedAt), none, cursor === undefined ? undefined : gt(products.id, cursor));
  const rows = await db
    .select({ _id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(limit + 1);
  const { rows: counted } = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${products} where ${and(isNull(products.archivedAt), none)} limit ${MISSING_COUNT_CAP + 1}) m`,
  )) as unknown as { rows: { n: number }[] };
  const productCount = Number(counted[0]?.n ?? 0);
  const page = rows.slice(0, limit);
  const categoryRows = await db
    .select({ _id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(categoryTranslations)
          .where(and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, language))),
      ),
    )
    .orderBy(asc(categories.name));
  return {
    language,
    products: page,
    next: rows.length > limit ? page[page.length - 1]!._id : null,
    productCount: Math.min(productCount, MISSING_COUNT_CAP),
    capped: productCount > MISSING_COUNT_CAP,
    categories: categoryRows,
  };
}
