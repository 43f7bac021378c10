import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, type Location } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../features/auth/session';

/** Not an admin after all: sign out and go to /login (docs/product/accounts.md#sessions). */
function SignOutToLogin({ from }: { from: Location }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate('/login', { replace: true, state: { from } }));
  }, [signOut, navigate, from]);
  return <Spinner label="Signing you out" />;
}

/** Admin routes: the server is asked (GET /api/admin/{email}); anyone else is signed out. */
export function RequireAdmin() {
  const { user, isAdmin, isLoading, adminLoading } = useSession();
  const location = useLocation();
  if (isLoading || adminLoading) return <Spinner label="Checking your access" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdmin) return <SignOutToLogin from={location} />;
  return <Outlet />;
}
