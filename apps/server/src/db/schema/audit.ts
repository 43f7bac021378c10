import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (modules/audit): one row per admin action, only ever added. A trigger in the
 * migration refuses UPDATE and DELETE, so no code path (nor a slip in SQL) can rewrite history.
 * No foreign keys: an entry outlives the admin and the record it names.
 */
export const auditEntries = pgTable(
  'audit_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entry_created_at_idx').on(t.createdAt, t.id),
    index('audit_entry_action_idx').on(t.action, t.createdAt, t.id),
    index('audit_entry_actor_idx').on(t.actorEmail, t.createdAt, t.id),
    index('audit_entry_entity_idx').on(t.entityId, t.createdAt, t.id),
  ],
);
