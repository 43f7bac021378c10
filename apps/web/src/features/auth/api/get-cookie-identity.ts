import { apiRequest } from '../../../lib/api-client';
import type { AuthIdentity } from './types';

/** Who the session cookie belongs to: how we learn the user after Google redirects back to us. */
export const getCookieIdentity = () =>
  apiRequest<Omit<AuthIdentity, 'token'> | null>('/auth/get-session', { headers: { authorization: '' } });
