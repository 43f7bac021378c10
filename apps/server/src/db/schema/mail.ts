import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Mails waiting to be sent (modules/mail). A row is written in the same transaction as what the
 * mail tells about, so it survives a crash; it is deleted once the mail server took it. A sender
 * claims a row by moving `next_attempt_at` forward (a lease), so several instances never send the
 * same mail at once and a sender that dies mid-send leaves the row to be retried.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    /** What kind of mail (verification, password-reset, order-placed, payment-received): logs name it. */
    kind: text('kind').notNull(),
    /** What the mail tells (a link, an order's details); rendered into text and HTML when sent. */
    data: jsonb('data').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_next_attempt_at_idx').on(t.nextAttemptAt)],
);
