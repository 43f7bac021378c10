import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { brandName, loginFormSchema, type LoginForm } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { Spinner, ButtonSpinner } from '../../../components/spinner';
import type { I18n } from '../../../lib/i18n';
import { specMessages } from '../../../lib/spec-messages';
import { translateSpecText } from '../../../lib/spec-text';
import { getCookieIdentity } from '../api/get-cookie-identity';
import { signInWithEmail } from '../api/sign-in-with-email';
import { AuthCard, ProviderError } from '../components/auth-card';
import { signInReason } from '../components/sign-in-reason';
import { GoogleButton } from '../components/google-button';
import { SignedInCard } from '../components/signed-in-card';
import { googleErrorText } from '../components/google-errors';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { takeRememberedReturnPath, useReturnPath } from '../hooks/use-return-path';
import { useSession } from '../session';

const errorText = (i18n: I18n, err: unknown) => (err instanceof Error ? err.message : i18n._(msg`Sign-in failed`));

/** Back from Google: the session cookie says who signed in; finish like any other sign-in. */
function useFinishGoogleSignIn(active: boolean, onError: (message: string) => void) {
  const { i18n } = useLingui();
  const completeSignIn = useCompleteSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const identity = await getCookieIdentity();
        if (!identity?.user) throw new Error(i18n._(msg`Google sign-in did not complete. Please try again.`));
        await completeSignIn(identity, takeRememberedReturnPath());
      } catch (err) {
        onError(i18n._(specMessages.googleError(errorText(i18n, err))));
      }
    })();
  }, [active, completeSignIn, onError, i18n]);
}

export function LoginPage() {
  const { t, i18n } = useLingui();
  /** A message of the contract's schemas in the page's language (any other text as it is). */
  const spec = (text: string | undefined) => (text === undefined ? undefined : translateSpecText(i18n, text));
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = useReturnPath();
  const { user, isLoading, signOut } = useSession();
  const completeSignIn = useCompleteSignIn();
  const oauthError = params.get('error');
  const [providerError, setProviderError] = useState<string | null>(() =>
    oauthError ? googleErrorText(i18n, oauthError, params.get('error_description')) : null,
  );
  const finishingGoogle = params.get('signed-in') === 'google' && !oauthError && providerError === null;
  useFinishGoogleSignIn(params.get('signed-in') === 'google' && !oauthError, setProviderError);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setProviderError(null);
    try {
      // A different account may still be signed in here: end that session first.
      if (user) await signOut();
      const identity = await signInWithEmail(values);
      await completeSignIn(identity, returnTo);
    } catch (err) {
      setProviderError(errorText(i18n, err));
    }
  });

  if (finishingGoogle) {
    return (
      <AuthCard title={t`Login`}>
        <Spinner label={t`Finishing Google sign-in`} />
      </AuthCard>
    );
  }
  if (isLoading) {
    return (
      <AuthCard title={t`Login`}>
        <Spinner label={t`Checking your session`} />
      </AuthCard>
    );
  }
  // Signed in already (not someone who is signing in right now, who is about to move on).
  if (user && !isSubmitting) return <SignedInCard user={user} onLogout={() => void signOut()} />;

  return (
    <AuthCard title={t`Login`} reason={signInReason(i18n, returnTo)}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label={t`Login`}>
        <InputField
          id="login-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          placeholder={t`Your Email`}
          error={spec(errors.email?.message)}
          {...register('email')}
        />
        <InputField
          id="login-password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          placeholder={t`Password`}
          error={spec(errors.password?.message)}
          {...register('password')}
        />
        <Link to="/forgot-password" className="link link-hover self-start text-sm">
          {i18n._(specMessages.forgotPassword)}
        </Link>
        <ProviderError message={providerError} />
        <button type="submit" className="btn btn-neutral mt-2 w-full" disabled={isSubmitting}>
          <ButtonSpinner show={isSubmitting} />
          <Trans>Login</Trans>
        </button>
      </form>
      <p className="text-center text-sm">
        <Trans>
          New to {brandName}?{' '}
          <Link to="/signup" state={location.state} className="link font-semibold">
            Create New Account
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
