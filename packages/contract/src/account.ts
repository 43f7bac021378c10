// A customer's own account beyond the original app: password reset, changing the password, verifying
// the e-mail address, downloading one's data and deleting the account. The server checks these
// bodies before better-auth or the users module sees them; the web forms use the same schemas.
import { z } from 'zod';
import { savedAddressSchema } from './checkout';
import { emailSchema } from './common';
import { orderSchema } from './order';
import { reviewSchema } from './review';
import { singleLineText } from './text';
import { passwordSchema, userSchema } from './user';

/** How long a password reset link works (the mail says so too). */
export const passwordResetMinutes = 30;

/** POST /api/auth/request-password-reset: the same answer whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetRequestResponseSchema = z.object({ status: z.boolean(), message: z.string().optional() });

const tokenSchema = singleLineText({ message: 'The link is incomplete' }).min(1, 'The link is incomplete').max(500);

/** POST /api/auth/reset-password: the token from the mail's link and the new password (sign-up's rules). */
export const passwordResetSchema = z.object({ token: tokenSchema, newPassword: passwordSchema });
export type PasswordReset = z.input<typeof passwordResetSchema>;

/** GET /api/auth/reset-password-link?token=: whether the mail's link still works (the reset page asks as it opens). */
export const passwordResetLinkQuerySchema = z.object({ token: tokenSchema });
export const passwordResetLinkSchema = z.object({
  valid: z.boolean().describe('false once the link was used, expired, or a newer one was sent, or the password changed'),
});
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** The reset form: the password twice. */
export const passwordResetFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type PasswordResetForm = z.input<typeof passwordResetFormSchema>;

export const statusResponseSchema = z.object({ status: z.boolean() });

/** POST /api/auth/change-password: every session ends and a new one (its token) is answered. */
export const changePasswordSchema = z.object({
  currentPassword: singleLineText({ message: 'Enter your current password' }).min(1, 'Enter your current password').max(128),
  newPassword: passwordSchema,
  revokeOtherSessions: z.literal(true).default(true),
});
export type ChangePassword = z.input<typeof changePasswordSchema>;
/** The change-password form: the current password and the new one twice. */
export const changePasswordFormSchema = changePasswordSchema
  .pick({ currentPassword: true, newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export const changePasswordResponseSchema = z.object({ token: z.string().nullable() }).loose();

/** GET /api/auth/verify-email?token=: the link of the verification mail. */
export const verifyEmailQuerySchema = z.object({ token: tokenSchema });

/** GET /api/account/export: everything the store keeps about the caller. */
export const accountExportSchema = z
  .object({
    exportedAt: z.string(),
    profile: userSchema.extend({ emailVerified: z.boolean(), createdAt: z.string() }),
    orders: z.array(orderSchema),
    reviews: z.array(reviewSchema.omit({ verifiedBuyer: true, product: true })),
    /** The shipping address and phone the checkout form offers again. */
    savedAddress: savedAddressSchema,
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The name reviews of a deleted account are shown under. */
export const formerCustomerName = 'Former customer';

export const accountMessages = {
  resetRequested: 'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.',
  passwordReset: 'Your password is changed. Please log in with it.',
  resetLinkInvalid: 'This link no longer works: it was used already, it expired, or a newer one was sent. Ask for a new one.',
  passwordChanged: 'Your password is changed. You were signed out everywhere else.',
  accountDeleted: 'Your account is deleted.',
  confirmDeleteAccount: 'Delete your account? Your orders stay in the shop\'s records without your name, e-mail, address or phone; your reviews stay under "Former customer". This cannot be undone.',
  emailVerified: 'Your e-mail address is confirmed. Thank you!',
  emailVerifyFailed: 'This confirmation link is invalid or has expired.',
} as const;
