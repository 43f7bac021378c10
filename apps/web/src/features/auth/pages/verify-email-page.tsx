import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/spinner';
import { verifyEmail } from '../api/verify-email';
import { accountSpecMessages } from '../account-messages';
import { AuthCard } from '../components/auth-card';

/** /verify-email?token=: the verification mail's link. */
export function VerifyEmailPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({ queryKey: ['verify-email', token], queryFn: () => verifyEmail(token), enabled: Boolean(token), retry: false });
  return (
    <AuthCard title={t`Confirm your e-mail address`}>
      {token && result.isPending ? (
        <Spinner label={t`Confirming your address`} />
      ) : (
        <p role="status" className="text-center">
          {i18n._(result.isSuccess ? accountSpecMessages.emailVerified : accountSpecMessages.emailVerifyFailed)}
        </p>
      )}
      <Link to="/" className="btn btn-neutral w-full">
        <Trans>Back to the shop</Trans>
      </Link>
    </AuthCard>
  );
}
