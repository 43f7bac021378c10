import type { LoginForm, SignInEmailResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** better-auth's e-mail sign-in; the server validates with the same contract schema as the form. */
export const signInWithEmail = (input: LoginForm) =>
  apiRequest<SignInEmailResponse>('/auth/sign-in/email', { method: 'POST', body: input, headers: { authorization: '' } });
