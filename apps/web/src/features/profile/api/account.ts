import type { AccountExport, ChangePassword, Success } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** Every session ends; the answer's token is this browser's new session. */
export const changePassword = (input: ChangePassword) =>
  apiRequest<{ token: string | null }>('/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } });

export const exportMyData = () => apiRequest<AccountExport>('/account/export');

export const deleteMyAccount = () => apiRequest<Success>('/account', { method: 'DELETE' });
