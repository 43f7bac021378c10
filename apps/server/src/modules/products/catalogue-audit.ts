// Admin changes to the catalogue, each with its audit entry in the same transaction (modules/audit).
// The product list cache is told only after the commit, so a reader can never refill it with the
// rows from before the change.
import { eq } from 'drizzle-orm';
import type { Category } from '@store/contract';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/index';
import { recordAudit, type AuditActor, type AuditRecord } from '../audit';
import type { CatalogChanges } from './product-catalog';

export async function audited<T>(
  db: Db,
  catalog: CatalogChanges,
  actor: AuditActor,
  change: (tx: Db, catalog: CatalogChanges) => Promise<{ result: T; audit: AuditRecord }>,
): Promise<T> {
  let changed = false;
  const later: CatalogChanges = {
    changed: () => {
      changed = true;
    },
  };
  const result = await db.transaction(async (tx) => {
    const { result, audit } = await change(tx, later);
    await recordAudit(tx, actor, audit);
    return result;
  });
  if (changed) catalog.changed();
  return result;
}

/** A category as the audit trail shows it before a change. */
export async function findCategory(db: Db, id: string): Promise<Category | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row && { _id: row.id, slug: row.slug, name: row.name };
}
