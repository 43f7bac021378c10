// Password reset links (ADR 0014, "Reset links, round three"). better-auth checks and consumes a link's
// token (`reset-password:<token>` in the verification table, its value the user's id); the store
// decides when links are made and when they die:
// - a request only queues a row in the mail outbox (the same work whether or not the address has an
//   account, so its timing tells nothing); the mail sender makes the link when it sends;
// - making a link ends every older link of the account: only the newest mail works;
// - a password change (by a reset or by change-password) ends every link of the account.
import crypto from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { passwordResetMinutes } from '@store/contract';
import type { Db } from '../../db/client';
import { users, verifications } from '../../db/schema/index';
import type { PasswordResetRequest, ResolvePasswordReset } from '../mail';

const PREFIX = 'reset-password:';

/** better-auth's reset answer, the same for every address. */
export const resetRequestedAnswer = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

const linksOf = (userId: string) => and(eq(verifications.value, userId), like(verifications.identifier, `${PREFIX}%`));

/** Ends every reset link of the account (after a password change). */
export async function endPasswordResetLinks(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(linksOf(userId));
}

/** The mail sender's resolver: the reset mail with a new link (older ones end), or null without an account. */
export function passwordResetResolver(db: Db, publicUrl: string): ResolvePasswordReset {
  return async (request: PasswordResetRequest) =>
    db.transaction(async (tx) => {
      // Locked: two senders resolving requests for one account leave exactly one live link.
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.email, request.to.toLowerCase()))
        .for('update');
      if (!user) return null;
      const token = crypto.randomBytes(24).toString('base64url');
      await tx.delete(verifications).where(linksOf(user.id));
      await tx.insert(verifications).values({
        identifier: `${PREFIX}${token}`,
        value: user.id,
        expiresAt: sql`now() + make_interval(mins => ${passwordResetMinutes})`,
      });
      const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      return { kind: 'password-reset' as const, to: user.email, url, validMinutes: passwordResetMinutes };
    });
}

/** Whether a reset link's token would still set a password now (the reset page asks as it opens). */
export async function isLiveResetToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, `${PREFIX}${token}`), sql`${verifications.expiresAt} > now()`));
  return Boolean(row);
}
