import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { renderScreen, shopper, signInAs } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

const form = () => screen.getByRole('form', { name: 'Change password' });
const field = (label: string) => within(form()).getByLabelText(label);

async function change(user: ReturnType<typeof renderScreen>['user'], current: string, next: string, repeat = next) {
  await user.type(field('Current password'), current);
  await user.type(field('New password'), next);
  await user.type(field('Repeat the new password'), repeat);
  await user.click(within(form()).getByRole('button', { name: 'Change password' }));
}

describe('the change-password form', () => {
  it('asks for the new password twice, alike', async () => {
    signInAs(shopper);
    const { user } = renderScreen(<ChangePasswordForm />, { url: '/dashboard/profile' });
    await change(user, 'old-password', 'new-password-1', 'new-password-2');
    expect(await within(form()).findByText('The passwords do not match')).toBeVisible();
  });

  it('keeps the session with the new token and says the others were signed out', async () => {
    api.use(http.post('/api/auth/change-password', () => HttpResponse.json({ token: 'token-after-change' })));
    signInAs(shopper);
    const { user } = renderScreen(<ChangePasswordForm />, { url: '/dashboard/profile' });
    await change(user, 'old-password', 'new-password-1');
    expect(await screen.findByText('Your password is changed. You were signed out everywhere else.')).toBeVisible();
    expect(localStorage.getItem('accessToken')).toBe('token-after-change');
    expect(field('New password')).toHaveValue('');
  });

  it('says so under the field when the current password is wrong', async () => {
    api.use(http.post('/api/auth/change-password', () => apiError(400, 'Invalid password', undefined, 'bad_request')));
    signInAs(shopper);
    const { user } = renderScreen(<ChangePasswordForm />, { url: '/dashboard/profile' });
    await change(user, 'not-my-password', 'new-password-1');
    expect(await within(form()).findByText('This is not your current password')).toBeVisible();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
