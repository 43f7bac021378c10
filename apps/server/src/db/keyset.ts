// Keyset paging for lists newest first (the back office's orders and audit trail): a page ends
// with its last row's creation time (to the microsecond, as the database keeps it) and id, and
// the next page starts strictly after that pair, served by a (created_at, id) index.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface Keyset {
  at: string;
  id: string;
}

/** The creation time as text with microseconds (UTC): select it beside the row to build the cursor. */
export const microsecondText = (createdAt: PgColumn): SQL<string> =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after `key` in newest-first order. */
export const olderThan = (createdAt: PgColumn, id: PgColumn, key: Keyset): SQL =>
  sql`(${createdAt}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;

export const encodeKeyset = (key: Keyset): string => Buffer.from(`${key.at}|${key.id}`).toString('base64url');

const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key a cursor carries, or undefined when it is not one this code made (the caller answers 400). */
export function decodeKeyset(cursor: string): Keyset | undefined {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !at || !id || !timestamp.test(at) || !uuid.test(id)) return undefined;
  return { at, id };
}

/** A page of `limit` from `rows` fetched with limit + 1, and the cursor of the next one. */
export function pageOf<T extends { cursorAt: string; id: string }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeKeyset({ at: last.cursorAt, id: last.id }) : null };
}
