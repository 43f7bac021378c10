// The cart and checkout as a shopper uses them: choose a version on a product page and add it, add
// another product from the catalogue as a visitor, change quantities
// (the quantity rules per line, a live total), sign in at checkout and come back, one form with a
// structured address, one order of two lines paid on its payment page, and the two mails at a real SMTP server.
// This journey runs on a store of its own whose SMTP_URL points at that server.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recipientOf, startInbox, type Inbox } from '../apps/server/test/smtp-inbox';
import { startAppServer, type AppServer } from './support/app-server';
import { isNarrow, signInViaUi } from './support/auth';
import { axeViolations, wcagAndBestPractices } from './support/axe';
import { overflowOf } from './support/layout';
import { shot } from './support/shots';

// Demo products (apps/server/src/db/demo-data.ts): the saw in its 230 V version with an EU plug
// ($10 more than the 120 V default), the jig saw as its card adds it (the default, 120 V / US).
const saw = {
  name: 'Kerfline CS-185 Circular Saw',
  slug: 'kerfline-cs-185-circular-saw',
  minOrder: 2,
  version: '230 V / EU',
  sku: 'KERFLINE-CS-185-CIRCULAR-SAW-230V-EU',
};
const jig = { name: 'Kerfline JS-90 Orbital Jig Saw', minOrder: 5, version: '120 V / US', sku: 'KERFLINE-JS-90-ORBITAL-JIG-SAW' };

let inbox: Inbox;
let store: AppServer;
test.beforeAll(async () => {
  inbox = await startInbox();
  store = await startAppServer({ SMTP_URL: inbox.url, MAIL_POLL_MS: '100' });
});
test.afterAll(async () => {
  await store?.stop();
  await inbox?.close();
});

const at = (path: string) => `${store.url}${path}`;

/** No serious or critical accessibility finding on the page as it is now. */
async function audit(page: Page, what: string) {
  const blocking = (await axeViolations(page, wcagAndBestPractices)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking, `${what}:\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}
const cartLink = (page: Page) => page.getByTestId('cart-link');

/** Server-rendered: a press before React took the element over does nothing. */
const hydrated = (el: Locator) => expect.poll(() => el.evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber')))).toBe(true);

async function addToCartFromCatalogue(page: Page, name: string) {
  // The catalogue pages newest first (the demo saws are not all on its first page): the shop's search, by its URL.
  await page.goto(at(`/products?q=${encodeURIComponent(name)}`));
  const add = page.getByRole('button', { name: `Add to cart: ${name}` });
  await hydrated(add);
  await add.click();
  await expect(page.getByRole('link', { name: `In cart · View cart: ${name}` })).toBeVisible();
  // Adding is seen: a toast says what went in, with a way to the cart.
  const toast = page.getByRole('alert').filter({ hasText: new RegExp(`^Added \\d+ × ${name} to your cart`) });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'View cart' })).toBeVisible();
}

test.slow(); // several people, checkouts and payments in one journey: three times the usual time limit

test('visitor cart -> sign in -> checkout -> one order of two lines -> paid, with one mail for each step', async ({ page, request }, testInfo) => {
  const email = `cart-${testInfo.project.name}-${Date.now()}@example.com`;
  const signup = await request.post(at('/api/auth/sign-up/email'), {
    data: { name: 'Carla Cart', email, password: 'e2e-password-1' },
    headers: { origin: store.url },
  });
  expect(signup.status()).toBe(200);

  // A visitor chooses the saw's 230 V version with an EU plug on its page: the price, the SKU and
  // the URL follow, and a plug the 120 V version does not have cannot be chosen.
  await page.goto(at(`/products/${saw.slug}`));
  await expect(page.getByTestId('product-price')).toHaveText('$129.99');
  await expect(page.getByRole('radio', { name: 'EU (unavailable)' })).toBeDisabled();
  // The shopper presses the value's label (the radio itself is hidden inside it).
  const option = (name: string) => page.getByTestId('variant-picker').locator('label', { has: page.getByRole('radio', { name, exact: true }) });
  await hydrated(page.getByRole('radio', { name: '230 V' }));
  await option('230 V').click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${saw.sku}$`));
  await expect(page.getByTestId('product-price')).toHaveText('$139.99');
  await expect(page.getByRole('radio', { name: 'EU' })).toBeChecked();
  await expect(page.getByTestId('variant-sku')).toHaveText(saw.sku);
  await audit(page, 'product page with versions');
  await shot(page, testInfo, 'product-page-version');
  await page.getByRole('button', { name: `Add to cart: ${saw.name}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Added ${saw.minOrder} × ${saw.name} (${saw.version}) to your cart` })).toBeVisible();
  await expect(page.getByRole('link', { name: `In cart · View cart: ${saw.name}` })).toBeVisible();
  // Its other versions are not in the cart: the UK one can still be added.
  await option('UK').click();
  await expect(page).toHaveURL(/230V-UK$/);
  await expect(page.getByRole('button', { name: `Add to cart: ${saw.name}` })).toBeEnabled();

  // Then the jig saw from the catalogue; the navigation bar counts the cart on every screen size.
  await addToCartFromCatalogue(page, jig.name);
  await expect(cartLink(page)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // The badge counts products; its name says so, and how many units they make.
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, 2 products, ${saw.minOrder + jig.minOrder} units in all`);
  await shot(page, testInfo, 'cart-catalogue-badge');

  // The cart survives a reload (the browser keeps a visitor's cart).
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText('$727.48'); // 2 x 139.99 + 5 x 89.50
  // Each line names its version and SKU.
  await expect(page.getByTestId('cart-line-version')).toHaveText([`${saw.version} · SKU ${saw.sku}`, `${jig.version} · SKU ${jig.sku}`]);

  // The quantity rules per line: below the minimum order, checkout waits.
  const sawQuantity = page.getByLabel(`Quantity of ${saw.name} (${saw.version})`);
  await sawQuantity.fill('1');
  await expect(lines.filter({ hasText: saw.name }).getByText('Minimum Order is 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  // The line and the total count the same thing (the line once showed $0.00 while the total counted it).
  await expect(lines.filter({ hasText: saw.name }).getByTestId('cart-line-total')).toHaveText('$139.99');
  await expect(page.getByTestId('cart-total')).toHaveText('$587.49'); // 1 x 139.99 + 5 x 89.50
  await expect(page.getByTestId('cart-blocked')).toHaveText('Fix the quantity marked above to check out.');
  await audit(page, 'cart with a line below its minimum order');
  await sawQuantity.fill('3');
  await expect(page.getByTestId('cart-total')).toHaveText('$867.47');
  // Removing a line and adding it back.
  await lines.filter({ hasText: jig.name }).getByRole('button', { name: `Remove ${jig.name} (${jig.version}) from the cart` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(at('/products'));
  await addToCartFromCatalogue(page, jig.name);
  await cartLink(page).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$867.47');
  await shot(page, testInfo, 'cart-page');

  // Checkout asks a visitor to sign in and brings them back, with the cart merged into the account.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('sign-in-reason')).toHaveText('Sign in to check out; your cart is kept.');
  await shot(page, testInfo, 'cart-sign-in-reason');
  await signInViaUi(page, email, 'e2e-password-1');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await expect(page.getByTestId('checkout-total')).toHaveText('$867.47');

  const form = page.getByRole('form', { name: 'Checkout' });
  // Who orders is shown, not asked, and a long e-mail address wraps instead of being cut off.
  const orderingAs = form.getByRole('definition');
  await expect(orderingAs).toHaveText(['Carla Cart', email]);
  expect((await overflowOf(orderingAs.nth(1))).x).toBe(0);
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByLabel('Address line 1').fill('12 Sawmill Road');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('Country').selectOption('US');
  // The contract's rules for the country: a state, and a US ZIP code.
  await form.getByLabel('State').selectOption('US-IL');
  await form.getByLabel('Postal code').fill('ABC');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('Enter a valid postal code for United States')).toBeVisible();
  await audit(page, 'checkout form with an error');
  await form.getByLabel('Postal code').fill('62701');
  // The United States market: delivery free above $150, no tax until the owner keeps a state's rate.
  await expect(form.getByRole('radio', { name: /Standard.*Free/ })).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText('$867.47');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('Accept the terms and conditions to place your order')).toBeVisible();
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await shot(page, testInfo, 'checkout-form');
  await form.getByRole('button', { name: 'Place order' }).click();
  // The cart became one order, paid on its payment page like any order.
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('Please pay for your order of 2 products')).toBeVisible();
  await expect(page.getByTestId('payment-line')).toHaveText([`3 × ${saw.name}${saw.version} · SKU ${saw.sku}$419.97`, `5 × ${jig.name}${jig.version} · SKU ${jig.sku}$447.50`]);
  await expect(page.getByTestId('payment-total')).toHaveText('$867.47');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay $867.47' }).click();
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();
  await expect(page.getByTestId('paid-total')).toHaveText('$867.47');
  await expect(page.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', `/dashboard/orders/${orderId}`);
  const transactionId = (await page.getByTestId('transaction-id').textContent())!.trim();
  expect(transactionId).toMatch(/^pi_/);
  await shot(page, testInfo, 'checkout-paid');
  await audit(page, 'checkout paid');

  // My Orders: one row, its two lines in the product cell, Paid with the transaction id.
  await page.goto(at('/dashboard'));
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('order-line')).toHaveText([`3 × ${saw.name} (${saw.version})`, `5 × ${jig.name} (${jig.version})`]);
  await expect(rows).toContainText('$867.47');
  await expect(rows.getByRole('button', { name: 'Paid' })).toBeDisabled();
  await expect(rows.getByText(transactionId.slice(0, 8))).toBeVisible();
  await shot(page, testInfo, 'checkout-my-orders');

  // The order's own page: both lines, the amounts, the address, placed then paid.
  await rows.getByTestId('order-number').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByTestId('order-page-line')).toHaveCount(2);
  await expect(page.getByTestId('order-total')).toHaveText('$867.47');
  await expect(page.getByText('12 Sawmill Road, Springfield, IL 62701, United States')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status changes' }).getByRole('listitem')).toHaveCount(2);
  await shot(page, testInfo, 'checkout-order-page');
  await audit(page, 'order page');

  // One mail when placed and one when paid, each listing both lines.
  const placed = await inbox.waitFor((m) => recipientOf(m) === email && /your order #\d+ of .+ and 1 more$/.test(m.subject ?? ''), 'order placed');
  const paid = await inbox.waitFor((m) => recipientOf(m) === email && /payment received/.test(m.subject ?? ''), 'payment received');
  for (const mail of [placed, paid]) {
    expect(mail.text).toContain(`3 × ${saw.name} (${saw.version}, SKU ${saw.sku})`);
    expect(mail.text).toContain(`5 × ${jig.name} (${jig.version}, SKU ${jig.sku})`);
    expect(mail.text).toContain('$867.47');
  }
  expect(paid.text).toContain(transactionId);
  const mine = inbox.messages.filter((m) => recipientOf(m) === email && !/Confirm your e-mail/.test(m.subject ?? ''));
  expect(mine.map((m) => m.subject)).toHaveLength(2);
  if (isNarrow(page)) await expect(cartLink(page)).toBeVisible();
});
