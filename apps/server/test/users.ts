// Creates signed-in users through better-auth's own sign-up (the real code path, minus the HTTP
// rate limit that protects the public endpoint) and hands back their bearer token.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from './test-app';
import { accounts, users } from '../src/db/schema/index';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  token: string;
  /** Headers that authenticate as this user. */
  auth: { authorization: string };
}

export async function createUser(
  t: TestApp,
  options: { email?: string; name?: string; password?: string; admin?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const name = options.name ?? 'Test User';
  const password = options.password ?? 'correct-horse-battery';
  const result = await t.app.auth.api.signUpEmail({ body: { email, name, password } });
  if (!result.token) throw new Error('sign-up returned no session token');
  if (options.admin) await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, result.user.id));
  return { id: result.user.id, email, name, password, token: result.token, auth: { authorization: `Bearer ${result.token}` } };
}

/**
 * Many signed-in users at once, for tests about many shoppers. The first signs up through
 * better-auth; the others get the records sign-up would write (user, password account, session)
 * through better-auth's own adapter, reusing the first one's password hash: a hash is a deliberate
 * ~70 ms of CPU (far more on a busy machine), so fifty sign-ups would dominate such a test.
 */
export async function createUsers(t: TestApp, count: number, nameOf: (i: number) => string): Promise<TestUser[]> {
  const first = await createUser(t, { name: nameOf(0) });
  const [credential] = await t.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, first.id), eq(accounts.providerId, 'credential')));
  const { internalAdapter } = await t.app.auth.$context;
  const others = await Promise.all(
    Array.from({ length: count - 1 }, async (_, i) => {
      const name = nameOf(i + 1);
      const email = `user-${crypto.randomBytes(4).toString('hex')}@example.com`;
      const user = await internalAdapter.createUser({ email, name, emailVerified: false }, { method: 'email-password' });
      await internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: credential!.password! });
      const session = await internalAdapter.createSession(user.id);
      return { id: user.id, email, name, password: first.password, token: session.token, auth: { authorization: `Bearer ${session.token}` } };
    }),
  );
  return [first, ...others];
}
