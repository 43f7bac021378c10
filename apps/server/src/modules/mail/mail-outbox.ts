// The outbox table's reads and writes. `enqueueMail` runs in the caller's transaction, so a mail
// exists exactly when what it tells about was committed. Senders claim due rows with
// FOR UPDATE SKIP LOCKED and push their next attempt past a lease before sending: several instances
// on one database never take the same row, and a sender that dies mid-send leaves the row to come
// due again after the lease.
import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { MailRequest } from './mail-templates';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * A password reset asked for an address, before anyone looked whether it has an account: the sender
 * decides that (and makes the link) when it sends, so the request costs the same either way.
 */
export interface PasswordResetRequest {
  kind: 'password-reset-request';
  to: string;
}

/** What waits in the outbox: a mail ready to render, or a reset request the sender resolves first. */
export type QueuedMail = MailRequest | PasswordResetRequest;

export async function enqueueMail(db: Db, request: QueuedMail): Promise<void> {
  const { kind, to, ...data } = request;
  await db.insert(mailOutbox).values({ recipient: to, kind, data });
}

export const requestOf = (row: OutboxRow): QueuedMail => ({ ...(row.data as object), kind: row.kind, to: row.recipient }) as QueuedMail;

/** Takes up to `limit` due rows for this sender for `leaseMs`; returns them with attempts counted. */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, sql`now()`))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(inArray(mailOutbox.id, due.map((d) => d.id)))
      .returning();
  });
}

/** Sent: the row goes (it may hold a link with a token; nothing needs it any more). */
export async function markSent(db: Db, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

export async function scheduleRetry(db: Db, id: string, delayMs: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
