// The legal pages' reads and the one write: an edit replaces the title and text, bumps the version
// and is recorded in the audit trail in the same transaction.
import { asc, eq } from 'drizzle-orm';
import type { LegalPage, LegalPageSlug, LegalPageSummary, LegalPageUpdate } from '@store/contract';
import type { Db } from '../../db/client';
import { legalPages } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit';

type Row = typeof legalPages.$inferSelect;
const toPage = (row: Row): LegalPage => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** One page, or null when the shop has not written it yet (its server-rendered page reads it so). */
export async function legalPageOf(db: Db, slug: LegalPageSlug): Promise<LegalPage | null> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  return row ? toPage(row) : null;
}

/** One page; 404 when the shop has not written it yet. */
export async function findLegalPage(db: Db, slug: LegalPageSlug): Promise<LegalPage> {
  const page = await legalPageOf(db, slug);
  if (!page) throw notFound('This page has not been written yet');
  return page;
}

/** Every written page, without its text. */
export async function listLegalPages(db: Db): Promise<LegalPageSummary[]> {
  const rows = await db
    .select({ slug: legalPages.slug, title: legalPages.title, version: legalPages.version, updatedAt: legalPages.updatedAt })
    .from(legalPages)
    .orderBy(asc(legalPages.slug));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/**
 * The version of the terms a shopper accepts now (checkout records it with the order); 0 while the
 * shop has no terms written.
 */
export async function currentTermsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: legalPages.version }).from(legalPages).where(eq(legalPages.slug, 'terms'));
  return row?.version ?? 0;
}

/**
 * Replaces a page's title and text and bumps its version (a page not written yet starts at 1). The
 * row is locked while it changes, so two edits at once give two versions, never the same one twice.
 */
export async function updateLegalPage(db: Db, actor: AuditActor, slug: LegalPageSlug, update: Required<LegalPageUpdate>): Promise<LegalPage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(legalPages).where(eq(legalPages.slug, slug)).for('update');
    const values = { title: update.title, body: update.body, updatedAt: new Date(), updatedBy: actor.id };
    const [after] = before
      ? await tx
          .update(legalPages)
          .set({ ...values, version: before.version + 1 })
          .where(eq(legalPages.slug, slug))
          .returning()
      : await tx
          .insert(legalPages)
          .values({ slug, ...values, version: 1 })
          .returning();
    const page = toPage(after!);
    await recordAudit(tx, actor, {
      action: 'legal.update',
      entityType: 'legal_page',
      entityId: slug,
      before: before ? toPage(before) : null,
      after: page,
    });
    return page;
  });
}
