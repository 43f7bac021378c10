// Which of some uploaded pictures' hashes a table still names in `text` (relative or absolute
// /media/ URLs alike): one pass over the table per call. Each owner of a table that keeps picture
// URLs answers for its own (products, orders); the media sweep asks them all before deleting.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { mediaHashInText } from '@store/contract';
import type { Db } from './client';

export async function mediaHashesNamed(db: Db, table: PgTable, text: SQL, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const named = db
    .select({ hash: sql<string>`(regexp_matches(${text}, ${mediaHashInText}, 'g'))[1]`.as('hash') })
    .from(table)
    .as('named');
  const rows = await db
    .selectDistinct({ hash: named.hash })
    .from(named)
    .where(inArray(named.hash, [...hashes]));
  return new Set(rows.map((r) => r.hash));
}
