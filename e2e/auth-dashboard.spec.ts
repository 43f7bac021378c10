// Signed-in account journeys: the profile, the admin's user list, the menus each role sees, and
// the sign-out that a 401 causes.
import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, clearStorage, createAccount, demo, isNarrow, signInViaUi, signUpViaUi } from './support/auth';
import { shot } from './support/shots';

/** The dashboard's side menu; on a phone it first has to be opened. */
async function dashboardMenu(page: Page) {
  if (isNarrow(page)) await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeVisible();
  return menu;
}

test('profile: the card and details with their defaults, then Edit Profile saves', async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Pat Profile' });
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pat Profile' })).toBeVisible();
  await expect(page.getByText(me.email)).toBeVisible();
  await expect(page.getByText('User', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('Male');
  await shot(page, testInfo, 'profile');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit Profile' });
  // The form's own checks (name length, links) are component tests (edit-profile-form.test.tsx).
  await form.getByLabel('Name').fill('Pat Edited');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Contact No').fill('+1 555 0100');
  await form.getByLabel('Address').fill('1 Saw Lane, Portland');
  await form.getByLabel('Education').fill('BSc Mechanical Engineering');
  await form.getByLabel('LinkedIn link').fill('https://www.linkedin.com/in/pat');
  await expect(form.getByLabel('Email (cannot be changed)')).toHaveAttribute('readonly', '');
  await shot(page, testInfo, 'profile-edit');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Successfully updated your profile')).toBeVisible();
  await expect(form).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pat Edited' })).toBeVisible();
  await expect(page.getByText('Female')).toBeVisible();
  await expect(page.getByText('1 Saw Lane, Portland')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.linkedin.com/in/pat' })).toBeVisible();
});

test('an admin promotes one user and deletes another, whose session ends', async ({ page, request }, testInfo) => {
  const promoted = await createAccount(request, 'Promo Candidate');
  const doomed = await createAccount(request, 'Doomed Account');
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await page.goto('/dashboard/all-users');
  await expect(page.getByRole('heading', { name: /All Users/ })).toBeVisible();
  const adminRow = page.getByRole('row').filter({ hasText: demo.admin.email });
  await expect(adminRow.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);
  await shot(page, testInfo, 'all-users');

  const row = page.getByRole('row').filter({ hasText: promoted.email });
  await row.getByRole('button', { name: `Make Admin (${promoted.name})` }).click();
  // It asks first, naming whom; backing out changes nothing.
  const ask = page.getByRole('dialog', { name: `Make ${promoted.name} an admin?` });
  await expect(ask.getByTestId('dialog-user')).toHaveText(`${promoted.name}${promoted.email}`);
  await shot(page, testInfo, 'all-users-make-admin');
  await ask.getByRole('button', { name: 'Keep as user' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByRole('button', { name: /Make Admin/ })).toBeVisible();
  await row.getByRole('button', { name: `Make Admin (${promoted.name})` }).click();
  await ask.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('Successfully made an admin')).toBeVisible();
  await expect(row.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);
  await expect(row.getByText('Admin')).toBeVisible();

  const doomedRow = page.getByRole('row').filter({ hasText: doomed.email });
  await doomedRow.getByRole('button', { name: `Delete ${doomed.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure want to delete this item ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('dialog-user')).toHaveText(`${doomed.name}${doomed.email}`);
  await shot(page, testInfo, 'all-users-confirm');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully / Delete This Item')).toBeVisible();
  await expect(doomedRow).toHaveCount(0);
  const after = await request.get(`/api/user-data?email=${encodeURIComponent(doomed.email)}`, {
    headers: { authorization: `Bearer ${doomed.token}` },
  });
  expect(after.status()).toBe(401);
});

test('each role sees exactly its dashboard menu, with the current page highlighted', async ({ page }) => {
  await signInViaUi(page, demo.shopper.email, demo.shopper.password);
  await page.goto('/dashboard/profile');
  let menu = await dashboardMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['My Orders', 'Add A Review', 'My Profile']);
  await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveClass(/menu-active/);
  await expect(menu.getByRole('link', { name: 'My Orders' })).not.toHaveClass(/menu-active/);
  // On a phone the drawer closes again once a link is chosen.
  await menu.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  menu = await dashboardMenu(page);
  await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveClass(/menu-active/);

  await clearStorage(page);
  await page.goto('/login');
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await page.goto('/dashboard/profile');
  menu = await dashboardMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['My Orders', 'All Users', 'Add Product', 'Manage Products', 'Categories', 'Translations', 'Page texts', 'Manage Orders', 'Overview', 'Markets', 'Prices', 'Tax rates', 'Shipping zones', 'Audit Trail', 'Legal Pages', 'My Profile']);
});

test('the navigation shows Dashboard and Logout only to signed-in people', async ({ page }) => {
  await page.goto('/');
  const phone = isNarrow(page);
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('list', { name: 'Mobile' });
    await expect(drawer.getByText('Dashboard')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'All Users' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Add Product' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Add A Review' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  }
  // The navigation's own (the header holds the bar and the phone's drawer); the page signed in to
  // may show a Logout of its own.
  await expect(page.locator('header').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('a signed-in non-admin opening an admin page is signed out and sent to /login', async ({ page }) => {
  await signInViaUi(page, demo.shopper.email, demo.shopper.password);
  await page.goto('/dashboard/all-users');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => accessTokenOf(page)).toBeNull();
  await expect(page.getByRole('heading', { name: 'All Users' })).toHaveCount(0);
});

test('a 401 from any call signs out, removes the token and goes to /login', async ({ page, request }) => {
  await signUpViaUi(page, { name: 'Revoked Person' });
  await page.goto('/dashboard/profile');
  // Wait until the page has made its calls, so the next one is ours.
  await expect(page.getByRole('heading', { name: 'Revoked Person' })).toBeVisible();
  const token = await accessTokenOf(page);
  expect(token).not.toBeNull();
  // The session ends on the server behind the page's back (as when an admin deletes it).
  const revoked = await request.post('/api/auth/sign-out', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(revoked.status(), await revoked.text()).toBe(200);
  // The next call the page makes (saving the profile) gets 401.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('form', { name: 'Edit Profile' }).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => accessTokenOf(page)).toBeNull();
  // Signing in again returns to the page the 401 interrupted.
  await signInViaUi(page, demo.shopper.email, demo.shopper.password);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});

test('the session is shared by tabs: signing out in one signs out the other', async ({ page, context }) => {
  await signInViaUi(page, demo.shopper.email, demo.shopper.password);
  const other = await context.newPage();
  await other.goto('/dashboard/profile');
  await expect(other.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // Logout in the first tab ends the session everywhere.
  if (isNarrow(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);
});
