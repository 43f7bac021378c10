import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage, signupFormSchema, type SignupForm } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { Spinner, ButtonSpinner } from '../../../components/spinner';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { translateSpecText } from '../../../lib/spec-text';
import { signUpWithEmail } from '../api/sign-up-with-email';
import { AuthCard, ProviderError } from '../components/auth-card';
import { signInReason } from '../components/sign-in-reason';
import { GoogleButton } from '../components/google-button';
import { SignedInCard } from '../components/signed-in-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useReturnPath } from '../hooks/use-return-path';
import { useSession } from '../session';

export function SignupPage() {
  const { t, i18n } = useLingui();
  // The page's language becomes the account's: its mails come in it.
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  /** A message of the contract's schemas in the page's language (any other text as it is). */
  const spec = (text: string | undefined) => (text === undefined ? undefined : translateSpecText(i18n, text));
  const location = useLocation();
  const returnTo = useReturnPath();
  const { user, isLoading, signOut } = useSession();
  const completeSignIn = useCompleteSignIn();
  const [providerError, setProviderError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProviderError(null);
    try {
      if (user) await signOut();
      const identity = await signUpWithEmail({ ...values, language });
      await completeSignIn(identity, returnTo);
    } catch (err) {
      if (!applyServerFieldErrors(err, setError, ['name', 'email', 'password'])) {
        setProviderError(err instanceof Error ? err.message : t`Sign-up failed`);
      }
    }
  });

  if (isLoading) {
    return (
      <AuthCard title={t`Sign Up`}>
        <Spinner label={t`Checking your session`} />
      </AuthCard>
    );
  }
  // Signed in already (not someone who is signing up right now, who is about to move on).
  if (user && !isSubmitting) return <SignedInCard user={user} onLogout={() => void signOut()} />;

  return (
    <AuthCard title={t`Sign Up`} reason={signInReason(i18n, returnTo)}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label={t`Sign Up`}>
        <InputField id="signup-name" label={t`Name`} autoComplete="name" placeholder={t`Your Name`} error={spec(errors.name?.message)} {...register('name')} />
        <InputField
          id="signup-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          placeholder={t`Your Email`}
          error={spec(errors.email?.message)}
          {...register('email')}
        />
        <InputField
          id="signup-password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          placeholder={t`Password`}
          error={spec(errors.password?.message)}
          {...register('password')}
        />
        <ProviderError message={providerError} />
        <button type="submit" className="btn btn-neutral mt-2 w-full" disabled={isSubmitting}>
          <ButtonSpinner show={isSubmitting} />
          <Trans>Sign Up</Trans>
        </button>
      </form>
      <p className="text-center text-sm">
        <Trans>
          Already have an account?{' '}
          <Link to="/login" state={location.state} className="link font-semibold">
            Please Login
          </Link>
        </Trans>
      </p>
      <div className="divider">
        <Trans>OR</Trans>
      </div>
      <GoogleButton returnTo={returnTo} />
    </AuthCard>
  );
}
