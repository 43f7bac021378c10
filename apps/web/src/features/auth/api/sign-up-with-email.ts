import type { SignupForm, SignUpEmailResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** better-auth's e-mail sign-up; it signs the new user in at once (autoSignIn). */
export const signUpWithEmail = (input: SignupForm) =>
  apiRequest<SignUpEmailResponse>('/auth/sign-up/email', { method: 'POST', body: input, headers: { authorization: '' } });
