import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordResetRequestSchema } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { translateSpecText } from '../../../lib/spec-text';
import { accountSpecMessages } from '../account-messages';
import { requestPasswordReset } from '../api/password-reset';
import { AuthCard, ProviderError } from '../components/auth-card';
import { ButtonSpinner } from '../../../components/spinner';

/** /forgot-password: where 'Forgot password ?' leads (ADR 0014). */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Something went wrong. Please try again.`);
    }
  });

  return (
    <AuthCard title={t`Reset your password`}>
      {sent ? (
        <p role="status" className="text-center">
          {i18n._(accountSpecMessages.resetRequested)}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label={t`Reset your password`}>
          <p className="text-sm">
            <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
          </p>
          <InputField
            id="reset-email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            placeholder={t`Your Email`}
            error={errors.email?.message && translateSpecText(i18n, errors.email.message)}
            {...register('email')}
          />
          <ProviderError message={error} />
          <button type="submit" className="btn btn-neutral mt-2 w-full" disabled={isSubmitting}>
            <ButtonSpinner show={isSubmitting} />
            <Trans>Send me a link</Trans>
          </button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="link font-semibold">
          <Trans>Back to Login</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
