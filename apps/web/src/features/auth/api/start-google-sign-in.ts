import type { SocialSignIn, SocialSignInResponse } from '@store/contract';
import { isLanguage } from '@store/contract/languages';
import { apiRequest } from '../../../lib/api-client';
import { pageMarket } from '../../../lib/page-market';

/**
 * Asks better-auth for the provider's authorization URL (state and PKCE are kept server-side). The
 * browser comes back to the login page of the market it started on (success and refusal alike),
 * and an account the sign-in creates takes the page's language.
 */
export function startGoogleSignIn() {
  const { prefix, language } = pageMarket();
  const body: SocialSignIn = {
    provider: 'google',
    callbackURL: `${prefix}/login?signed-in=google`,
    errorCallbackURL: `${prefix}/login`,
    ...(isLanguage(language) && language !== 'en' && { language }),
  };
  return apiRequest<SocialSignInResponse>('/auth/sign-in/social', { method: 'POST', body, headers: { authorization: '' } });
}
