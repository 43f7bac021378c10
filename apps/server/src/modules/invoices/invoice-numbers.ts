// Sequential numbers per kind and year, without gaps, across instances: an upsert on the year's
// counter row inside the issuing transaction. The row stays locked until that transaction ends, so
// the next issuer waits for it; a rollback gives the number back.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceCounters } from '../../db/schema/index';

export type DocumentKind = 'invoice' | 'credit-note';

const prefixes: Record<DocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** The next number of `kind` in the year of `issuedAt` (UTC): "INV-2026-000042". Call inside the issuing transaction. */
export async function takeDocumentNumber(tx: Db, kind: DocumentKind, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return `${prefixes[kind]}-${year}-${String(row!.last).padStart(6, '0')}`;
}
