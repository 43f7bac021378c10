// The audit trail's writes and reads. Only an insert is exported: nothing here (nor anywhere) can
// change or delete an entry, and the database refuses UPDATE, DELETE and TRUNCATE on the table
// (the migration's trigger) should anyone try.
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { newestFirst } from '../../db/sort';
import type { AuditAction, AuditEntry, AuditQuery } from '@store/contract';
import type { Db } from '../../db/client';
import { auditEntries } from '../../db/schema/index';
import { decodeKeyset, microsecondText, olderThan, pageOf } from '../../db/keyset';
import { badRequest } from '../../http/errors';

/** Who acted: the signed-in admin. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  entityType: 'order' | 'user' | 'product' | 'category' | 'market' | 'currency_rate' | 'variant_price' | 'tax_rate' | 'shipping_zone' | 'legal_page' | 'page_text';
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Records an admin action. Call it with the action's own transaction, so both commit or neither. */
export async function recordAudit(tx: Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditEntries).values({
    actorId: actor.id,
    actorEmail: actor.email.toLowerCase(),
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

type Row = typeof auditEntries.$inferSelect;
const toEntry = (row: Row): AuditEntry => ({
  _id: row.id,
  at: row.createdAt.toISOString(),
  actorEmail: row.actorEmail,
  action: row.action as AuditAction,
  entityType: row.entityType,
  entityId: row.entityId,
  before: (row.before as Record<string, unknown> | null) ?? null,
  after: (row.after as Record<string, unknown> | null) ?? null,
});

/** One page, newest first, keyset-paged: each filter has its own index (schema/audit.ts). */
export async function listAudit(
  db: Db,
  query: Omit<AuditQuery, 'limit'> & { limit: number },
): Promise<{ data: AuditEntry[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditEntries.action, query.action));
  if (query.actor) where.push(eq(auditEntries.actorEmail, query.actor));
  if (query.entityId) where.push(eq(auditEntries.entityId, query.entityId));
  if (query.cursor) {
    const key = decodeKeyset(query.cursor);
    if (!key) throw badRequest('The cursor is not valid for this list: start again from the first page', { cursor: 'Invalid cursor' });
    where.push(olderThan(auditEntries.createdAt, auditEntries.id, key));
  }
  const rows = await db
    .select({ ...getTableColumns(auditEntries), cursorAt: microsecondText(auditEntries.createdAt) })
    .from(auditEntries)
    .where(and(...where))
    .orderBy(...newestFirst(auditEntries))
    .limit(query.limit + 1);
  const { rows: page, nextCursor } = pageOf(rows, query.limit);
  return { data: page.map(toEntry), nextCursor };
}
