import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordResetFormSchema, type PasswordResetForm } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { setAccessToken } from '../../../lib/access-token';
import { translateSpecText } from '../../../lib/spec-text';
import { accountSpecMessages } from '../account-messages';
import { checkResetLink, resetPassword } from '../api/password-reset';
import { AuthCard, ProviderError } from '../components/auth-card';
import { ButtonSpinner, Spinner } from '../../../components/spinner';

/** A link that no longer works: said as the page opens, with the way to a new one. */
function DeadLink() {
  const { t, i18n } = useLingui();
  return (
    <AuthCard title={t`Choose a new password`}>
      <p role="alert" className="text-center">
        {i18n._(accountSpecMessages.resetLinkInvalid)}
      </p>
      <Link to="/forgot-password" className="btn btn-neutral w-full">
        <Trans>Ask for a new link</Trans>
      </Link>
    </AuthCard>
  );
}

/** /reset-password?token=: the password reset mail's link (single use, 30 minutes). */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const invalidLink = i18n._(accountSpecMessages.resetLinkInvalid);
  /** A message of the contract's schemas in the page's language (any other text as it is). */
  const spec = (text: string | undefined) => (text === undefined ? undefined : translateSpecText(i18n, text));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  // Asked once as the page opens; a failed check leaves the form (saving it tells the same).
  const link = useQuery({ queryKey: ['reset-password-link', token], queryFn: () => checkResetLink(token), enabled: Boolean(token), retry: false, staleTime: Infinity });
  const [error, setError] = useState<string | null>(token ? null : invalidLink);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetForm>({ resolver: zodResolver(passwordResetFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setError(null);
    try {
      await resetPassword({ token, newPassword });
      // Every session of the account ended, this browser's too.
      setAccessToken(null);
      setDone(true);
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      setError(/token/i.test(message) ? invalidLink : message || invalidLink);
    }
  });

  if (done) {
    return (
      <AuthCard title={t`Choose a new password`}>
        <p role="status" className="text-center">
          {i18n._(accountSpecMessages.passwordReset)}
        </p>
        <Link to="/login" className="btn btn-neutral w-full">
          <Trans>Login</Trans>
        </Link>
      </AuthCard>
    );
  }
  if (!token || link.data?.valid === false) return <DeadLink />;
  if (link.isPending) {
    return (
      <AuthCard title={t`Choose a new password`}>
        <Spinner label={t`Checking your link`} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t`Choose a new password`}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label={t`Choose a new password`}>
        <InputField
          id="reset-new-password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          error={spec(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <InputField
          id="reset-confirm-password"
          label={t`Repeat the new password`}
          type="password"
          autoComplete="new-password"
          error={spec(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <ProviderError message={error} />
        <button type="submit" className="btn btn-neutral mt-2 w-full" disabled={isSubmitting || !token}>
          <ButtonSpinner show={isSubmitting} />
          <Trans>Save new password</Trans>
        </button>
      </form>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="link font-semibold">
          <Trans>Ask for a new link</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
