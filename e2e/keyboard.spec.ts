// The store with the keyboard alone: sign in, choose a product, order it and pay for it using only
// Tab, Shift+Tab, Enter, Space and typing; no mouse click and no tap. Every control reached must
// show where the focus is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessTokenOf, isNarrow, uniqueEmail } from './support/auth';
import { shot } from './support/shots';

type Doc = { activeElement: unknown; addEventListener(type: string, fn: () => void, capture: boolean): void };
type Win = { __pointerEvents?: number; getComputedStyle(el: unknown): unknown };

/** Presses Tab until `target` has the focus; fails if it never does. Returns the number of presses. */
async function tabTo(page: Page, target: Locator, what: string, max = 80): Promise<number> {
  await expect(target, `${what} is on the page`).toBeVisible();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    const focused = await target.evaluate((el) => el === (el.ownerDocument as unknown as Doc).activeElement);
    if (focused) {
      await expectVisibleFocus(target, what);
      return presses;
    }
  }
  throw new Error(`Tab never reached ${what} in ${max} presses`);
}

/**
 * The focused control looks different from the same control unfocused (an outline, a ring, a
 * background or an underline): compares its computed style with and without the focus.
 */
async function expectVisibleFocus(target: Locator, what: string) {
  const looks = await target.evaluate((el) => {
    const node = el as unknown as { blur(): void; focus(): void };
    const snapshot = () => {
      const s = (globalThis as unknown as Win).getComputedStyle(el) as unknown as Record<string, string>;
      return ['outlineStyle', 'outlineWidth', 'outlineColor', 'boxShadow', 'backgroundColor', 'textDecorationLine', 'borderColor', 'color']
        .map((k) => `${k}=${s[k]}`)
        .join('; ');
    };
    const focused = snapshot();
    node.blur();
    const unfocused = snapshot();
    node.focus(); // back where the keyboard left it
    return { focused, unfocused };
  });
  expect(looks.focused, `${what} shows the focus`).not.toBe(looks.unfocused);
}

test('sign in, order and pay with the keyboard alone', async ({ page, request }, testInfo) => {
  // A new account made through the API: the journey starts signed out, on the landing page.
  const account = { name: 'Kim Keyboard', email: uniqueEmail('keyboard'), password: 'keyboard-only-1' };
  const created = await request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: new URL(testInfo.project.use.baseURL!).origin },
  });
  expect(created.status(), await created.text()).toBe(200);

  // Counts pointer presses in the page, to prove none happened.
  await page.addInitScript(() => {
    const w = globalThis as unknown as Win;
    w.__pointerEvents = 0;
    (globalThis as unknown as { document: Doc }).document.addEventListener('pointerdown', () => (w.__pointerEvents! += 1), true);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab stop skips the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Login, from the navigation bar (behind the menu button on a phone).
  if (isNarrow(page)) {
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }), 'the menu button');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('list', { name: 'Mobile' }).getByRole('link', { name: 'Login' }), 'Login in the drawer');
  } else {
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }), 'Login');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  const login = page.getByRole('form', { name: 'Login' });
  await tabTo(page, login.getByLabel('Email'), 'the e-mail field');
  await page.keyboard.type(account.email);
  await tabTo(page, login.getByLabel('Password'), 'the password field');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login$/);
  await expect.poll(() => accessTokenOf(page)).not.toBeNull();

  // Back on the landing page: a product from its manufacturing line.
  await expect(page).toHaveURL(/\/$/);
  const purchase = page.getByRole('link', { name: /^Purchase / }).first();
  await tabTo(page, purchase, 'a Purchase link');
  const productName = ((await purchase.getAttribute('aria-label')) ?? (await purchase.innerText())).replace(/^Purchase /, '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/purchase\//);

  const order = page.getByRole('form', { name: 'Order' });
  // The country first: the fields after it follow the order its addresses are written in.
  // A select answers typing: the first country whose name starts with what was typed (a name
  // without a space: a space may open the list, and "United States" also begins a longer name).
  await tabTo(page, order.getByLabel('Country'), 'the country list');
  await page.keyboard.type('Germany');
  await expect(order.getByLabel('Country')).toHaveValue('DE');
  await tabTo(page, order.getByLabel('Address line 1'), 'the address field');
  await page.keyboard.type('3 Keyboard Close');
  // A German address: the postal code before the town.
  await tabTo(page, order.getByLabel('Postal code'), 'the postal code field');
  await page.keyboard.type('62701');
  await tabTo(page, order.getByLabel('City'), 'the city field');
  await page.keyboard.type('Tabbington');
  await tabTo(page, order.getByLabel('Phone'), 'the phone field');
  await page.keyboard.type('+1 555 0123');
  await tabTo(page, order.getByRole('button', { name: 'Order Now' }), 'Order Now');
  await shot(page, testInfo, 'keyboard-order-now-focused');
  await page.keyboard.press('Space');
  await expect(page.getByText('Order Placed / Please Pay For Proceed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await tabTo(page, page.getByRole('link', { name: `Pay for ${productName}` }), 'the Pay link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/payment\//);

  const card = page.getByRole('form', { name: 'Card payment' });
  const pay = card.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeEnabled();
  await tabTo(page, card.getByLabel('Card number'), 'the card number');
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, card.getByLabel('Expiry (MM/YY)'), 'the expiry');
  await page.keyboard.type('12 / 34');
  await tabTo(page, card.getByLabel('CVC'), 'the CVC');
  await page.keyboard.type('123');
  await tabTo(page, pay, 'the Pay button');
  await page.keyboard.press('Space');
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();
  await expect(page.getByTestId('transaction-id')).toHaveText(/^pi_\w+$/);
  await shot(page, testInfo, 'keyboard-paid');

  // Shift+Tab walks back as well.
  const back = page.getByRole('link', { name: 'Back to My Orders' });
  await tabTo(page, back, 'Back to My Orders');
  await page.keyboard.press('Shift+Tab');
  await expect(back).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-row').filter({ hasText: productName }).getByRole('button', { name: 'Paid' })).toBeDisabled();

  expect(await page.evaluate(() => (globalThis as unknown as Win).__pointerEvents)).toBe(0);
});
