// The application user record of docs/product/accounts.md over better-auth's user row. Roles change only
// here (promote) or through ADMIN_EMAILS (auth.ts); the profile form never touches role or e-mail.
import { and, eq, ne } from 'drizzle-orm';
import { isLanguage, type AccountExport, type Language, type ProfileUpdate, type User } from '@store/contract';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { oldestFirst } from '../../db/sort';
import { recordAudit, type AuditActor } from '../audit';
import { anonymiseOrdersOf, ordersOfUser, savedAddressOf } from '../orders';
import { anonymiseReviewsOf, reviewsOfUser } from '../reviews';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    // docs/product/accounts.md: `role` is absent for an ordinary user.
    ...(row.role === 'admin' ? { role: 'admin' as const } : {}),
    gender: row.gender,
    phone: row.phone,
    address: row.address,
    education: row.education,
    linkedInLink: row.linkedInLink,
    language: isLanguage(row.language) ? row.language : 'en',
  };
}

/** The language of the mails to `email`: its account's, English for an address without one. */
export async function mailLanguageOf(db: Db, email: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row && isLanguage(row.language) ? row.language : 'en';
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row && toUser(row);
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row && toUser(row);
}

export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(...oldestFirst(users));
  return rows.map(toUser);
}

/** The token of one session: what PUT /api/user/{email} hands back as the accessToken. */
export async function sessionToken(db: Db, sessionId: string): Promise<string | undefined> {
  const [row] = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.token;
}

/** Name and image as the identity provider knows them, kept on the user record at each sign-in. */
export async function syncIdentity(db: Db, id: string, input: { name?: string | undefined; image?: string | null | undefined }) {
  const set: Partial<Pick<UserRow, 'name' | 'image'>> = {};
  if (input.name) set.name = input.name;
  // An empty image is "none given" (e-mail accounts have no picture), not "remove my picture".
  if (input.image) set.image = input.image;
  if (Object.keys(set).length) await db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Promotes a user; 0 when they already were an admin (MongoDB's modifiedCount), undefined if unknown. */
export async function makeAdmin(db: Db, email: string, actor: AuditActor): Promise<number | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!existing) return undefined;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(and(eq(users.id, existing.id), ne(users.role, 'admin')))
      .returning({ id: users.id, email: users.email });
    if (changed.length) {
      await recordAudit(tx, actor, {
        action: 'user.promote',
        entityType: 'user',
        entityId: existing.id,
        before: { email: changed[0]!.email, role: 'user' },
        after: { email: changed[0]!.email, role: 'admin' },
      });
    }
    return changed.length;
  });
}

/**
 * Deletes a user (an admin's act or their own): their sessions and sign-in accounts go with them
 * (foreign keys cascade); their orders stay for the shop's records without personal fields, their
 * reviews under 'Former customer'. One transaction: never half of it. `actor`: the admin deleting them.
 */
export async function deleteUser(db: Db, id: string, actor?: AuditActor): Promise<number> {
  return db.transaction(async (tx) => {
    await anonymiseOrdersOf(tx, id);
    await anonymiseReviewsOf(tx, id);
    const deleted = await tx.delete(users).where(eq(users.id, id)).returning();
    // An admin's deletion is audited (the user's own, from My account, is not an admin action).
    if (actor && deleted[0]) {
      const { email, name, role } = deleted[0];
      await recordAudit(tx, actor, { action: 'user.delete', entityType: 'user', entityId: id, before: { email, name, role } });
    }
    return deleted.length;
  });
}

/** Everything the store keeps about a user, for them to download. */
export async function exportAccount(db: Db, id: string, orderTtlMs: number): Promise<AccountExport | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return undefined;
  const [orders, reviews, savedAddress] = await Promise.all([ordersOfUser(db, id, orderTtlMs), reviewsOfUser(db, id), savedAddressOf(db, id)]);
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...toUser(row), emailVerified: row.emailVerified, createdAt: row.createdAt.toISOString() },
    orders,
    reviews,
    savedAddress,
  };
}

export async function updateProfile(db: Db, id: string, input: ProfileUpdate): Promise<void> {
  await db
    .update(users)
    .set({
      name: input.name.trim(),
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.education !== undefined && { education: input.education }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.linkedInLink !== undefined && { linkedInLink: input.linkedInLink }),
      ...(input.language !== undefined && { language: input.language }),
      ...(input.image !== undefined && { image: input.image === '' ? null : input.image }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}
