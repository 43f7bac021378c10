// The screens of issue 3 pass axe: the sign-in forms (with their error messages), the profile with
// its Edit Profile panel, the users table, the delete confirmation and the dashboard drawer.
import { expect, test } from '@playwright/test';
import { demo, isNarrow, signInViaUi } from './support/auth';
import { axeViolations } from './support/axe';

test.use({ bypassCSP: true });

test('login, sign-up, profile, All Users and the dashboard menu have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is Required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Name is Required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/login');
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/dashboard/all-users');
  await expect(page.getByRole('button', { name: /Make Admin/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^Delete / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).first().click();

  // On a phone, with the dashboard drawer open.
  if (isNarrow(page)) {
    await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});
