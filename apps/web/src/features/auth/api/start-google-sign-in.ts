import type { SocialSignIn, SocialSignInResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** Where Google (any OpenID Connect issuer) sends the browser back to, on success and on refusal. */
const GOOGLE_RETURN_PATH = '/login?signed-in=google';
const GOOGLE_ERROR_PATH = '/login';

const body: SocialSignIn = { provider: 'google', callbackURL: GOOGLE_RETURN_PATH, errorCallbackURL: GOOGLE_ERROR_PATH };

/** Asks better-auth for the provider's authorization URL (state and PKCE are kept server-side). */
export const startGoogleSignIn = () =>
  apiRequest<SocialSignInResponse>('/auth/sign-in/social', { method: 'POST', body, headers: { authorization: '' } });
