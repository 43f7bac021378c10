// What a first-time shopper reads: shop language instead of settings and validation internals, a
// way back from a product or order that does not exist, who is signed in on /login and /signup, a
// message of its own for a quantity that is not a whole number, and one brand name.
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, signUpViaUi } from './support/auth';
import { callerOf, productNamed } from './support/shop';
import { shot } from './support/shots';

test('without Google settings the button says so in shop language, never naming a setting', async ({ page, request }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await expect(page.getByText('Google sign-in is not available right now.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('GOOGLE_');
  const config = await (await request.get('/api/auth-config')).text();
  expect(config).not.toContain('GOOGLE_');
  await shot(page, testInfo, 'login-google-unavailable');
});

/** The not-found state: what was asked for is not there, and the way back is a link, not a retry. */
async function expectNotFound(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('valid id');
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse the products' })).toHaveAttribute('href', '/all-product');
}

test('an unknown or malformed product or order id shows a not-found state with a way back', async ({ page }, testInfo) => {
  await signUpViaUi(page, { name: 'Nora Nowhere' });
  const unknownId = crypto.randomUUID();
  for (const path of ['/purchase/not-an-id', `/purchase/${unknownId}`]) {
    await page.goto(path);
    await expectNotFound(page, 'We could not find this product');
  }
  await shot(page, testInfo, 'purchase-not-found');
  for (const path of ['/dashboard/payment/not-an-id', `/dashboard/payment/${unknownId}`]) {
    await page.goto(path);
    await expectNotFound(page, 'We could not find this order');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard');
  }
  await shot(page, testInfo, 'payment-not-found');
  await page.getByRole('main').getByRole('link', { name: 'Browse the products' }).click();
  await expect(page).toHaveURL(/\/all-product$/);
});

test('/login and /signup say who is signed in and offer the dashboard or Logout', async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Sid Signedin' });
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText(`You are signed in as ${me.name}`)).toBeVisible();
    await expect(main.getByText(me.email)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
  }
  await shot(page, testInfo, 'signup-while-signed-in');
  await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => accessTokenOf(page)).toBeNull();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a fraction or a negative quantity gets its own message, in the form and from the server', async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Quentin Quarter' });
  const saw = await productNamed(page.request, 'Kerfline CS-185 Circular Saw');
  await page.goto(`/purchase/${saw._id}`);
  const form = page.getByRole('form', { name: 'Order' });
  const quantity = form.getByLabel('Quantity');
  const orderNow = form.getByRole('button', { name: 'Order Now' });
  for (const typed of ['2.5', '-3']) {
    await quantity.fill(typed);
    await expect(form.getByText('Enter a whole number')).toBeVisible();
    await expect(form.getByText(/Minimum Order is|Maximum Order is/)).toHaveCount(0);
    await expect(orderNow).toBeDisabled();
    await expect(orderNow).toHaveAccessibleDescription('Enter a whole number');
  }
  await shot(page, testInfo, 'purchase-quantity-not-whole');
  // The customer's messages stay for the range.
  await quantity.fill('1');
  await expect(form.getByText(`Minimum Order is ${saw.minOrderQuantity}`)).toBeVisible();
  await expect(form.getByText('Enter a whole number')).toHaveCount(0);

  const shopper = await callerOf(page);
  for (const totalQuantity of [2.5, -3]) {
    const res = await page.request.post('/api/order', {
      headers: { authorization: `Bearer ${shopper.token}`, origin: new URL(page.url()).origin },
      data: { productId: saw._id, totalQuantity, address: '1 Fraction Way', phone: '+1 555 0100', userEmail: me.email },
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.totalQuantity).toBe('Enter a whole number');
  }
});

test('the brand is Kerfline everywhere it is named', async ({ page }) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Kerfline', exact: true })).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Kerfline. All rights reserved.`);
    await expect(page.locator('body')).not.toContainText(/Kerfline (Saws|Power Tools|Power Saws)/);
  }
});
