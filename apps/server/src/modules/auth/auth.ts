// better-auth, configured for this store: e-mail + password, Google through OpenID Connect, bearer
// tokens (the original app's accessToken), tables in our own database, UUID ids, database-backed rate limits
// shared by every instance.
import { z } from 'zod';
import { isLanguage, languages } from '@store/contract/languages';
import { betterAuth } from 'better-auth';
import { createAuthMiddleware, getOAuthState } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
// Subpath imports: 'better-auth/plugins' loads every plugin (~0.15 s of start-up).
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { brandName, limits, passwordResetMinutes } from '@store/contract';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import { rootCause, scrubText, serializeError } from '../../http/log-safety';
import { enqueueMail } from '../mail';
import { createPasswordHasher, defaultHashConcurrency, type PasswordHashCost } from './password-hashing';
import { endPasswordResetLinks, resetRequestedAnswer } from './password-reset';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema/index';

export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  /** Any OpenID Connect issuer: Google's by default, a local one in tests. */
  issuerUrl: string;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  adminEmails: string[];
  google?: GoogleOptions | undefined;
  /** Attempts per minute and client address (the original app had none; these protect the passwords). */
  signInPerMinute?: number;
  signUpPerMinute?: number;
  passwordResetPerMinute?: number;
  /** `test` only in the test suites (config.ts refuses it elsewhere). */
  passwordHashCost?: PasswordHashCost;
  log?: FastifyBaseLogger | undefined;
}

export const GOOGLE_PROVIDER_ID = 'google';

/** The same machine under its other loopback name, so a local run works at localhost and 127.0.0.1. */
function loopbackAliases(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const other = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : undefined;
  if (!other) return [];
  url.hostname = other;
  return [url.origin];
}

/** better-auth's log arguments as log fields: errors serialized, everything else scrubbed. */
const logDetail = (args: unknown[]) =>
  args.length ? args.map((a) => (typeof a === 'object' && a !== null ? serializeError(a) : scrubText(String(a)))) : undefined;

export function createAuth(options: AuthOptions) {
  const { db } = options;
  const adminEmails = new Set(options.adminEmails.map((e) => e.toLowerCase()));
  const isListedAdmin = (email: string) => adminEmails.has(email.toLowerCase());
  const log = options.log;

  return betterAuth({
    appName: brandName,
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.publicUrl, ...loopbackAliases(options.publicUrl), ...options.trustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    advanced: { database: { generateId: 'uuid' } },
    logger: log
      ? {
          level: 'warn',
          log: (level, message, ...args) => {
            // An unreachable database is expected while it lasts: one short line, not a stack.
            const unreachable = args.find(isDatabaseUnavailable);
            if (unreachable) return log.warn({ cause: rootCause(unreachable) }, 'auth: database unavailable');
            const line = { detail: logDetail(args) };
            if (level === 'error') log.error(line, `auth: ${scrubText(message)}`);
            else if (level === 'warn') log.warn(line, `auth: ${scrubText(message)}`);
            else log.info(line, `auth: ${scrubText(message)}`);
          },
        }
      : { disabled: true },
    onAPIError: {
      // A Google sign-in that fails before its own error address is known (lost state) lands on the
      // login page, which explains ?error= codes; better-auth's own error page is not routed.
      errorURL: '/login',
      // Every failure leaves better-auth: refusals (APIError) as its responses, which auth-routes.ts
      // re-sends in the one error shape; anything else (a database error) as the error itself, to
      // the app's error handler (503 when the database is unreachable, logged without parameters).
      // Otherwise better-auth would answer 500 and print the error, parameters and all, to stderr.
      throw: true,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMinLength,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Same hash format as better-auth's default, but a sign-in burst cannot take every core (password-hashing.ts).
      password: createPasswordHasher(defaultHashConcurrency, options.passwordHashCost),
      // Links are made by the mail sender (password-reset.ts); better-auth checks and consumes them.
      resetPasswordTokenExpiresIn: passwordResetMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      // A new password ends every other link mailed for the account, not only the one used.
      onPasswordReset: async ({ user }) => endPasswordResetLinks(db, user.id),
    },
    hooks: {
      // A reset request only queues a row in the outbox, for any address: the same work whether or
      // not it has an account (better-auth's own handler made the link and mail only for an account:
      // 109 ms against 30, telling which addresses have one). Its rate limit still runs, before hooks.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/request-password-reset') return;
        const { email } = (ctx.body ?? {}) as { email?: unknown };
        if (typeof email !== 'string') return; // better-auth refuses it (our route checked it already)
        await enqueueMail(db, { kind: 'password-reset-request', to: email.toLowerCase() });
        return ctx.json(resetRequestedAnswer);
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A changed password ends the account's reset links too (a mailed link must not undo it).
        if (ctx.path !== '/change-password') return;
        const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
        if (returned && !(returned instanceof Error) && typeof returned.user?.id === 'string') await endPasswordResetLinks(db, returned.user.id);
      }),
    },
    emailVerification: {
      // The account works at once; a confirmed address is what lets a Google identity join it.
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${options.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
        await enqueueMail(db, { kind: 'verification', to: user.email, url });
      },
    },
    user: {
      additionalFields: {
        // Never settable through sign-up: the server decides roles.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        // The sign-up page's language: its mails come in it (My Profile changes it).
        language: { type: 'string', required: false, defaultValue: 'en', input: true, validator: { input: z.enum(languages) } },
      },
    },
    account: {
      accountLinking: {
        enabled: true,
        // Google is NOT a trusted provider: a Google identity joins an existing account with the
        // same e-mail only when the ID token says `email_verified: true`, so nobody takes over an
        // account with an address they never proved to own (ADR 0005).
        // And only when the local account confirmed its address too (better-auth's default): whoever
        // signed up with someone else's address cannot keep a password to the account they link.
        trustedProviders: [],
        allowDifferentEmails: false,
      },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS bootstraps the first admin(s) at sign-up; admins promote others from there.
          // A Google sign-up takes the language of the page it started on (carried in the OAuth state;
          // client-supplied, so only one of the store's languages is taken).
          before: async (user) => {
            const state = (await getOAuthState().catch(() => null)) as { language?: unknown } | null;
            const language = typeof state?.language === 'string' && isLanguage(state.language) ? state.language : undefined;
            return { data: { ...user, role: isListedAdmin(user.email) ? 'admin' : 'user', ...(language && { language }) } };
          },
        },
      },
      session: {
        create: {
          // ...and at every sign-in, so an address added to ADMIN_EMAILS later is promoted too.
          before: async (session) => {
            if (adminEmails.size === 0) return;
            const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
            if (user && isListedAdmin(user.email)) {
              await db
                .update(users)
                .set({ role: 'admin', updatedAt: new Date() })
                .where(and(eq(users.id, session.userId), ne(users.role, 'admin')));
            }
          },
        },
      },
    },
    rateLimit: {
      // Explicitly on in every mode (better-auth would switch it off outside production).
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInPerMinute ?? 10 },
        '/sign-up/email': { window: 60, max: options.signUpPerMinute ?? 5 },
        '/sign-in/social': { window: 60, max: options.signInPerMinute ?? 10 },
        // Each request may send a mail: few per address, so nobody floods an inbox through us.
        '/request-password-reset': { window: 60, max: options.passwordResetPerMinute ?? 3 },
        // A password guess like a sign-in.
        '/change-password': { window: 60, max: options.signInPerMinute ?? 10 },
      },
    },
    plugins: [
      bearer(),
      ...(options.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: 'Google',
                  clientId: options.google.clientId,
                  clientSecret: options.google.clientSecret,
                  discoveryUrl: `${options.google.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  // Without a verifiable ID token the e-mail claim proves nothing.
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
