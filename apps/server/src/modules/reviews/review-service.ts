import type { Rating, Review } from '@store/contract';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/index';
import { newestFirst } from '../../db/sort';
import { hasPaidOrder } from '../orders';

type ReviewRow = typeof reviews.$inferSelect;

/** Shown for authors without a profile image (shipped with the web app). */
export const defaultAvatar = '/images/avatars/default.svg';

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
  // One query: the 'Verified buyer' mark is a correlated EXISTS over the author's paid orders,
  // which the orders module (owner of the order table) writes for us; never a lookup per review.
  const rows = await db
    .select({ review: reviews, verifiedBuyer: hasPaidOrder(db, reviews.userId) })
    .from(reviews)
    .orderBy(...newestFirst(reviews));
  return rows.map(({ review, verifiedBuyer }) => toReview(review, Boolean(verifiedBuyer)));
}

export interface ReviewAuthor {
  id: string;
  name: string;
  image: string | null;
}

/** The author's name and image come from their account, never from the request body. */
export async function addReview(db: Db, author: ReviewAuthor, input: { ratings: Rating; reviewContent: string }) {
  const [row] = await db
    .insert(reviews)
    .values({
      userId: author.id,
      name: author.name,
      img: author.image || defaultAvatar,
      content: input.reviewContent,
      rating: Number(input.ratings),
    })
    .returning({ id: reviews.id });
  return row!.id;
}
