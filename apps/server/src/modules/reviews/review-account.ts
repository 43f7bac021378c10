// What an account's data export and deletion need of the reviews module: the account's reviews, and
// their author shown as 'Former customer' once the account goes (the review itself stays).
import { eq } from 'drizzle-orm';
import { formerCustomerName } from '@store/contract';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/index';
import { newestFirst } from '../../db/sort';
import { defaultAvatar } from './review-service';

export async function reviewsOfUser(db: Db, userId: string) {
  const rows = await db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(...newestFirst(reviews));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    img: row.img,
    reviewContent: row.content,
    ratings: String(row.rating) as '1' | '2' | '3' | '4' | '5',
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Run in the deletion's transaction. */
export async function anonymiseReviewsOf(db: Db, userId: string): Promise<void> {
  await db.update(reviews).set({ userId: null, name: formerCustomerName, img: defaultAvatar }).where(eq(reviews.userId, userId));
}
