import { expect, test } from '@playwright/test';
import { demo, signInViaUi, signOutViaUi, signUpViaUi, uniqueEmail } from './support/auth';
import { shot } from './support/shots';

test('a visitor sent to /login by a guard comes back to that page after signing in', async ({ page }, testInfo) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await shot(page, testInfo, 'auth-login');
  await signInViaUi(page, demo.shopper.email, demo.shopper.password);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  // The session survives a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});

// The login form's rules, the provider's message in red and the reset link: login-page.test.tsx.

test('sign-up creates an account, signs it in, and lands on /', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create New Account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByText('Name is Required')).toBeVisible();
  await shot(page, testInfo, 'auth-signup-errors');
  const account = await signUpViaUi(page, { name: 'New Person', email: uniqueEmail('signup') });
  await expect(page).toHaveURL(/\/$/);
  // The same e-mail cannot sign up twice; the provider's message shows in red.
  await signOutViaUi(page);
  await page.goto('/signup');
  await form.getByLabel('Name').fill('Someone Else');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill('another-password');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByRole('alert')).toContainText(/already exists/i);
  await page.getByRole('link', { name: 'Please Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
});
