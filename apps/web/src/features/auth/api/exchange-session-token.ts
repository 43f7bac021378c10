import type { TokenResponse, UpsertUser } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * docs/product/accounts.md#sessions: after sign-in the client sends the user's e-mail, name and image to
 * PUT /api/user/{email} and keeps the returned token as accessToken. `bearer` is the session token
 * of an e-mail sign-in; without it the session cookie of a Google sign-in identifies the caller.
 */
export const exchangeSessionToken = (identity: { email: string; name: string; image?: string | null }, bearer?: string | null) => {
  const body: UpsertUser = { email: identity.email, name: identity.name, image: identity.image ?? null };
  return apiRequest<TokenResponse>(`/user/${encodeURIComponent(identity.email)}`, {
    method: 'PUT',
    body,
    // An empty header stops the client from adding a stale stored token.
    headers: { authorization: bearer ? `Bearer ${bearer}` : '' },
  });
};
