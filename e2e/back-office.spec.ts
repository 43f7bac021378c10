// The owner's back office, end to end: an admin ships and then refunds a customer's order through
// the Manage Orders pages while the customer watches My Orders change and receives the mails (a
// real SMTP server on loopback); the Overview's figures are those of the orders placed here (the
// store of this file is fresh: the demo data has no orders); the Audit Trail lists the moves.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { recipientOf, startInbox, type Inbox } from '../apps/server/test/smtp-inbox';
import { startAppServer, type AppServer } from './support/app-server';
import { demo, isNarrow, uniqueEmail } from './support/auth';
import { axeViolations, wcagAndBestPractices } from './support/axe';
import { overflowOf } from './support/layout';
import { shot } from './support/shots';

test.describe.configure({ mode: 'serial' });

let inbox: Inbox;
let app: AppServer;
const customer = { name: 'Carla Customer', email: uniqueEmail('carla'), password: 'carla-password-1' };
const productName = `Journey Track Saw ${Date.now()}`;
let customerToken: string;
let adminToken: string;
let productId: string;
const orderIds: string[] = [];

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: app.url, ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** An order of `quantity` placed and paid with the sandbox's success card, as the payment page does. */
async function placeAndPay(quantity: number): Promise<string> {
  const { insertedId } = await api<{ insertedId: string }>('POST', '/order', customerToken, {
    productId,
    totalQuantity: quantity,
    address: '7 Kerf Lane, Millbrook',
    phone: '+1 555 0142',
    userEmail: customer.email,
    userName: customer.name,
  });
  const { clientSecret } = await api<{ clientSecret: string }>('POST', '/create-payment-intent', customerToken, { orderId: insertedId });
  const { paymentIntent } = await api<{ paymentIntent: { id: string } }>('POST', '/sandbox/confirm-payment', customerToken, {
    clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  await api('PATCH', `/order/${insertedId}`, customerToken, { transactionId: paymentIntent.id });
  orderIds.push(insertedId);
  return insertedId;
}

test.beforeAll(async () => {
  inbox = await startInbox();
  app = await startAppServer({ SMTP_URL: inbox.url, MAIL_POLL_MS: '200' });
  customerToken = (await api<{ token: string }>('POST', '/auth/sign-up/email', '', customer)).token;
  adminToken = (await api<{ token: string }>('POST', '/auth/sign-in/email', '', { email: demo.admin.email, password: demo.admin.password })).token;
  productId = (
    await api<{ insertedId: string }>('POST', '/product', adminToken, {
      name: productName,
      description: 'A track saw bought, shipped and refunded by the back-office journey.',
      price: 249.5,
      available: 20,
      minOrderQuantity: 1,
      img: 'https://cdn.example.com/journey-track-saw.png',
    })
  ).insertedId;
});

test.afterAll(async () => {
  await app?.stop();
  await inbox?.close();
});

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  return page;
}

async function openDashboardItem(page: Page, label: string) {
  if (!page.url().includes('/dashboard')) await page.goto('/dashboard');
  if (isNarrow(page)) await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
}

async function myOrderStatus(page: Page): Promise<string> {
  await page.goto('/dashboard');
  const row = page.getByTestId('order-row').filter({ hasText: productName });
  await expect(row).toHaveCount(1);
  return (await row.locator('.badge').first().textContent()) ?? '';
}

const mailTo = (subject: RegExp) => inbox.waitFor((m) => recipientOf(m) === customer.email && subject.test(m.subject ?? ''), `${subject}`);

test('an admin ships and then refunds an order; the customer sees each status and gets the mails', async ({ browser }, testInfo) => {
  const orderId = await placeAndPay(2);
  const shopper = await signedIn(browser, customer.email, customer.password);
  expect(await myOrderStatus(shopper)).toBe('Paid');

  const admin = await signedIn(browser, demo.admin.email, demo.admin.password);
  await openDashboardItem(admin, 'Manage Orders');
  await expect(admin.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
  await admin.getByLabel('Customer e-mail, product or transaction id').fill(customer.email);
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin.getByTestId('admin-order-row')).toHaveCount(1);
  await shot(admin, testInfo, 'back-office-manage-orders');
  expect(await axeViolations(admin, wcagAndBestPractices)).toEqual([]);
  await admin.getByRole('link', { name: `Open the order of ${productName} by ${customer.email}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/manage-orders/${orderId}$`));
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Paid');
  // Only the moves the lifecycle allows from Paid are offered.
  await expect(admin.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await admin.getByRole('button', { name: 'Mark shipped' }).click();
  await admin.getByLabel('Carrier').fill('UPS');
  await admin.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await admin.getByRole('button', { name: 'Ship with tracking' }).click();
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Shipped');
  await expect(admin.getByTestId('admin-order-tracking')).toHaveText('1Z999AA10123456784');
  await expect(admin.getByTestId('timeline-entry')).toHaveCount(3);
  await shot(admin, testInfo, 'back-office-order-shipped');
  // The lines table fits the screen: no column cut off, even on a phone.
  expect((await overflowOf(admin.getByRole('region', { name: 'Order lines' }))).x).toBe(0);
  expect(await axeViolations(admin, wcagAndBestPractices)).toEqual([]);

  expect(await myOrderStatus(shopper)).toBe('Shipped');
  const shippedMail = await mailTo(/has shipped/);
  expect(shippedMail.text).toContain('Tracking number: 1Z999AA10123456784');
  expect(shippedMail.text).toContain('UPS');
  await shot(shopper, testInfo, 'back-office-my-orders-shipped');

  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  // The dialog names the amount, on its question and its button.
  const refund = admin.getByRole('dialog', { name: 'Refund $499.00?' });
  await expect(refund.getByRole('button', { name: 'Do not refund' })).toBeVisible();
  await shot(admin, testInfo, 'back-office-refund-dialog');
  await refund.getByRole('button', { name: 'Refund $499.00' }).click();
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Refunded');
  await expect(admin.getByText('nothing more to do')).toBeVisible();
  await expect(admin.getByTestId('timeline-entry')).toHaveCount(4);

  expect(await myOrderStatus(shopper)).toBe('Refunded');
  const refundMail = await mailTo(/was refunded/);
  expect(refundMail.text).toContain('We refunded $499.00');
  await shot(shopper, testInfo, 'back-office-my-orders-refunded');

  // The audit trail has both moves, by the demo admin.
  await openDashboardItem(admin, 'Audit Trail');
  // Each entry is a sentence naming the order by what and whom (linked), never by its id.
  const order = `the order of 2 × ${productName} by ${customer.email}`;
  const entries = admin.getByTestId('audit-entry').filter({ hasText: order });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`${demo.admin.email} refunded ${order} ($499.00).`);
  await expect(entries.nth(1)).toContainText(`${demo.admin.email} shipped ${order} with UPS, tracking number 1Z999AA10123456784.`);
  await expect(entries.first()).not.toContainText(orderId);
  await expect(entries.first().getByRole('link', { name: order })).toHaveAttribute('href', `/dashboard/manage-orders/${orderId}`);
  await shot(admin, testInfo, 'back-office-audit');
  expect(await axeViolations(admin, wcagAndBestPractices)).toEqual([]);
  await shopper.context().close();
  await admin.context().close();
});

test('the overview shows the figures of the orders placed here, as a chart and as a table', async ({ browser }, testInfo) => {
  await placeAndPay(1); // $249.50, stays Paid
  await placeAndPay(3); // $748.50, shipped below
  await api('POST', `/admin/order/${orderIds.at(-1)}/status`, adminToken, { status: 'Shipped', carrier: 'DHL', trackingNumber: 'JD014600' });

  const admin = await signedIn(browser, demo.admin.email, demo.admin.password);
  await openDashboardItem(admin, 'Overview');
  await expect(admin.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  // The refunded order of the first journey is not revenue: 249.50 + 748.50.
  await expect(admin.getByTestId('revenue-total')).toContainText('$998.00');
  await expect(admin.getByTestId('status-count-Paid')).toContainText('1');
  await expect(admin.getByTestId('status-count-Shipped')).toContainText('1');
  await expect(admin.getByTestId('status-count-Refunded')).toContainText('1');
  await expect(admin.getByTestId('top-product').first()).toContainText(productName);
  await expect(admin.getByTestId('top-product').first()).toContainText('$998.00');
  // The chart's numbers, as the table screen readers read.
  const today = new Date().toISOString().slice(0, 10);
  const revenueTable = admin.getByRole('table', { name: /Revenue per day/ });
  await expect(revenueTable.getByRole('row', { name: new RegExp(`${today} \\$998\\.00`) })).toHaveCount(1);
  await admin.getByRole('button', { name: 'Show as a table' }).first().click();
  await expect(revenueTable).toBeVisible();
  await shot(admin, testInfo, 'back-office-overview');
  expect(await axeViolations(admin, wcagAndBestPractices)).toEqual([]);
  // Nothing sticks out sideways on a phone.
  expect((await overflowOf(admin.locator('html'))).x).toBe(0);
  await admin.context().close();
});

test('the server refuses what the lifecycle does not allow, and the buttons follow its table', async ({ browser }) => {
  const { insertedId } = await api<{ insertedId: string }>('POST', '/order', customerToken, {
    productId,
    totalQuantity: 1,
    address: '7 Kerf Lane, Millbrook',
    phone: '+1 555 0142',
    userEmail: customer.email,
    userName: customer.name,
  });
  const refused = await fetch(`${app.url}/api/admin/order/${insertedId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status: 'Shipped', carrier: 'UPS', trackingNumber: 'X1' }),
  });
  expect(refused.status).toBe(409);

  const admin = await signedIn(browser, demo.admin.email, demo.admin.password);
  await admin.goto(`/dashboard/manage-orders/${insertedId}`);
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Pending');
  await expect(admin.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Cancel order' }).click();
  // Its buttons say what they do: neither is a bare "Cancel".
  const cancel = admin.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(cancel.getByRole('button')).toHaveText(['Keep the order', 'Yes, cancel the order', 'Close']);
  await cancel.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Cancelled');
  expect((await mailTo(/was cancelled/)).text).toContain('nothing was charged');
  await admin.context().close();
});
