import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProfileUpdate } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { userRecord } from '../../../test/fixtures';
import { renderScreen, shopper, signInAs } from '../../../test/render';
import { EditProfileForm } from './edit-profile-form';

const profile = userRecord({ _id: shopper.id, name: shopper.name, email: shopper.email, phone: '555 0100' });
const form = () => screen.getByRole('form', { name: 'Edit Profile' });
const field = (label: string) => within(form()).getByLabelText(label);

describe('the Edit Profile form', () => {
  it('keeps the e-mail read-only and checks the name and links', async () => {
    signInAs(shopper);
    const { user } = renderScreen(<EditProfileForm profile={profile} onDone={() => {}} />, { url: '/dashboard/profile' });
    expect(field('Email (cannot be changed)')).toHaveAttribute('readonly');
    expect(field('Contact No')).toHaveValue('555 0100');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'S');
    await user.type(field('LinkedIn link'), 'linkedin.com/in/sam');
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form()).findByText('Minimum Four Characters')).toBeVisible();
    expect(within(form()).getByText('Must be an http(s) URL')).toBeVisible();
  });

  it('saves the changes with the e-mail, says so and closes', async () => {
    let sent: ProfileUpdate | undefined;
    api.use(
      http.patch('/api/user/:id', async ({ request }) => {
        sent = (await request.json()) as ProfileUpdate;
        return HttpResponse.json({ success: true });
      }),
    );
    signInAs(shopper);
    const onDone = vi.fn();
    const { user } = renderScreen(<EditProfileForm profile={profile} onDone={onDone} />, { url: '/dashboard/profile' });
    await user.type(field('Education'), 'Joinery school');
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Successfully updated your profile')).toBeVisible();
    expect(onDone).toHaveBeenCalled();
    expect(sent).toMatchObject({ name: shopper.name, education: 'Joinery school', email: shopper.email });
  });

  it("puts the server's field message under its field", async () => {
    api.use(http.patch('/api/user/:id', () => apiError(400, 'Invalid input', { image: 'Must be an http(s) URL or a picture of this store' })));
    signInAs(shopper);
    const { user } = renderScreen(<EditProfileForm profile={profile} onDone={() => {}} />, { url: '/dashboard/profile' });
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form()).findByText('Must be an http(s) URL or a picture of this store')).toBeVisible();
  });

  it('tells someone whose session ended meanwhile that nobody is signed in', async () => {
    const { user } = renderScreen(<EditProfileForm profile={profile} onDone={() => {}} />, { url: '/dashboard/profile' });
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('No user is logged in')).toBeVisible();
  });
});
