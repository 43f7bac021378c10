import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { accountMessages, passwordResetRequestSchema } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { requestPasswordReset } from '../api/password-reset';
import { AuthCard, ProviderError } from '../components/auth-card';
import { ButtonSpinner } from '../../../components/spinner';

/** /forgot-password: where 'Forgot password ?' leads (ADR 0014). */
export function ForgotPasswordPage() {
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
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    }
  });

  return (
    <AuthCard title="Reset your password">
      {sent ? (
        <p role="status" className="text-center">
          {accountMessages.resetRequested}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label="Reset your password">
          <p className="text-sm">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          <InputField
            id="reset-email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Your Email"
            error={errors.email?.message}
            {...register('email')}
          />
          <ProviderError message={error} />
          <button type="submit" className="btn btn-neutral mt-2 w-full" disabled={isSubmitting}>
            <ButtonSpinner show={isSubmitting} />
            Send me a link
          </button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="link font-semibold">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
