import type { AuthSession } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** Who the session cookie belongs to: how we learn the user after Google redirects back to us. */
export const getCookieIdentity = () => apiRequest<AuthSession>('/auth/get-session', { headers: { authorization: '' } });
