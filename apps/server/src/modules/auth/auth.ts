// better-auth, configured for this store: e-mail + password, bearer tokens (SPEC's accessToken),
// tables in our own database, UUID ids, database-backed rate limits shared by every instance.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { limits } from '@store/contract';
import type { Db } from '../../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema/index';

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  adminEmails: string[];
}

export function createAuth(options: AuthOptions) {
  const adminEmails = new Set(options.adminEmails);
  return betterAuth({
    appName: 'Kerfline',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.publicUrl, ...options.trustedOrigins],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    advanced: { database: { generateId: 'uuid' } },
    emailAndPassword: { enabled: true, minPasswordLength: limits.passwordMinLength, maxPasswordLength: 128, autoSignIn: true },
    user: {
      additionalFields: {
        // Never settable through sign-up: the server decides roles.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS bootstraps the first admin(s) (issue 3, point 7).
          before: async (user) => ({
            data: { ...user, role: adminEmails.has(user.email.toLowerCase()) ? 'admin' : 'user' },
          }),
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
      },
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
