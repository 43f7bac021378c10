import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { demoAccounts, demoProducts, demoReviews } from './demo-data';
import { products, reviews, users } from './schema/index';

interface SignUp {
  (input: { name: string; email: string; password: string }): Promise<unknown>;
}

/**
 * Loads the demo catalogue, reviews and accounts. Each part is loaded only where its table is empty
 * (or the account is missing), so running it again changes nothing.
 */
export async function seedDemoData(db: Db, signUp: SignUp, log: Pick<FastifyBaseLogger, 'info'>) {
  const [{ n: productCount }] = (await db.select({ n: count() }).from(products)) as [{ n: number }];
  if (productCount === 0) {
    const start = Date.now() - demoProducts.length * 60_000;
    // Distinct creation times give a stable "newest first" order.
    await db.insert(products).values(demoProducts.map((p, i) => ({ ...p, createdAt: new Date(start + i * 60_000) })));
    log.info({ products: demoProducts.length }, 'demo products loaded');
  }
  const [{ n: reviewCount }] = (await db.select({ n: count() }).from(reviews)) as [{ n: number }];
  if (reviewCount === 0) {
    const start = Date.now() - demoReviews.length * 60_000;
    await db
      .insert(reviews)
      .values(demoReviews.map((r, i) => ({ ...r, createdAt: new Date(start + i * 60_000) })));
    log.info({ reviews: demoReviews.length }, 'demo reviews loaded');
  }
  for (const [kind, account] of Object.entries(demoAccounts)) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!existing) {
      await signUp(account);
      if (kind === 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.email, account.email));
      // The password is published in the README; it still never goes into a log line.
      log.info({ email: account.email, role: kind }, 'demo account created (password: README, "Demo accounts")');
    }
  }
}
