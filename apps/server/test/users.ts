// Creates signed-in users through better-auth's own sign-up (the real code path, minus the HTTP
// rate limit that protects the public endpoint) and hands back their bearer token.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app';
import { users } from '../src/db/schema/index';

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
