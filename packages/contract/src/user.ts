import { z } from 'zod';
import { languages } from './languages';
import { emailSchema, imageUrlSchema } from './common';
import { limits } from './limits';
import { multiLineText, singleLineText } from './text';
import { messages } from './messages';

export const passwordSchema = singleLineText({ message: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(limits.passwordMinLength, messages.passwordTooShort)
  .max(128);

export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginForm = z.input<typeof loginFormSchema>;
export const signupFormSchema = loginFormSchema.extend({
  name: singleLineText({ message: messages.nameRequired }).trim().min(1, messages.nameRequired).max(100),
});
export type SignupForm = z.input<typeof signupFormSchema>;

/** POST /api/auth/sign-up/email: the form, and the language of the page it was sent from (the account's mails). */
export const signUpRequestSchema = signupFormSchema.extend({
  language: z.enum(languages, { error: `A language the store speaks: ${languages.join(', ')}` }).optional().describe("The sign-up page's language: the account's mails come in it (English without it)"),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const genderSchema = z.enum(['Male', 'Female']);
export const roleSchema = z.enum(['user', 'admin']);

/** The application user record of docs/product/accounts.md. `role` is absent for ordinary users. */
export const userSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: z.literal('admin').optional(),
    gender: genderSchema,
    phone: z.string(),
    address: z.string(),
    education: z.string(),
    linkedInLink: z.string(),
    language: z.enum(languages).describe('The language of the mails the account gets (ISO 639-1)'),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);
export type UserList = z.infer<typeof userListSchema>;

/** PUT /api/user/{email}: the signed-in identity's e-mail, name and image; answers the bearer token. */
export const upsertUserSchema = z.object({
  email: emailSchema,
  name: singleLineText().trim().max(100).optional(),
  image: imageUrlSchema.nullable().optional(),
});
export type UpsertUser = z.input<typeof upsertUserSchema>;
/** The bearer token for the caller's session (stored as accessToken) and the user record. */
export const tokenResponseSchema = z.object({ token: z.string(), user: userSchema });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** PATCH /api/user/{id}: the profile form. E-mail is accepted (the original app sends it) but never changed. */
export const profileUpdateSchema = z
  .object({
    name: singleLineText()
      .trim()
      .min(limits.profileNameMinLength, messages.profileNameTooShort)
      .max(100),
    gender: genderSchema.optional(),
    education: singleLineText().trim().max(200).optional(),
    phone: singleLineText().trim().max(30).optional(),
    address: multiLineText().trim().max(500).optional(),
    linkedInLink: singleLineText()
      .trim()
      .max(300)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Must be an http(s) URL')
      .optional(),
    image: imageUrlSchema.optional(),
    language: z.enum(languages, { error: `A language the store speaks: ${languages.join(', ')}` }).optional().describe('The language of the mails the account gets'),
    email: singleLineText().max(254).optional(),
  })
  // Anything else (role, _id...) is refused rather than silently dropped: the server decides roles.
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const adminCheckSchema = z.object({ admin: z.boolean() });
export type AdminCheck = z.infer<typeof adminCheckSchema>;
export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export type ModifiedCount = z.infer<typeof modifiedCountSchema>;
export const deletedCountSchema = z.object({ deletedCount: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;

/** GET /api/auth-config: which sign-in methods this deployment offers (the Google button says why not). */
export const authConfigSchema = z.object({
  google: z.object({ available: z.boolean(), reason: z.string().optional() }),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
