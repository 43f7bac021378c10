import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SignInEmailResponse, TokenResponse } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { userRecord } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { LoginPage } from './login-page';

const form = () => screen.getByRole('form', { name: 'Login' });
const submit = () => within(form()).getByRole('button', { name: 'Login' });

describe('the login form', () => {
  it('shows the rules of docs/product/accounts.md under the fields and sends nothing', async () => {
    const { user } = renderScreen(<LoginPage />, { url: '/login' });
    await user.click(submit());
    expect(await within(form()).findByText('Email is Required')).toBeVisible();
    expect(within(form()).getByText('Password is Required')).toBeVisible();
    await user.type(within(form()).getByLabelText('Email'), 'not-an-email');
    await user.type(within(form()).getByLabelText('Password'), '123');
    await user.click(submit());
    expect(await within(form()).findByText('Provide a valid Email')).toBeVisible();
    expect(within(form()).getByText('Must be 6 characters or longer')).toBeVisible();
    expect(within(form()).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the provider's refusal in red", async () => {
    api.use(http.post('/api/auth/sign-in/email', () => apiError(401, 'Invalid email or password', undefined, 'unauthorized')));
    const { user } = renderScreen(<LoginPage />, { url: '/login' });
    await user.type(within(form()).getByLabelText('Email'), 'sam@example.test');
    await user.type(within(form()).getByLabelText('Password'), 'wrong-password');
    await user.click(submit());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveClass('text-error');
    // The original app's link went to /; the store has a real reset page (ADR 0014).
    expect(screen.getByRole('link', { name: 'Forgot password ?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('keeps the token the store hands out and goes back where the visitor came from', async () => {
    const now = new Date().toISOString();
    let sentTo: string | undefined;
    api.use(
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json<SignInEmailResponse>({
          redirect: false,
          token: 'session-token',
          user: { id: 'u1', name: 'Sam Shopper', email: 'sam@example.test', emailVerified: true, image: null, createdAt: now, updatedAt: now },
        }),
      ),
      http.put('/api/user/:email', ({ params, request }) => {
        sentTo = `${String(params.email)} ${request.headers.get('authorization')}`;
        return HttpResponse.json<TokenResponse>({ token: 'access-token', user: userRecord({ _id: 'u1' }) });
      }),
    );
    const { user, location } = renderScreen(<LoginPage />, { url: '/login', state: { from: { pathname: '/dashboard/profile' } } });
    await user.type(within(form()).getByLabelText('Email'), 'sam@example.test');
    await user.type(within(form()).getByLabelText('Password'), 'secret-password');
    await user.click(submit());
    await expect.poll(() => location().pathname).toBe('/dashboard/profile');
    expect(sentTo).toBe('sam@example.test Bearer session-token');
    expect(localStorage.getItem('accessToken')).toBe('access-token');
  });
});
