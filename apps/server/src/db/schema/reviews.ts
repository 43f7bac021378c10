import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';

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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('review_created_at_idx').on(t.createdAt),
    check('review_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
