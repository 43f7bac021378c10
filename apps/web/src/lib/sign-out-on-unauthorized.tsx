import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from './api-client';
import { useSession } from './session';

/**
 * docs/product/accounts.md: a 401 or 403 from any API call signs the user out, removes the accessToken and
 * goes to /login (which brings them back here after signing in). Rendered once inside the router.
 */
export function SignOutOnUnauthorized() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      void signOut();
      if (location.pathname !== '/login') navigate('/login', { replace: true, state: { from: location } });
    });
  }, [signOut, navigate, location]);
  return null;
}
