import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Payment intents of the built-in sandbox provider (Stripe keeps its own). */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intent', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  /** The order it pays. */
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status', {
    enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'],
  })
    .notNull()
    .default('requires_payment_method'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Refunds of the sandbox provider, never more than the intent's amount in all (Stripe keeps its own). */
export const sandboxRefunds = pgTable(
  'sandbox_refund',
  {
    /** Derived from the idempotency key, so a retried refund meets the first one. */
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => sandboxPaymentIntents.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_refund_payment_intent_id_idx').on(t.paymentIntentId)],
);

/** Webhook event ids already handled, so a replayed or duplicated delivery changes nothing. */
export const webhookEvents = pgTable('webhook_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
