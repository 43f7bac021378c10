// Invoices and credit notes (docs/decisions/0031-markets.md, "Invoices"): each a frozen document
// with its sequential number, owned by modules/invoices. Legal records: kept when the order's
// account goes (the buyer's details stay on the document, as tax law requires).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orderRefunds, orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const invoices = pgTable(
  'invoice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invoice', 'credit-note'] }).notNull(),
    /** "INV-2026-000042", "CN-2026-000003": per kind and year, without gaps. */
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Who may download it besides admins (the order's owner then); null once the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The refund a credit note records. */
    refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'restrict' }),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    /** The document as issued (modules/invoices/invoice-document.ts), rendered as PDF on download. */
    document: jsonb('document').notNull(),
  },
  (t) => [
    index('invoice_order_idx').on(t.orderId, t.issuedAt),
    uniqueIndex('invoice_one_per_order').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoice_one_per_refund').on(t.refundId),
    check('invoice_credit_note_refund', sql`(${t.kind} = 'credit-note') = (${t.refundId} is not null)`),
  ],
);

/**
 * The last number given per kind and year. Taken by an upsert inside the transaction that issues
 * the document: the row stays locked until it commits, so two instances never share a number, and
 * a transaction that rolls back gives its number back (no gaps).
 */
export const invoiceCounters = pgTable(
  'invoice_counter',
  {
    kind: text('kind', { enum: ['invoice', 'credit-note'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), check('invoice_counter_positive', sql`${t.last} >= 1`)],
);
