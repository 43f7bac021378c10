import type { PasswordReset, PasswordResetLink } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  apiRequest<{ status: boolean }>('/auth/request-password-reset', { method: 'POST', body: { email }, headers: { authorization: '' } });

/** Sets the new password with the link's token; every session of the account ends. */
export const resetPassword = (input: PasswordReset) =>
  apiRequest<{ status: boolean }>('/auth/reset-password', { method: 'POST', body: input, headers: { authorization: '' } });


/** Whether the mail's link still works: the reset page asks as it opens, before anything is typed. */
export const checkResetLink = (token: string) =>
  apiRequest<PasswordResetLink>(`/auth/reset-password-link?token=${encodeURIComponent(token)}`, { headers: { authorization: '' } });
