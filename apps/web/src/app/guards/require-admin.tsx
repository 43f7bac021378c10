import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, type Location } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../features/auth/session';

/** Not an admin after all: sign out and go to /login (docs/product/accounts.md#sessions). */
function SignOutToLogin({ from }: { from: Location }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  useEffect(() => {
    void signOut().then(() => navigate('/login', { replace: true, state: { from } }));
  }, [signOut, navigate, from]);
  return <Spinner label={t`Signing you out`} />;
}

/** Admin routes: the server is asked (GET /api/admin/{email}); anyone else is signed out. */
export function RequireAdmin() {
  const { user, isAdmin, isLoading, adminLoading } = useSession();
  const location = useLocation();
  const { t } = useLingui();
  if (isLoading || adminLoading) return <Spinner label={t`Checking your access`} />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdmin) return <SignOutToLogin from={location} />;
  return <Outlet />;
}
