import type { SignupForm } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import type { AuthIdentity } from './types';

/** better-auth's e-mail sign-up; it signs the new user in at once (autoSignIn). */
export const signUpWithEmail = (input: SignupForm) =>
  apiRequest<AuthIdentity>('/auth/sign-up/email', { method: 'POST', body: input, headers: { authorization: '' } });
