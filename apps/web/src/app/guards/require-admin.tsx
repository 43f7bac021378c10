import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../features/auth/session';

/** Admin routes: anyone else is signed out and sent to /login (SPEC section 4). */
export function RequireAdmin() {
  const { user, isAdmin, isLoading, adminLoading } = useSession();
  const location = useLocation();
  if (isLoading || adminLoading) return <Spinner label="Checking your access" />;
  if (!user || !isAdmin) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
