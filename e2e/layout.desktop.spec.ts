// Desktop screens: My Orders fits its box from 1024 px to 1920 px with every word whole and the
// delete icons in view, the dashboard's side menu runs the full height of a long page, the
// navigation stays on one line at 1024 px and product cards line up across a row.
import { expect, test, type Locator, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import { createAccount, demo, signInViaUi, signUpViaUi } from './support/auth';
import { lineCount, lineStarts, overflowOf, wordsBrokenAcrossLines } from './support/layout';
import { callerOf, payOrder, placeOrder, productNamed } from './support/shop';
import { shot } from './support/shots';

// Demo products; the mitre saw has the longest name of them.
const saws = { unpaid: 'Kerfline CS-185 Circular Saw', paid: 'Kerfline MS-305 Sliding Compound Mitre Saw' };

test('My Orders fits at 1024, 1280 and 1920 px: no sideways scrolling, no broken word, ids shortened', async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Wanda Widescreen' });
  const shopper = { ...(await callerOf(page)), email: me.email, name: me.name };
  await placeOrder(shopper, await productNamed(page.request, saws.unpaid), '1600 Pennsylvania Avenue Northwest, Washington');
  const paidId = await placeOrder(shopper, await productNamed(page.request, saws.paid));
  const transactionId = await payOrder(shopper, paidId);

  await page.goto('/dashboard');
  const table = page.getByRole('table', { name: 'My orders, newest first' });
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  const paidRow = rows.filter({ hasText: saws.paid });
  const unpaidRow = rows.filter({ hasText: saws.unpaid });
  await expect(unpaidRow.getByTestId('order-transaction')).toHaveText('Payment Uncomplete');

  for (const width of [1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const at = `at ${width} px`;
    expect((await overflowOf(table.locator('xpath=..'))).x, `the table is wider than its box ${at}`).toBe(0);
    expect((await overflowOf(page.locator('html'))).x, `the page scrolls sideways ${at}`).toBe(0);
    for (const row of [paidRow, unpaidRow]) {
      const deleteBox = (await row.getByRole('button', { name: /^Delete order for / }).boundingBox())!;
      expect(deleteBox.x + deleteBox.width, `the delete icon is in view ${at}`).toBeLessThanOrEqual(width);
    }
    expect(await wordsBrokenAcrossLines(table), `words broken across lines ${at}`).toEqual([]);
    expect(await lineCount(unpaidRow.getByTestId('order-transaction')), `'Payment Uncomplete' ${at}`).toBe(1);
    expect(await lineCount(paidRow.getByTestId('order-product-name')), `the product name ${at}`).toBeLessThanOrEqual(width >= 1280 ? 2 : 3);
    // The transaction id is shortened to fit, whole in its title, on one line.
    const shownId = paidRow.getByTestId('order-transaction');
    await expect(shownId).toHaveText(transactionId);
    await expect(shownId).toHaveAttribute('title', transactionId);
    expect(await lineCount(shownId), `the transaction id ${at}`).toBe(1);
    await shot(page, testInfo, `my-orders-${width}`);
  }

  // The whole id is one click away.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await paidRow.getByRole('button', { name: 'Copy transaction id' }).click();
  await expect(page.getByText('Transaction id copied')).toBeVisible();
  const copied = await page.evaluate(() =>
    (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
  );
  expect(copied).toBe(transactionId);
});

/**
 * Where a line may start inside `email` ('before|after', from lineStarts): at its '@', after a
 * hyphen, or before a dot of a domain longer than 15 characters (EmailAddress's last resort).
 */
const allowedBreakIn = (email: string) => (start: string) => {
  const [before = '', after = ''] = start.split('|');
  const domain = email.slice(email.indexOf('@'));
  if (after.startsWith('@') || before === '-') return true;
  return after.startsWith('.') && domain.length > 15 && domain.includes(after);
};

test("an order's own page at 1280 px: the items beside the address and status, nothing scrolls sideways", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const me = await signUpViaUi(page, { name: 'Dora Desktop' });
  const shopper = { ...(await callerOf(page)), email: me.email, name: me.name };
  const orderId = await placeOrder(shopper, await productNamed(page.request, 'Kerfline MS-305 Sliding Compound Mitre Saw'));
  await payOrder(shopper, orderId);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole('list', { name: 'Status changes' }).getByRole('listitem')).toHaveCount(2);
  expect((await overflowOf(page.locator('html'))).x, 'the page scrolls sideways').toBe(0);
  const items = (await page.getByRole('heading', { name: 'Items' }).boundingBox())!;
  const shipTo = (await page.getByRole('heading', { name: 'Shipping to' }).boundingBox())!;
  expect(shipTo.x, 'the address beside the items').toBeGreaterThan(items.x + items.width);
  expect(Math.round(shipTo.y)).toBe(Math.round(items.y));
  await shot(page, testInfo, 'order-page-desktop');
});

test('admin tables never break an e-mail address inside its name or domain at 768, 1024 and 1280 px', async ({ page }, testInfo) => {
  const email = `e2e-longer-address-${crypto.randomBytes(4).toString('hex')}@workshop.example.com`;
  const user = await createAccount(page.request, 'Maximilian Longname', email);
  await placeOrder({ request: page.request, token: user.token, email, name: user.name }, await productNamed(page.request, saws.paid));
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  for (const [path, scope] of [
    ['/dashboard/all-users', () => page.getByRole('table', { name: 'All users' })],
    [`/dashboard/manage-orders?q=${encodeURIComponent(email)}`, () => page.getByTestId('admin-order-row')],
  ] as const) {
    await page.goto(path);
    await expect(scope().getByText(email).filter({ visible: true }).first()).toBeVisible();
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Never 'admin@kerfline' over '.test' or a name split: a line may start only at the '@' (or
      // after a hyphen in a name too long for the line, or before a dot of a domain too long for
      // one: EmailAddress's last resort, which this address's 21-character domain may need in
      // Manage Orders' narrow column at 768 px), and
      // All Users, where addresses have a column of their own, keeps each on one line.
      for (const address of await scope().getByText(/^[^\s@]+@[^\s@]+$/).all()) {
        if (!(await address.isVisible())) continue;
        const starts = await lineStarts(address);
        if (path.includes('all-users')) expect(starts, `${path} at ${width} px`).toEqual([]);
        for (const start of starts) expect(allowedBreakIn(email)(start), `${path} at ${width} px: a line starts at ${start}`).toBe(true);
      }
      expect((await overflowOf(page.locator('html'))).x, `${path} scrolls sideways at ${width} px`).toBe(0);
      await shot(page, testInfo, `admin-emails-${path.split('/')[2]!.split('?')[0]}-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }
});

/** The side menu's box runs from the top to the bottom of a dashboard page longer than the window. */
async function expectMenuFullHeight(page: Page, what: string) {
  // Scrolled down, as someone reading the end of the page is.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  const menu = (await page.getByRole('navigation', { name: 'Dashboard' }).boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.height, `${what} is longer than the window`).toBeGreaterThan(page.viewportSize()!.height);
  expect(menu.y, `the side menu of ${what} starts at the top`).toBeLessThanOrEqual(main.y + 1);
  expect(menu.y + menu.height, `the side menu of ${what} reaches the bottom`).toBeGreaterThanOrEqual(main.y + main.height - 1);
  await page.evaluate('window.scrollTo(0, 0)');
}

test('the dashboard side menu runs the full height of long pages', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await page.goto('/dashboard/add-product');
  const form = page.getByRole('form', { name: 'Add A Product' });
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Name is Required')).toBeVisible();
  await expectMenuFullHeight(page, 'Add Product with errors');
  await shot(page, testInfo, 'dashboard-menu-add-product-errors');

  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
  await expectMenuFullHeight(page, 'My Profile with Edit Profile open');
  await shot(page, testInfo, 'dashboard-menu-edit-profile');
});

test('the navigation bar keeps its links on one line at 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInViaUi(page, demo.admin.email, demo.admin.password); // the longest menu: Dashboard and Logout too
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem');
  await expect(links).toHaveCount(6);
  const tops = new Set<number>();
  for (const link of await links.all()) tops.add(Math.round((await link.boundingBox())!.y));
  expect(tops.size, 'rows of navigation links').toBe(1);
});

test('product cards line up across a row: prices, stock and Purchase buttons', async ({ page }, testInfo) => {
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await expect(cards.nth(2)).toBeVisible();
  const firstRow = [cards.nth(0), cards.nth(1), cards.nth(2)];
  const tops = async (locate: (card: Locator) => Locator) =>
    new Set(await Promise.all(firstRow.map(async (card) => Math.round((await locate(card).boundingBox())!.y))));
  expect(await tops((card) => card.getByTestId('card-price')), 'price tops').toHaveProperty('size', 1);
  expect(await tops((card) => card.getByTestId('product-available')), 'stock tops').toHaveProperty('size', 1);
  expect(await tops((card) => card.getByRole('link', { name: /^Purchase / })), 'button tops').toHaveProperty('size', 1);
  await shot(page, testInfo, 'products-aligned');
});
