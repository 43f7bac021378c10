import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useSearchParams } from 'react-router';
import { brandName, loginFormSchema, messages, type LoginForm } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { Spinner, ButtonSpinner } from '../../../components/spinner';
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

const errorText = (err: unknown) => (err instanceof Error ? err.message : 'Sign-in failed');

/** Back from Google: the session cookie says who signed in; finish like any other sign-in. */
function useFinishGoogleSignIn(active: boolean, onError: (message: string) => void) {
  const completeSignIn = useCompleteSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const identity = await getCookieIdentity();
        if (!identity?.user) throw new Error('Google sign-in did not complete. Please try again.');
        await completeSignIn(identity, takeRememberedReturnPath());
      } catch (err) {
        onError(messages.googleError(errorText(err)));
      }
    })();
  }, [active, completeSignIn, onError]);
}

export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = useReturnPath();
  const { user, isLoading, signOut } = useSession();
  const completeSignIn = useCompleteSignIn();
  const oauthError = params.get('error');
  const [providerError, setProviderError] = useState<string | null>(() =>
    oauthError ? googleErrorText(oauthError, params.get('error_description')) : null,
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
      setProviderError(errorText(err));
    }
  });

  if (finishingGoogle) {
    return (
      <AuthCard title="Login">
        <Spinner label="Finishing Google sign-in" />
      </AuthCard>
    );
  }
  if (isLoading) {
    return (
      <AuthCard title="Login">
        <Spinner label="Checking your session" />
      </AuthCard>
    );
  }
  // Signed in already (not someone who is signing in right now, who is about to move on).
  if (user && !isSubmitting) return <SignedInCard user={user} onLogout={() => void signOut()} />;

  return (
    <AuthCard title="Login" reason={signInReason(returnTo)}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label="Login">
        <InputField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Your Email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to="/forgot-password" className="link link-hover self-start text-sm">
          {messages.forgotPassword}
        </Link>
        <ProviderError message={providerError} />
        <button type="submit" className="btn btn-neutral mt-2 w-full" disabled={isSubmitting}>
          <ButtonSpinner show={isSubmitting} />
          Login
        </button>
      </form>
      <p className="text-center text-sm">
        New to {brandName}?{' '}
        <Link to="/signup" state={location.state} className="link font-semibold">
          Create New Account
        </Link>
      </p>
      <div className="divider">OR</div>
      <GoogleButton returnTo={returnTo} />
    </AuthCard>
  );
}
