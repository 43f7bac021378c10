import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../features/auth/session';
import { isSessionEndingOnPurpose } from '../../lib/api-client';

/** Signed-in routes: visitors go to /login, which sends them back here afterwards (SPEC section 4). */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner label="Checking your session" />;
  // An account just deleted: the page is on its way to /; the session ending first (a refetch
  // finding it gone) sends it there too, never to /login.
  if (!user) return isSessionEndingOnPurpose() ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
