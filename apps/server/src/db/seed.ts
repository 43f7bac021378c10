import crypto from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { slugify } from '@store/contract';
import type { Database } from './client';
import { demoAccounts, demoCategories, demoProducts, demoReviews } from './demo-data';
import { categories, mailOutbox, products, reviews, users } from './schema/index';

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
      log.info({ products: demoProducts.length, categories: demoCategories.length }, 'demo products loaded');
    }
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
