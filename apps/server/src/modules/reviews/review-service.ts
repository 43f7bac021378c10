import { and, avg, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { storeMessages, type Rating, type Review, type ReviewableProduct, type ReviewSummary } from '@store/contract';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/index';
import { decodeKeyset, microsecondText, olderThan, pageOf } from '../../db/keyset';
import { newestFirst } from '../../db/sort';
import { badRequest, conflict, notFound } from '../../http/errors';
import { hasPaidOrder, hasPaidOrderOf, paidProductIdsOf } from '../orders';
import { findCartVariants, productLabels, type ProductLabel } from '../products';

type ReviewRow = typeof reviews.$inferSelect;

/** Shown for authors without a profile image (shipped with the web app). */
export const defaultAvatar = '/images/avatars/default.svg';

export function toReview(row: ReviewRow, verifiedBuyer: boolean, product: ProductLabel | null = null): Review {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    reviewContent: row.content,
    ratings: String(row.rating) as Review['ratings'],
    verifiedBuyer,
    productId: row.productId,
    product,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of reviews newest first (one product's, or the store's), and the cursor of the next. */
export async function listReviewPage(
  db: Db,
  query: { productId?: string; limit: number; cursor?: string },
): Promise<{ reviews: Review[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (query.productId !== undefined) where.push(eq(reviews.productId, query.productId));
  if (query.cursor !== undefined) {
    const key = decodeKeyset(query.cursor);
    if (!key) throw badRequest('The cursor is not valid for this list: start again from the first page', { cursor: 'Invalid cursor' });
    where.push(olderThan(reviews.createdAt, reviews.id, key));
  }
  // One query, one index range (review_created_at_id_idx, or the product's): the 'Verified buyer'
  // mark is a correlated EXISTS over the author's paid orders, which the orders module (owner of
  // the order table) writes for us; never a lookup per review.
  const rows = await db
    .select({ review: reviews, verifiedBuyer: hasPaidOrder(db, reviews.userId), cursorAt: microsecondText(reviews.createdAt), id: reviews.id })
    .from(reviews)
    .where(and(...where))
    .orderBy(...newestFirst(reviews))
    .limit(query.limit + 1);
  const { rows: page, nextCursor } = pageOf(rows, query.limit);
  // The products' names: one more query for the page, through the products module (owner of the table).
  const labels = await productLabels(db, page.flatMap(({ review }) => (review.productId ? [review.productId] : [])));
  return {
    reviews: page.map(({ review, verifiedBuyer }) =>
      toReview(review, Boolean(verifiedBuyer), review.productId ? (labels.get(review.productId) ?? null) : null),
    ),
    nextCursor,
  };
}

/** How many reviews a product has and their mean rating (one aggregate over the same index range). */
export async function reviewSummary(db: Db, productId: string): Promise<ReviewSummary> {
  const [row] = await db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const total = Number(row?.count ?? 0);
  const average = total > 0 && row?.average != null ? Math.round(Number(row.average) * 10) / 10 : null;
  return { productId, count: total, average };
}

export interface ReviewAuthor {
  id: string;
  name: string;
  image: string | null;
}

/** The author's name and image come from their account, never from the request body. */
export async function addReview(db: Db, author: ReviewAuthor, input: { ratings: Rating; reviewContent: string; productId?: string }) {
  // A review of a product comes from a verified buyer of it (a paid order); an unknown product has none.
  if (input.productId !== undefined && !(await hasPaidOrderOf(db, author.id, input.productId))) {
    throw badRequest(storeMessages.reviewNotBuyer, { productId: storeMessages.reviewNotBuyer });
  }
  // One review per buyer per product (review_user_product_key): a second one, even sent at the same
  // moment as the first, inserts nothing and is answered 409. Reviews of the store have no limit.
  const rows = await db
    .insert(reviews)
    .values({
      userId: author.id,
      name: author.name,
      img: author.image || defaultAvatar,
      content: input.reviewContent,
      rating: Number(input.ratings),
      productId: input.productId ?? null,
    })
    .onConflictDoNothing({ target: [reviews.userId, reviews.productId], where: sql`${reviews.userId} is not null and ${reviews.productId} is not null` })
    .returning({ id: reviews.id });
  if (!rows[0]) throw conflict(storeMessages.reviewAlreadyWritten, { productId: storeMessages.reviewAlreadyWritten });
  return rows[0].id;
}

/**
 * The author rewrites their own review: new rating and text, and their name and image as their
 * account has them now. It keeps its place (its date) and its product. Another's review is 404.
 */
export async function editReview(db: Db, author: ReviewAuthor, id: string, input: { ratings: Rating; reviewContent: string }): Promise<Review> {
  const [row] = await db
    .update(reviews)
    .set({ name: author.name, img: author.image || defaultAvatar, content: input.reviewContent, rating: Number(input.ratings) })
    .where(and(eq(reviews.id, id), eq(reviews.userId, author.id)))
    .returning();
  if (!row) throw notFound(storeMessages.reviewNotFound);
  const [[mark], labels] = await Promise.all([
    db.select({ verifiedBuyer: hasPaidOrder(db, reviews.userId) }).from(reviews).where(eq(reviews.id, id)),
    productLabels(db, row.productId ? [row.productId] : []),
  ]);
  return toReview(row, Boolean(mark?.verifiedBuyer), (row.productId && labels.get(row.productId)) || null);
}

/**
 * What the caller may review: the live products of their paid orders, most recently ordered first,
 * each with their review of it (to edit) or null (to write).
 */
export async function reviewableProducts(db: Db, userId: string): Promise<ReviewableProduct[]> {
  const ids = await paidProductIdsOf(db, userId);
  if (ids.length === 0) return [];
  const [found, written] = await Promise.all([
    findCartVariants(db, ids.map((productId) => ({ productId }))),
    db.select().from(reviews).where(and(eq(reviews.userId, userId), inArray(reviews.productId, ids))),
  ]);
  // Live products only (an archived one has no page to review it on); name and slug are the product's.
  const byId = new Map(found.flatMap((product) => (product && !product.archived ? [[product.id, product] as const] : [])));
  const reviewOf = new Map(written.map((row) => [row.productId, row]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return []; // archived: no page to review it on
    const review = reviewOf.get(id);
    return [{ _id: id, name: product.name, slug: product.slug, img: product.img, review: review ? toReview(review, true, { name: product.name, slug: product.slug }) : null }];
  });
}
