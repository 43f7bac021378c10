// A 375 px phone: the dashboard drawer and the navigation menu close with Escape and hand the focus
// back, All Users keeps Make Admin inside its button and e-mail addresses whole, and My Orders
// reads as tidy cards.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount, demo, signInViaUi, signUpViaUi } from './support/auth';
import { lineStarts, overflowOf, stylesOf, wordsBrokenAcrossLines } from './support/layout';
import { callerOf, payOrder, placeOrder, productNamed } from './support/shop';
import { shot } from './support/shots';

test('the dashboard drawer closes with Escape or the overlay and gives the focus back to its button', async ({ page }) => {
  await signInViaUi(page, demo.shopper.email, demo.shopper.password);
  await page.goto('/dashboard/profile');
  const opener = page.getByRole('button', { name: 'Dashboard menu', exact: true });
  const menu = page.getByRole('navigation', { name: 'Dashboard' });

  await opener.click();
  await expect(menu).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  // The focus moves into the drawer, so the keyboard starts where the eyes are.
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(menu).toBeVisible();
  // The dimmed area right of the menu.
  await page.getByRole('button', { name: 'Close dashboard menu' }).click({ position: { x: 340, y: 400 } });
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the navigation menu closes with Escape and gives the focus back to its button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('list', { name: 'Mobile' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('All Users: Make Admin stays inside its button and e-mail addresses wrap only before their @', async ({ page, request }, testInfo) => {
  const email = `e2e-a-rather-long-address-${crypto.randomBytes(4).toString('hex')}@workshop.example.com`;
  const user = await createAccount(request, 'Maximilian Longname', email);
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await page.goto('/dashboard/all-users');
  const table = page.getByRole('table', { name: 'All users' });
  const row = table.getByRole('row').filter({ hasText: user.email });
  const makeAdmin = row.getByRole('button', { name: `Make Admin (${user.name})` });
  await expect(makeAdmin).toBeVisible();
  await row.scrollIntoViewIfNeeded();

  expect(await overflowOf(makeAdmin), 'the label spills out of Make Admin').toEqual({ x: 0, y: 0 });
  // An address may wrap only before its '@' (or after a hyphen of a name too long for the line),
  // never at a dot ('admin@kerfline' over '.test') or mid-name.
  const addresses = table.getByText(/^[^\s@]+@[^\s@]+$/);
  await expect(addresses.filter({ hasText: demo.admin.email }).first()).toBeVisible();
  for (const address of await addresses.all()) {
    if (!(await address.isVisible())) continue;
    // A domain too long for a phone's column (this one's) may also break before a dot.
    const long = (await address.textContent())!.split('@')[1]!.length >= 16;
    for (const start of await lineStarts(address)) expect(start, `a line starts inside ${await address.textContent()}`).toMatch(long ? /^(.\|@|-\||.\|\.)/ : /^(.\|@|-\|)/);
  }
  expect((await overflowOf(table.locator('xpath=..'))).x, 'the table is wider than the screen').toBe(0);
  expect((await overflowOf(page.locator('html'))).x, 'the page scrolls sideways').toBe(0);
  await shot(page, testInfo, 'all-users-long-address');
});

test('My Orders as cards: no sideways scrolling, no word broken, no table borders between the fields', async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Carla Cards' });
  const shopper = { ...(await callerOf(page)), email: me.email, name: me.name };
  await placeOrder(shopper, await productNamed(page.request, 'Kerfline CS-185 Circular Saw'));
  await payOrder(shopper, await placeOrder(shopper, await productNamed(page.request, 'Kerfline MS-305 Sliding Compound Mitre Saw')));
  await page.goto('/dashboard');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  expect((await overflowOf(page.locator('html'))).x, 'the page scrolls sideways').toBe(0);
  expect(await wordsBrokenAcrossLines(page.getByRole('table', { name: 'My orders, newest first' }))).toEqual([]);
  // Each card is one bordered block; the fields inside it are not ruled off like table cells.
  for (const row of await rows.all()) {
    for (const cell of await row.locator('td, th').all()) {
      expect((await stylesOf(cell, 'border-bottom-width'))['border-bottom-width']).toBe('0px');
    }
  }
  await shot(page, testInfo, 'my-orders-cards');
});

test("an order's own page at 375 px: no sideways scrolling, no word broken, every part in one column", async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Olive Orderpage' });
  const shopper = { ...(await callerOf(page)), email: me.email, name: me.name };
  const orderId = await placeOrder(shopper, await productNamed(page.request, 'Kerfline MS-305 Sliding Compound Mitre Saw'));
  await payOrder(shopper, orderId);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByTestId('order-page-line')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Status changes' }).getByRole('listitem')).toHaveCount(2);
  expect((await overflowOf(page.locator('html'))).x, 'the page scrolls sideways').toBe(0);
  expect(await wordsBrokenAcrossLines(page.getByTestId('order-page-line'))).toEqual([]);
  // Items above the address and status, not beside them.
  const items = (await page.getByRole('heading', { name: 'Items' }).boundingBox())!;
  const shipTo = (await page.getByRole('heading', { name: 'Shipping to' }).boundingBox())!;
  expect(shipTo.y, 'the address under the items').toBeGreaterThan(items.y);
  expect(Math.round(shipTo.x)).toBe(Math.round(items.x));
  await shot(page, testInfo, 'order-page-phone');
});

test('the shop shows two product cards a row, each with its name, price, stock and both buttons whole', async ({ page }, testInfo) => {
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(Math.round(second!.y), 'the second card beside the first').toBe(Math.round(first!.y));
  expect(Math.round(third!.y), 'the third card on the next row').toBeGreaterThan(Math.round(first!.y));
  // One card of about 700 px a row made the page 17,155 px tall for 24 products.
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  expect(height, 'page height').toBeLessThan(9000);
  for (const card of (await cards.all()).slice(0, 4)) {
    for (const part of [
      card.getByRole('heading'),
      card.getByTestId('card-price'),
      card.getByTestId('stock-state'),
      card.getByTestId('product-available'),
      card.getByRole('link', { name: /^Purchase / }),
      card.getByRole('button', { name: /^Add to cart:/ }),
    ]) {
      await expect(part).toBeVisible();
      expect(await overflowOf(part), 'text spills out').toEqual({ x: 0, y: 0 });
    }
    expect(await wordsBrokenAcrossLines(card.getByRole('heading')), 'a name split mid-word').toEqual([]);
    expect(await overflowOf(card), 'the card spills').toEqual({ x: 0, y: 0 });
  }
  expect((await overflowOf(page.locator('html'))).x, 'the page scrolls sideways').toBe(0);
  await shot(page, testInfo, 'products-two-columns');
});
