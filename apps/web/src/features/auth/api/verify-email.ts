import { apiRequest } from '../../../lib/api-client';

/** The verification mail's link: confirms the account's address. */
export const verifyEmail = (token: string) =>
  apiRequest<{ status: boolean }>(`/auth/verify-email?token=${encodeURIComponent(token)}`, { headers: { authorization: '' } });
