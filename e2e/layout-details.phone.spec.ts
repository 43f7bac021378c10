// A 375 px phone: the product page's breadcrumb shows the whole product name, word by word; the
// read-only e-mail of the order form and of Edit Profile shows the whole address; the footer's
// links are at least 24 px tall.
import { expect, test } from '@playwright/test';
import { signUpViaUi, uniqueEmail } from './support/auth';
import { overflowOf, wordsBrokenAcrossLines } from './support/layout';
import { productNamed } from './support/shop';
import { shot } from './support/shots';

test('the breadcrumb of a long product name wraps between words instead of cutting it', async ({ page }, testInfo) => {
  const name = 'Kerfline MS-305 Sliding Compound Mitre Saw';
  await page.goto('/products');
  await page.getByRole('link', { name }).first().click();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  const current = crumbs.locator('[aria-current="page"]');
  await expect(current).toHaveText(name);
  expect(await overflowOf(crumbs), 'the breadcrumb scrolls or cuts').toEqual({ x: 0, y: 0 });
  expect(await overflowOf(current), 'the name is cut').toEqual({ x: 0, y: 0 });
  const box = (await current.boundingBox())!;
  expect(box.x + box.width, 'the name ends inside the screen').toBeLessThanOrEqual(375);
  expect(await wordsBrokenAcrossLines(crumbs)).toEqual([]);
  await shot(page, testInfo, 'breadcrumb-long-name');
});

test('read-only e-mail fields show a long address whole', async ({ page }, testInfo) => {
  const email = uniqueEmail('a-rather-long-address-for-the-workshop');
  await signUpViaUi(page, { name: 'Maximiliana Longaddress', email });
  const product = await productNamed(page.request, 'Kerfline CS-185 Circular Saw');
  await page.goto(`/purchase/${product._id}`);
  const orderEmail = page.getByRole('form', { name: 'Order' }).getByLabel('Email');
  await expect(orderEmail).toHaveValue(email);
  expect(await overflowOf(orderEmail), 'the order form cuts the address').toEqual({ x: 0, y: 0 });
  await shot(page, testInfo, 'order-form-long-email');

  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const profileEmail = page.getByRole('form', { name: 'Edit Profile' }).getByLabel('Email (cannot be changed)');
  await expect(profileEmail).toHaveValue(email);
  await expect(profileEmail).toHaveAttribute('readonly', '');
  expect(await overflowOf(profileEmail), 'Edit Profile cuts the address').toEqual({ x: 0, y: 0 });
  await shot(page, testInfo, 'edit-profile-long-email');
});

test('the footer’s links are at least 24 px tall', async ({ page }) => {
  await page.goto('/');
  const links = page.locator('footer').getByRole('link');
  await expect(links.first()).toBeAttached();
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, `${await link.textContent()}`).toBeGreaterThanOrEqual(24);
  }
});
