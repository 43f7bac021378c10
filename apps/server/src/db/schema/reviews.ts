import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { products } from './products';

export const reviews = pgTable(
  'review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The author; null for demo reviews and once the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    img: text('img').notNull(),
    content: text('content').notNull(),
    rating: smallint('rating').notNull(),
    /** The product reviewed (its page lists the review); null for a review of the store (the original app's kind). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Pages newest first, keyset-paged on (created_at, id): each page is one index range.
    index('review_created_at_id_idx').on(t.createdAt, t.id),
    // A product's reviews newest first, and their count and average, from one index range.
    index('review_product_created_at_id_idx').on(t.productId, t.createdAt, t.id).where(sql`${t.productId} is not null`),
    // One review per buyer per product (they edit it); reviews of the store stay unlimited.
    uniqueIndex('review_user_product_key').on(t.userId, t.productId).where(sql`${t.userId} is not null and ${t.productId} is not null`),
    check('review_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
