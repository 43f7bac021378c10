// The owner's page texts: the public read of a page's texts in a language, the back office's list,
// and the two writes, each audited in its own transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pageTextKeys, type Language, type PageTextEntry, type PageTextKey, type PageTextPage, type PageTexts } from '@store/contract';
import type { Db } from '../../db/client';
import { pageTexts } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit';

type Row = typeof pageTexts.$inferSelect;
const toEntry = (row: Row): PageTextEntry => ({ key: row.key as PageTextKey, language: row.language as Language, text: row.text, updatedAt: row.updatedAt.toISOString() });

/**
 * What `page` shows in `language` instead of its own texts: the owner's text in that language,
 * else the owner's English one (the app's translation was of the English the owner replaced). One
 * read of at most two rows per key.
 */
export async function pageTextsFor(db: Db, page: PageTextPage, language: Language): Promise<PageTexts> {
  const rows = await db
    .select({ key: pageTexts.key, language: pageTexts.language, text: pageTexts.text })
    .from(pageTexts)
    .where(and(inArray(pageTexts.key, [...pageTextKeys[page]]), inArray(pageTexts.language, [...new Set([language, 'en'])])))
    // One order, so the same texts are the same JSON (the first view compares a re-read with the page's).
    .orderBy(asc(pageTexts.key), asc(pageTexts.language));
  const texts: Record<string, string> = {};
  for (const row of rows) if (row.language === language || texts[row.key] === undefined) texts[row.key] = row.text;
  return { page, language, texts };
}

/** Every text the owner has written, in every language (at most keys × languages rows). */
export async function listPageTexts(db: Db): Promise<PageTextEntry[]> {
  return (await db.select().from(pageTexts).orderBy(asc(pageTexts.key), asc(pageTexts.language))).map(toEntry);
}

const entityId = (key: PageTextKey, language: Language) => `${key}/${language}`;
const where = (key: PageTextKey, language: Language) => and(eq(pageTexts.key, key), eq(pageTexts.language, language));

/**
 * Writes the owner's text of `key` in `language` (a new one, or over the last). The time is the
 * database's, one clock for every server: the back office compares a language's time with the
 * English one's to mark it behind (outdatedPageTexts).
 */
export async function savePageText(db: Db, actor: AuditActor, language: Language, key: PageTextKey, text: string): Promise<PageTextEntry> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pageTexts).where(where(key, language)).for('update');
    const values = { text, updatedAt: sql`now()`, updatedBy: actor.id };
    const [row] = await tx
      .insert(pageTexts)
      .values({ key, language, ...values })
      .onConflictDoUpdate({ target: [pageTexts.key, pageTexts.language], set: values })
      .returning();
    const entry = toEntry(row!);
    await recordAudit(tx, actor, { action: 'page_text.update', entityType: 'page_text', entityId: entityId(key, language), before: before ? toEntry(before) : null, after: entry });
    return entry;
  });
}

/** Removes the owner's text: the page shows the app's own again. 404 when there was none. */
export async function deletePageText(db: Db, actor: AuditActor, language: Language, key: PageTextKey): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(pageTexts).where(where(key, language)).returning();
    if (!before) throw notFound('There is no such page text');
    await recordAudit(tx, actor, { action: 'page_text.delete', entityType: 'page_text', entityId: entityId(key, language), before: toEntry(before), after: null });
  });
}
