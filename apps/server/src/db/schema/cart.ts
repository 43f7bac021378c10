import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { products, productVariants } from './products';

/**
 * A signed-in shopper's cart (modules/cart): one line per version of a product, so it follows them to any device.
 * A visitor's cart lives in their browser until sign-in merges it here.
 */
export const cartLines = pgTable(
  'cart_line',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    index('cart_line_product_id_idx').on(t.productId),
    index('cart_line_variant_id_idx').on(t.variantId),
    check('cart_line_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
