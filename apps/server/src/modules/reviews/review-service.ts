import { desc } from 'drizzle-orm';
import type { Review } from '@store/contract';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/index';

type ReviewRow = typeof reviews.$inferSelect;

export function toReview(row: ReviewRow, verifiedBuyer: boolean): Review {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    reviewContent: row.content,
    ratings: String(row.rating) as Review['ratings'],
    verifiedBuyer,
  };
}

export async function listReviews(db: Db): Promise<Review[]> {
  const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => toReview(row, false));
}
