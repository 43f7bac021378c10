import crypto from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { slugify } from '@store/contract';
import type { Database } from './client';
import { demoAccounts, demoCategories, demoProducts, demoReviews, demoVersions } from './demo-data';
import { loadDemoMarkets } from './demo-markets';
import { loadDemoLegalPages } from './demo-legal-pages';
import { demoTranslations } from './demo-translations/index';
import { categories, categoryTranslations, mailOutbox, markets, productOptions, productTranslations, productOptionValues, products, productVariantOptionValues, productVariants, reviews, users } from './schema/index';

interface SignUp {
  (input: { name: string; email: string; password: string }): Promise<unknown>;
}

/**
 * A demo row's fixed id, derived from what identifies it (a name-based UUID in the layout of
 * version 5). Loading the same row twice is then a primary-key conflict, never a second copy.
 */
function demoId(...parts: string[]): string {
  const hash = crypto.createHash('sha1').update(['kerfline-demo', ...parts].join('\n')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Loads the demo catalogue, reviews and accounts. Each part is loaded only where its table is empty
 * (or the account is missing), so running it again changes nothing. Instances starting together
 * take turns (an advisory lock on PostgreSQL), so the first loads and the others find it done; and
 * should a process ever load without the lock, the fixed ids and the unique e-mails still let each
 * row in only once.
 */
export async function seedDemoData(database: Database, signUp: SignUp, log: Pick<FastifyBaseLogger, 'info'>) {
  const { db } = database;
  await database.exclusively('demoData', async () => {
    const [{ n: productCount }] = (await db.select({ n: count() }).from(products)) as [{ n: number }];
    if (productCount === 0) {
      // Categories come with the products; one already there under the same slug is used as it is.
      await db
        .insert(categories)
        .values(demoCategories.map((c) => ({ ...c, id: demoId('category', c.slug) })))
        .onConflictDoNothing();
      const categoryIds = new Map((await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]));
      const start = Date.now() - demoProducts.length * 60_000;
      // Distinct creation times give a stable "newest first" order.
      const rows = demoProducts.map(({ category, ...p }, i) => ({
        ...p,
        images: [...p.images],
        id: demoId('product', p.name),
        slug: slugify(p.name),
        categoryId: categoryIds.get(category) ?? null,
        createdAt: new Date(start + i * 60_000),
      }));
      await db.insert(products).values(rows).onConflictDoNothing();
      await loadDemoVersions(database);
      log.info({ products: demoProducts.length, categories: demoCategories.length, versioned: demoVersions.length }, 'demo products loaded');
    }
    const [{ n: translationCount }] = (await db.select({ n: count() }).from(productTranslations)) as [{ n: number }];
    if (translationCount === 0) {
      const loaded = await loadDemoTranslations(database);
      if (loaded > 0) log.info({ translations: loaded }, 'demo translations loaded');
    }
    const [{ n: marketCount }] = (await db.select({ n: count() }).from(markets)) as [{ n: number }];
    if (marketCount === 0) {
      await loadDemoMarkets(db, demoId);
      log.info('demo markets loaded');
    }
    await loadDemoLegalPages(db, log);
    const [{ n: reviewCount }] = (await db.select({ n: count() }).from(reviews)) as [{ n: number }];
    if (reviewCount === 0) {
      const start = Date.now() - demoReviews.length * 60_000;
      const productIds = new Map(
        (await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.name, demoReviews.map((r) => r.product)))).map(
          (p) => [p.name, p.id],
        ),
      );
      const rows = demoReviews.map(({ product, ...r }, i) => ({
        ...r,
        id: demoId('review', r.name, r.content),
        productId: productIds.get(product) ?? null,
        createdAt: new Date(start + i * 60_000),
      }));
      await db.insert(reviews).values(rows).onConflictDoNothing();
      log.info({ reviews: demoReviews.length }, 'demo reviews loaded');
    }
    for (const [kind, account] of Object.entries(demoAccounts)) {
      const exists = async () =>
        (await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))).length > 0;
      if (await exists()) continue;
      try {
        await signUp(account);
      } catch (err) {
        // Created a moment ago by a process that loaded without the lock: the outcome we want.
        if (!(await exists())) throw err;
      }
      // The demo addresses (.test) cannot receive mail: they count as confirmed, as a real one
      // would be after its link, so Google can join them like any confirmed account. Their
      // verification mail, queued by the sign-up, is dropped before anything sends it: it would
      // confirm nothing, and its log line would follow the "ready" line at start-up.
      await db
        .update(users)
        .set({ emailVerified: true, ...(kind === 'admin' && { role: 'admin' as const }) })
        .where(eq(users.email, account.email));
      await db.delete(mailOutbox).where(and(eq(mailOutbox.recipient, account.email), eq(mailOutbox.kind, 'verification')));
      // The password is published in the README; it still never goes into a log line.
      log.info({ email: account.email, role: kind }, 'demo account created (password: README, "Demo accounts")');
    }
  });
}

/**
 * The demo products' versions: options and values, the default version (made by the database with
 * the product) given its values, the others added. Straight into the tables, like the products:
 * the seed loads data as a store holds it, where the owner would use PUT /api/product/{id}/variants.
 */
async function loadDemoVersions({ db }: Database): Promise<void> {
  for (const { product, options, variants } of demoVersions) {
    const productId = demoId('product', product);
    // Its first version: the one the database made with the product (loaded again, the same one).
    const [base] = await db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(productVariants.position, productVariants.createdAt).limit(1);
    if (!base) continue; // a product that was there under another id: left as it is
    const valueIds = new Map<string, { optionId: string; valueId: string }>();
    for (const [i, option] of options.entries()) {
      const optionId = demoId('option', product, option.name);
      await db.insert(productOptions).values({ id: optionId, productId, position: i + 1, name: option.name }).onConflictDoNothing();
      for (const [position, value] of option.values.entries()) {
        const valueId = demoId('option-value', product, option.name, value);
        await db.insert(productOptionValues).values({ id: valueId, optionId, position, value }).onConflictDoNothing();
        valueIds.set(`${option.name}\u0000${value}`, { optionId, valueId });
      }
    }
    for (const [position, variant] of variants.entries()) {
      let variantId = base.id;
      if (position > 0) {
        variantId = demoId('variant', product, variant.suffix ?? String(position));
        await db.insert(productVariants).values({
          id: variantId,
          productId,
          sku: `${base.sku}-${variant.suffix ?? position}`,
          priceCents: base.priceCents + (variant.extraCents ?? 0),
          available: variant.available ?? base.available,
          minOrderQuantity: base.minOrderQuantity,
          position,
        }).onConflictDoNothing();
      }
      await db
        .insert(productVariantOptionValues)
        .values(Object.entries(variant.options).map(([name, value]) => ({ variantId, ...valueIds.get(`${name}\u0000${value}`)! })))
        .onConflictDoNothing();
    }
  }
}

/**
 * The demo products and categories in German, French, Spanish and Japanese, for those of them the
 * store has (by their fixed ids; a store whose catalogue is its own gets none). Returns the
 * product translations written.
 */
async function loadDemoTranslations({ db }: Database): Promise<number> {
  // Only the demo's own ids are looked up: a large catalogue is never read whole.
  const demoProductIds = demoProducts.map((p) => demoId('product', p.name));
  const demoCategoryIds = demoCategories.map((c) => demoId('category', c.slug));
  const productIds = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, demoProductIds))).map((p) => p.id));
  const categoryIds = new Set((await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, demoCategoryIds))).map((c) => c.id));
  let written = 0;
  for (const [language, t] of Object.entries(demoTranslations)) {
    const categoryRows = Object.entries(t.categories)
      .map(([slug, c]) => ({ categoryId: demoId('category', slug), language, name: c.name, slug: c.slug }))
      .filter((c) => categoryIds.has(c.categoryId));
    if (categoryRows.length > 0) await db.insert(categoryTranslations).values(categoryRows).onConflictDoNothing();
    const productRows = Object.entries(t.products)
      .map(([name, p]) => ({ productId: demoId('product', name), language, ...p, optionNames: t.optionNames, optionValues: t.optionValues }))
      .filter((p) => productIds.has(p.productId));
    if (productRows.length > 0) written += (await db.insert(productTranslations).values(productRows).onConflictDoNothing().returning({ id: productTranslations.productId })).length;
  }
  return written;
}
