// The better-auth endpoints the store uses, and only those, as Fastify routes: this list is the
// allow-list. Any other /api/auth path (update-user, change-email, list-sessions...) is not routed
// and answers 404 in the one error shape, so nobody can reach better-auth's account-editing calls
// around the store's own rules (PATCH /api/user/{id}).
//
// Each route checks its body or query with the contract's schema before better-auth sees it (the
// messages of docs/product/accounts.md for sign-in and sign-up; unknown fields are dropped), then hands better-auth
// a Web Request rebuilt from the checked values. The client address is Fastify's own view
// (request.ip, which honours TRUST_PROXY), so a caller cannot dodge the sign-in rate limit with its
// own X-Forwarded-For. better-auth's failures are answered in the one error shape, a 429 with a
// standard Retry-After, a 5xx while the database does not answer as 503 like everywhere else.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  authConfigSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  passwordResetLinkQuerySchema,
  passwordResetLinkSchema,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  statusResponseSchema,
  verifyEmailQuerySchema,
  authSessionSchema,
  errorBodySchema,
  loginFormSchema,
  oauthCallbackQuerySchema,
  signInEmailResponseSchema,
  signOutResponseSchema,
  signUpEmailResponseSchema,
  signUpRequestSchema,
  socialSignInResponseSchema,
  socialSignInSchema,
  storeMessages,
  type AuthConfig,
} from '@store/contract';
import type { Database, Db } from '../../db/client';
import { codeByStatus, errorBody } from '../../http/error-handler';
import { databaseUnavailable } from '../../http/errors';
import { isLiveResetToken } from './password-reset';

async function sendFailure(reply: FastifyReply, response: Response, database: Pick<Database, 'ping'>) {
  // better-auth turns some database failures into its own 500 (a session it could not read); when
  // the database does not answer now, that is a 503 like on every other route.
  if (response.status >= 500 && !(await database.ping().then(() => true, () => false))) throw databaseUnavailable();
  const text = await response.text();
  let message = response.statusText || 'Request failed';
  try {
    const data = JSON.parse(text) as { message?: unknown };
    if (typeof data.message === 'string' && data.message) message = data.message;
  } catch {
    // not JSON: keep the status text
  }
  // better-auth answers 422 for "user already exists": a conflict in our vocabulary.
  const status = response.status === 422 ? 409 : response.status;
  if (status === 429) reply.header('retry-after', response.headers.get('x-retry-after') ?? '60');
  return reply.status(status).send(errorBody(codeByStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request'), message));
}

/** Hands better-auth the checked request (only `body` and `query`, never what the caller sent). */
async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  database: Pick<Database, 'ping'>,
  checked: { body?: unknown; query?: Record<string, string | undefined> } = {},
) {
  const { auth } = request.server;
  const url = new URL(request.routeOptions.url!, auth.options.baseURL);
  for (const [name, value] of Object.entries(checked.query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-forwarded-for', request.ip);
  headers.delete('content-length');
  headers.delete('content-type');
  if (checked.body !== undefined) headers.set('content-type', 'application/json');
  const body = checked.body === undefined ? undefined : JSON.stringify(checked.body);
  const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
  if (response.status >= 400) return sendFailure(reply, response, database);
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    // Cache-Control is the route's own (no-store: these answers carry tokens and personal data).
    if (key !== 'set-cookie' && key !== 'cache-control') reply.header(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const text = await response.text();
  // better-auth's JSON text as it is: the response schemas document it (the tests parse it with them).
  return reply.send(text.length ? text : null);
}

const tags = ['auth'];
const rateLimited = { 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<{ googleConfigured: boolean; database: Pick<Database, 'ping'>; db: Db }> = async (app, opts) => {
  const { database, db } = opts;
  // Every answer here but the configuration carries a token, a session or a sign-in state.
  const config = { private: true } as const;
  // Shoppers read the reason on the sign-in pages: shop language. What to set goes to the log,
  // once, as the store starts (and to the README).
  const authConfig: AuthConfig = {
    google: opts.googleConfigured ? { available: true } : { available: false, reason: storeMessages.googleUnavailable },
  };
  if (!opts.googleConfigured) {
    app.log.info('Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to offer it (README, "Signing in with Google")');
  }
  app.get(
    '/api/auth-config',
    { config: { usesDatabase: false }, schema: { tags, summary: 'Sign-in methods this store offers', response: { 200: authConfigSchema } } },
    async () => authConfig,
  );

  app.post(
    '/api/auth/sign-in/email',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; answers the session token',
        body: loginFormSchema,
        response: { 200: signInEmailResponseSchema, 401: errorBodySchema, ...rateLimited },
      },
    },
    (request, reply) => forward(request, reply, database, { body: request.body }),
  );

  app.post(
    '/api/auth/sign-up/email',
    {
      config,
      schema: {
        tags,
        summary: 'Create an account with e-mail and password, signed in at once',
        body: signUpRequestSchema,
        response: { 200: signUpEmailResponseSchema, 409: errorBodySchema, ...rateLimited },
      },
    },
    (request, reply) => forward(request, reply, database, { body: request.body }),
  );

  app.get(
    '/api/auth/get-session',
    {
      config,
      schema: {
        tags,
        summary: 'Who the bearer token (or session cookie) belongs to; null for nobody',
        response: { 200: authSessionSchema, ...rateLimited },
      },
    },
    (request, reply) => forward(request, reply, database),
  );

  app.post(
    '/api/auth/sign-out',
    {
      config,
      schema: {
        tags,
        summary: 'End the session behind the bearer token (or session cookie); any body is ignored',
        response: { 200: signOutResponseSchema, ...rateLimited },
      },
    },
    (request, reply) => forward(request, reply, database),
  );

  app.post(
    '/api/auth/sign-in/social',
    {
      config,
      schema: {
        tags,
        summary: "Start signing in with Google: answers the provider's address to send the browser to",
        body: socialSignInSchema,
        response: { 200: socialSignInResponseSchema, 404: errorBodySchema, ...rateLimited },
      },
    },
    (request, reply) => {
      // The language rides in the OAuth state to the callback, where a new account takes it (auth.ts).
      const { language, ...body } = request.body;
      return forward(request, reply, database, { body: language ? { ...body, additionalData: { language } } : body });
    },
  );

  app.get(
    '/api/auth/callback/google',
    {
      config,
      schema: {
        tags,
        summary: 'Where Google sends the browser back; sets the session cookie and redirects into the store',
        querystring: oauthCallbackQuerySchema,
        response: {
          302: z.null().meta({
            description: 'To the callbackURL (signed in) or to the errorCallbackURL with ?error=',
            headers: { location: { type: 'string', description: 'Where the browser goes next' } },
          }),
          ...rateLimited,
        },
      },
    },
    (request, reply) => forward(request, reply, database, { query: request.query }),
  );

  // Password reset (ADR 0014): the answer is the same whether or not the address has an
  // account, and so is the work (one outbox row); the mail sender mails only an account's address.
  app.post(
    '/api/auth/request-password-reset',
    {
      config,
      schema: {
        tags,
        summary: 'Send a password reset link to this address if it has an account (same answer either way)',
        body: passwordResetRequestSchema,
        response: { 200: passwordResetRequestResponseSchema, ...rateLimited },
      },
    },
    (request, reply) => forward(request, reply, database, { body: request.body }),
  );

  app.get(
    '/api/auth/reset-password-link',
    {
      config,
      schema: {
        tags,
        summary: "Whether a reset link's token still works (not used, not expired, not replaced by a newer link)",
        querystring: passwordResetLinkQuerySchema,
        response: { 200: passwordResetLinkSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ valid: await isLiveResetToken(db, request.query.token) }),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config,
      schema: {
        tags,
        summary: "Set a new password with the reset link's token (once, within 30 minutes, the newest link only); every session and every other link of the account ends",
        body: passwordResetSchema,
        response: { 200: statusResponseSchema, 400: errorBodySchema, ...rateLimited },
      },
    },
    (request, reply) => forward(request, reply, database, { body: request.body }),
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change your password; every session ends and the answer carries a new session token',
        body: changePasswordSchema,
        response: { 200: changePasswordResponseSchema, 400: errorBodySchema, 401: errorBodySchema, ...rateLimited },
      },
    },
    (request, reply) => forward(request, reply, database, { body: request.body }),
  );

  app.get(
    '/api/auth/verify-email',
    {
      config,
      schema: {
        tags,
        summary: "Confirm the account's e-mail address with the verification mail's token",
        querystring: verifyEmailQuerySchema,
        response: { 200: statusResponseSchema.loose(), 400: errorBodySchema, 401: errorBodySchema, ...rateLimited },
      },
    },
    (request, reply) => forward(request, reply, database, { query: request.query }),
  );
};
