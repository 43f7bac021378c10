import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { exchangeSessionToken } from '../api/exchange-session-token';
import type { AuthIdentity } from '../api/types';
import { useSession } from '../session';

/**
 * The last steps of every sign-in (SPEC section 4): send e-mail, name and image to
 * PUT /api/user/{email}, keep the returned token as accessToken, go back where the user came from.
 */
export function useCompleteSignIn() {
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (identity: Omit<AuthIdentity, 'token'> & { token?: string | null }, returnTo: string) => {
      const { token, user } = await exchangeSessionToken(identity.user, identity.token);
      completeSignIn(token, { id: user._id, email: user.email, name: user.name, image: user.image });
      navigate(returnTo, { replace: true });
    },
    [completeSignIn, navigate],
  );
}
