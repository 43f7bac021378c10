import type { LoginForm } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import type { AuthIdentity } from './types';

/** better-auth's e-mail sign-in; the server validates with the same contract schema as the form. */
export const signInWithEmail = (input: LoginForm) =>
  apiRequest<AuthIdentity>('/auth/sign-in/email', { method: 'POST', body: input, headers: { authorization: '' } });
