import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api, apiError, http } from '../../../test/api';
import { renderScreen } from '../../../test/render';
import { SignupPage } from './signup-page';

const form = () => screen.getByRole('form', { name: 'Sign Up' });

describe('the sign-up form', () => {
  it('asks for a name, a valid e-mail and a 6-character password', async () => {
    const { user } = renderScreen(<SignupPage />, { url: '/signup' });
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    expect(await within(form()).findByText('Name is Required')).toBeVisible();
    expect(within(form()).getByText('Email is Required')).toBeVisible();
    expect(within(form()).getByText('Password is Required')).toBeVisible();
    await user.type(within(form()).getByLabelText('Name'), '   ');
    await user.type(within(form()).getByLabelText('Email'), 'someone@');
    await user.type(within(form()).getByLabelText('Password'), '12345');
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    expect(await within(form()).findByText('Provide a valid Email')).toBeVisible();
    expect(within(form()).getByText('Name is Required')).toBeVisible();
    expect(within(form()).getByText('Must be 6 characters or longer')).toBeVisible();
  });

  it("shows the provider's refusal of a taken e-mail in red, and the way to log in", async () => {
    api.use(http.post('/api/auth/sign-up/email', () => apiError(422, 'User already exists. Use another email.', undefined, 'conflict')));
    const { user } = renderScreen(<SignupPage />, { url: '/signup' });
    await user.type(within(form()).getByLabelText('Name'), 'Someone Else');
    await user.type(within(form()).getByLabelText('Email'), 'taken@example.test');
    await user.type(within(form()).getByLabelText('Password'), 'another-password');
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(/already exists/i);
    expect(alert).toHaveClass('text-error');
    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
  });

  it("puts the server's field messages under their fields", async () => {
    api.use(http.post('/api/auth/sign-up/email', () => apiError(400, 'Invalid input', { email: 'Provide a valid Email' })));
    const { user } = renderScreen(<SignupPage />, { url: '/signup' });
    await user.type(within(form()).getByLabelText('Name'), 'Someone');
    await user.type(within(form()).getByLabelText('Email'), 'someone@example.test');
    await user.type(within(form()).getByLabelText('Password'), 'a-password');
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    expect(await within(form()).findByText('Provide a valid Email')).toBeVisible();
    expect(within(form()).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
