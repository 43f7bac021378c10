// The identity provider's calls the web client makes (better-auth under /api/auth). The server
// routes only these, checks every body and query with these schemas before better-auth sees it,
// and documents them in the OpenAPI document. Sign-in and sign-up bodies are the login and sign-up
// form schemas (user.ts), so the form and the server say the words of docs/product/accounts.md.
import { z } from 'zod';
import { singleLineText } from './text';
import { languages } from './languages';

/** better-auth's user as its endpoints answer it (the store's own record is `User`). */
export const authUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    role: z.string().optional().describe("'admin' or 'user'; the store's own answer is GET /api/admin/{email}"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUserSchema>;

/** POST /api/auth/sign-in/email: `token` is the session token the store keeps as accessToken. */
export const signInEmailResponseSchema = z.object({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().optional(),
  user: authUserSchema,
});
export type SignInEmailResponse = z.infer<typeof signInEmailResponseSchema>;

/** POST /api/auth/sign-up/email: the new user is signed in at once. */
export const signUpEmailResponseSchema = z.object({ token: z.string().nullable(), user: authUserSchema });
export type SignUpEmailResponse = z.infer<typeof signUpEmailResponseSchema>;

/** GET /api/auth/get-session: who the bearer token (or session cookie) belongs to; null for nobody. */
export const authSessionSchema = z
  .object({
    session: z.object({
      id: z.string(),
      userId: z.string(),
      token: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      ipAddress: z.string().nullable().optional(),
      userAgent: z.string().nullable().optional(),
    }),
    user: authUserSchema,
  })
  .nullable();
export type AuthSession = z.infer<typeof authSessionSchema>;

/** POST /api/auth/sign-out: ends the session behind the bearer token (or cookie). */
export const signOutResponseSchema = z.object({ success: z.boolean() });

/** A path on this site: where the browser may be sent back to, never another origin. */
const sitePathSchema = singleLineText()
  .max(500)
  .regex(/^\/(?![/\\])/, 'Must be a path on this site');

/** POST /api/auth/sign-in/social: start 'Continue with Google' (OpenID Connect, any issuer). */
export const socialSignInSchema = z.object({
  provider: z.literal('google'),
  callbackURL: sitePathSchema.describe('Where the browser lands signed in'),
  errorCallbackURL: sitePathSchema.describe('Where the browser lands when the sign-in fails (?error=...)'),
  language: z
    .enum(languages, { message: 'language is one of en, de, fr, es, ja' })
    .optional()
    .describe("The page's language: an account this sign-in creates gets its mails and invoices in it"),
});
export type SocialSignIn = z.input<typeof socialSignInSchema>;
/** The provider's authorization URL, to send the browser to. */
export const socialSignInResponseSchema = z.object({ url: z.string(), redirect: z.boolean() });
export type SocialSignInResponse = z.infer<typeof socialSignInResponseSchema>;

/** GET /api/auth/callback/google: what the provider sends the browser back with. */
const callbackValue = singleLineText().max(4096).optional();
export const oauthCallbackQuerySchema = z.object({
  code: callbackValue,
  state: callbackValue,
  iss: callbackValue,
  error: callbackValue,
  error_description: callbackValue,
});
