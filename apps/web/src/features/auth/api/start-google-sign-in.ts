import { apiRequest } from '../../../lib/api-client';

/** Where Google (any OpenID Connect issuer) sends the browser back to, on success and on refusal. */
export const GOOGLE_RETURN_PATH = '/login?signed-in=google';
export const GOOGLE_ERROR_PATH = '/login';

/** Asks better-auth for the provider's authorization URL (state and PKCE are kept server-side). */
export const startGoogleSignIn = () =>
  apiRequest<{ url: string; redirect: boolean }>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: GOOGLE_RETURN_PATH, errorCallbackURL: GOOGLE_ERROR_PATH },
    headers: { authorization: '' },
  });
