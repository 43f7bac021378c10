// The account screens pass axe: the sign-in forms (with their error messages), the profile with
// its Edit Profile panel, the users table, the delete confirmation and the dashboard drawer.
import { expect, test } from '@playwright/test';
import { demo, isNarrow, signInViaUi, uniqueEmail } from './support/auth';
import { axeViolations } from './support/axe';

test('login, sign-up, profile, All Users and the dashboard menu have no axe violations', async ({ page, request }, testInfo) => {
  // An account of its own to open the delete confirmation for: other journeys change the list.
  const account = { name: 'Axel Audit', email: uniqueEmail('axe'), password: 'e2e-password-1' };
  const created = await request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: new URL(testInfo.project.use.baseURL!).origin },
  });
  expect(created.status(), await created.text()).toBe(200);

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
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row.getByRole('button', { name: /Make Admin/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^Delete / }).click();
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
