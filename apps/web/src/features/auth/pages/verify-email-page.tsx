import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { accountMessages } from '@store/contract';
import { Spinner } from '../../../components/spinner';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

/** /verify-email?token=: the verification mail's link. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({ queryKey: ['verify-email', token], queryFn: () => verifyEmail(token), enabled: Boolean(token), retry: false });
  return (
    <AuthCard title="Confirm your e-mail address">
      {token && result.isPending ? (
        <Spinner label="Confirming your address" />
      ) : (
        <p role="status" className="text-center">
          {result.isSuccess ? accountMessages.emailVerified : accountMessages.emailVerifyFailed}
        </p>
      )}
      <Link to="/" className="btn btn-neutral w-full">
        Back to the shop
      </Link>
    </AuthCard>
  );
}
