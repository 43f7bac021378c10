import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { signupFormSchema, type SignupForm } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { Spinner, ButtonSpinner } from '../../../components/spinner';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { signUpWithEmail } from '../api/sign-up-with-email';
import { AuthCard, ProviderError } from '../components/auth-card';
import { signInReason } from '../components/sign-in-reason';
import { GoogleButton } from '../components/google-button';
import { SignedInCard } from '../components/signed-in-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useReturnPath } from '../hooks/use-return-path';
import { useSession } from '../session';

export function SignupPage() {
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
      const identity = await signUpWithEmail(values);
      await completeSignIn(identity, returnTo);
    } catch (err) {
      if (!applyServerFieldErrors(err, setError, ['name', 'email', 'password'])) {
        setProviderError(err instanceof Error ? err.message : 'Sign-up failed');
      }
    }
  });

  if (isLoading) {
    return (
      <AuthCard title="Sign Up">
        <Spinner label="Checking your session" />
      </AuthCard>
    );
  }
  // Signed in already (not someone who is signing up right now, who is about to move on).
  if (user && !isSubmitting) return <SignedInCard user={user} onLogout={() => void signOut()} />;

  return (
    <AuthCard title="Sign Up" reason={signInReason(returnTo)}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label="Sign Up">
        <InputField id="signup-name" label="Name" autoComplete="name" placeholder="Your Name" error={errors.name?.message} {...register('name')} />
        <InputField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Your Email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Password"
          error={errors.password?.message}
          {...register('password')}
        />
        <ProviderError message={providerError} />
        <button type="submit" className="btn btn-neutral mt-2 w-full" disabled={isSubmitting}>
          <ButtonSpinner show={isSubmitting} />
          Sign Up
        </button>
      </form>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" state={location.state} className="link font-semibold">
          Please Login
        </Link>
      </p>
      <div className="divider">OR</div>
      <GoogleButton returnTo={returnTo} />
    </AuthCard>
  );
}
