import type { SignUpEmailResponse, SignUpRequest } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** better-auth's e-mail sign-up; it signs the new user in at once (autoSignIn). `language`: the page's, for the account's mails. */
export const signUpWithEmail = (input: SignUpRequest) =>
  apiRequest<SignUpEmailResponse>('/auth/sign-up/email', { method: 'POST', body: input, headers: { authorization: '' } });
