// Ordering and paying, as a shopper does it: purchase page -> My Orders -> payment page, with the
// sandbox card provider (the default without Stripe keys) and Stripe's test cards.
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaUi } from './support/auth';
import { addressText, fillAddress, springfield } from './support/shop';
import { shot } from './support/shots';

// A demo product (apps/server/src/db/demo-data.ts): $129.99, minimum order 2, plenty in stock.
const saw = { name: 'Kerfline CS-185 Circular Saw', minOrder: 2, defaultTotal: '$259.98' };

async function openPurchasePage(page: Page) {
  // /products lists the oldest first: the demo products, never those journeys add.
  await page.goto('/products');
  await page.getByRole('link', { name: `Purchase ${saw.name}` }).click();
  await expect(page).toHaveURL(/\/purchase\//);
  await expect(page.getByRole('heading', { name: saw.name })).toBeVisible();
}

/** Places an order for the default quantity and lands on My Orders. */
async function placeOrder(page: Page) {
  await openPurchasePage(page);
  const form = page.getByRole('form', { name: 'Order' });
  await fillAddress(form);
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('Order Placed / Please Pay For Proceed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const orderRow = (page: Page) => page.getByTestId('order-row').filter({ hasText: saw.name });

async function fillCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(expiry);
  await form.getByLabel('CVC').fill(cvc);
  return form;
}

test('order the default quantity, pay with the success card, see Paid and the transaction id', async ({ page }, testInfo) => {
  // The sandbox path must never fetch Stripe.js (no internet here, and no need).
  const stripeRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('stripe.com')) stripeRequests.push(r.url());
  });
  const me = await signUpViaUi(page, { name: 'Olga Order' });
  await openPurchasePage(page);
  const form = page.getByRole('form', { name: 'Order' });
  await expect(form.getByLabel('Name')).toHaveValue('Olga Order');
  await expect(form.getByLabel('Name')).not.toBeEditable();
  await expect(form.getByLabel('Email')).toHaveValue(me.email);
  await expect(form.getByLabel('Email')).not.toBeEditable();
  await expect(form.getByLabel('Quantity')).toHaveValue(String(saw.minOrder));
  await expect(page.getByTestId('order-total')).toHaveText(saw.defaultTotal);
  await shot(page, testInfo, 'orders-purchase');

  await fillAddress(form);
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('Order Placed / Please Pay For Proceed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const row = orderRow(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(addressText(springfield));
  await expect(row).toContainText(saw.defaultTotal);
  await expect(row).toContainText('Pending');
  await expect(row.getByTestId('order-transaction')).toHaveText('Payment Uncomplete');
  await shot(page, testInfo, 'orders-my-orders-unpaid');

  await row.getByRole('link', { name: `Pay for ${saw.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\//);
  await expect(page.getByRole('heading', { name: 'Hello, Olga Order' })).toBeVisible();
  await expect(page.getByTestId('payment-quantity')).toHaveText(String(saw.minOrder));
  await expect(page.getByTestId('payment-total')).toHaveText(saw.defaultTotal);
  const pay = page.getByRole('button', { name: `Pay ${saw.defaultTotal}` });
  // Enabled once the card form is there and the server handed out the client secret.
  await expect(pay).toBeEnabled();
  // How long the stock is held, with the day and the time zone ('Nov 26, 10:11 AM UTC').
  await expect(page.getByTestId('payment-held-until')).toHaveText(/^We hold the stock for you until [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M \S+\.$/);
  await fillCard(page, '4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();
  const transactionId = (await page.getByTestId('transaction-id').textContent()) ?? '';
  expect(transactionId).toMatch(/^pi_\w+$/);
  // A receipt: the order's number (as its mails name it), what was paid, and a way back to the shop.
  await expect(page.getByTestId('paid-order-number')).toHaveText(/^#\d{4,}$/);
  await expect(page.getByTestId('paid-total')).toHaveText(saw.defaultTotal);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
  // The whole page reads as paid now, the order card beside the card form too.
  const orderCard = page.getByRole('article', { name: 'Hello, Olga Order' });
  await expect(orderCard).toContainText(`Your order of ${saw.name} is paid.`);
  await expect(page.getByRole('main')).not.toContainText('Please pay for');
  await shot(page, testInfo, 'orders-payment-completed');
  // Opened again later, it still reads as paid, with its transaction id.
  await page.reload();
  await expect(orderCard).toContainText(`Your order of ${saw.name} is paid.`);
  await expect(page.getByText('This order is paid.')).toBeVisible();
  await expect(page.getByTestId('transaction-id')).toHaveText(transactionId);
  await expect(page.getByRole('main')).not.toContainText('Please pay for');
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(row.getByRole('button', { name: 'Paid' })).toBeDisabled();
  await expect(row.getByTestId('order-transaction')).toHaveText(transactionId);
  await expect(row.getByRole('button', { name: `Delete order for ${saw.name}` })).toBeDisabled();
  await expect(row).toContainText('Paid');
  await shot(page, testInfo, 'orders-my-orders-paid');
  // Its invoice downloads as a PDF.
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Invoice INV-\d{4}-\d{6}$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  expect((await fs.readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  expect(stripeRequests).toEqual([]);
});

test('a refused card shows the provider’s message under the form and the order stays unpaid', async ({ page }, testInfo) => {
  await signUpViaUi(page, { name: 'Dave Declined' });
  await placeOrder(page);
  await orderRow(page).getByRole('link', { name: `Pay for ${saw.name}` }).click();
  const pay = page.getByRole('button', { name: `Pay ${saw.defaultTotal}` });
  await expect(pay).toBeEnabled();

  await fillCard(page, '4000 0000 0000 0002');
  await pay.click();
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');
  await shot(page, testInfo, 'orders-payment-declined');

  await fillCard(page, '4000 0000 0000 9995');
  await pay.click();
  await expect(page.getByTestId('payment-error')).toHaveText('Your card has insufficient funds.');

  const form = await fillCard(page, '4242 4242 4242 4242', '01 / 20', '12');
  await pay.click();
  await expect(form.getByText("Your card's expiration year is in the past.")).toBeVisible();
  await expect(form.getByText("Your card's security code is incomplete.")).toBeVisible();
  // The new attempt's messages replace the last one's: the refusal before it is gone.
  await expect(page.getByTestId('payment-error')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(orderRow(page).getByTestId('order-transaction')).toHaveText('Payment Uncomplete');
  await expect(orderRow(page).getByRole('link', { name: `Pay for ${saw.name}` })).toBeVisible();
});

