import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    img: text('img').notNull(),
    /** Money is integer cents; the API shows dollars. */
    priceCents: integer('price_cents').notNull(),
    /** Units that can still be ordered: placing an order reserves (decrements) them. */
    available: integer('available').notNull(),
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('product_created_at_idx').on(t.createdAt),
    check('product_price_positive', sql`${t.priceCents} > 0`),
    check('product_available_non_negative', sql`${t.available} >= 0`),
    check('product_min_order_positive', sql`${t.minOrderQuantity} >= 1`),
  ],
);
