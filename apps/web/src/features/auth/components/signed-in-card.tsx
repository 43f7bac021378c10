import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmailAddress } from '../../../components/email-address';
import type { SessionUser } from '../../../lib/session';
import { AuthCard } from './auth-card';

/**
 * /login and /signup for someone already signed in: who it is, and the two ways on (the dashboard,
 * or Logout to sign in as someone else) instead of a form that would sign them out unasked.
 */
export function SignedInCard({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useLingui();
  const name = user.name;
  return (
    <AuthCard title={t`You are signed in`}>
      <div className="text-center">
        <p>
          <Trans>
            You are signed in as <strong>{name}</strong>
          </Trans>
        </p>
        <p className="text-sm text-base-content/70">
          <EmailAddress email={user.email} />
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/dashboard" className="btn btn-primary">
          <Trans>Go to your dashboard</Trans>
        </Link>
        <button type="button" className="btn btn-outline" onClick={onLogout}>
          <Trans>Logout</Trans>
        </button>
      </div>
    </AuthCard>
  );
}
