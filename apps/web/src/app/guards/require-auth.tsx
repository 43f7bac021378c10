import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../features/auth/session';
import { expectSessionEnd, isSessionEndingOnPurpose } from '../../lib/api-client';

/** Signed-in routes: visitors go to /login, which sends them back here afterwards (docs/product/accounts.md#sessions). */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  // A deleted account's session ends on purpose until the guarded pages are gone: the page that
  // deleted it may unmount earlier (behind this spinner while the session reloads), and a reset
  // there would send the browser to /login.
  const { t } = useLingui();
  useEffect(() => () => expectSessionEnd(false), []);
  if (isLoading) return <Spinner label={t`Checking your session`} />;
  // An account just deleted: the page is on its way to /; the session ending first (a refetch
  // finding it gone) sends it there too, never to /login.
  if (!user) return isSessionEndingOnPurpose() ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
