import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthUser } from '@store/contract';
import { exchangeSessionToken } from '../api/exchange-session-token';
import { useSession } from '../session';

/** Who signed in, as better-auth's sign-in, sign-up and get-session answers say. */
interface SignedInIdentity {
  /** The session token of an e-mail sign-in; absent after Google (the cookie says who). */
  token?: string | null;
  user: Pick<AuthUser, 'email' | 'name' | 'image'>;
}

/**
 * The last steps of every sign-in (docs/product/accounts.md#sessions): send e-mail, name and image to
 * PUT /api/user/{email}, keep the returned token as accessToken, go back where the user came from.
 */
export function useCompleteSignIn() {
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (identity: SignedInIdentity, returnTo: string) => {
      const { token, user } = await exchangeSessionToken(identity.user, identity.token);
      completeSignIn(token, { id: user._id, email: user.email, name: user.name, image: user.image });
      navigate(returnTo, { replace: true });
    },
    [completeSignIn, navigate],
  );
}
