import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../features/auth/session';

/** Signed-in routes: visitors go to /login, which sends them back here afterwards (SPEC section 4). */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
