import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { products } from './products';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const orders = pgTable(
  'order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted; the e-mail and name stay as they were when ordering. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    status: text('status', { enum: ['Pending', 'Paid'] })
      .notNull()
      .default('Pending'),
    /** The provider's payment intent for this order, once one was created. */
    paymentIntentId: text('payment_intent_id').unique(),
    transactionId: text('transaction_id').unique(),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_user_id_idx').on(t.userId, t.createdAt),
    index('order_product_id_idx').on(t.productId),
    check('order_quantity_positive', sql`${t.quantity} > 0`),
    check('order_total_consistent', sql`${t.totalPriceCents} = ${t.quantity} * ${t.unitPriceCents}`),
  ],
);
