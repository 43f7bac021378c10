// A cart's order when the back office moves it: the checkout is ONE order with a line per cart
// line (the admin's list has one order, with both lines), paid on its payment page like any order;
// shipped, it shows Shipped in My Orders with no Pay or delete and its page shows the parcel;
// cancelled before the payment, its payment page says so and asks for no card.
import { expect, test, type Page } from '@playwright/test';
import { signUpViaUi } from './support/auth';
import { adminCaller, callerOf, productNamed, springfield, type ApiCaller } from './support/shop';
import { shot } from './support/shots';

const saw = 'Kerfline CS-185 Circular Saw'; // minimum order 2, $129.99
const jig = 'Kerfline JS-90 Orbital Jig Saw'; // minimum order 5, $89.50
const cartName = `${saw} + 1 more`;

async function api<T>(caller: ApiCaller, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const res = await caller.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${caller.token}`, origin: new URL(test.info().project.use.baseURL!).origin },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The saw and the jig saw through the cart, checked out: the one order's id. */
async function checkoutOfTwo(page: Page, shopper: ApiCaller): Promise<string> {
  for (const name of [saw, jig]) {
    const product = await productNamed(page.request, name);
    await api(shopper, 'PUT', `/api/cart/lines/${product._id}`, { quantity: product.minOrderQuantity });
  }
  const placed = await api<{ success: true; insertedId: string }>(shopper, 'POST', '/api/checkout', { phone: '+1 555 0100', shipping: springfield, acceptTerms: true });
  return placed.insertedId;
}

async function payWithCard(page: Page, amount: string) {
  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();
}

test.slow(); // several people, checkouts and payments in one journey: three times the usual time limit

test('a cart order the shop shipped: one order of two lines, paid once, Shipped in My Orders with no Pay or delete', async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Sally Shipped' });
  const shopper = await callerOf(page);
  const admin = await adminCaller(page.request);
  const orderId = await checkoutOfTwo(page, shopper);

  // The back office sees ONE order for this customer, with both lines.
  const listed = await api<{ data: { _id: string; lines: { productName: string; quantity: number }[] }[] }>(
    admin,
    'GET',
    `/api/admin/order?q=${encodeURIComponent(me.email)}`,
  );
  expect(listed.data.map((o) => o._id)).toEqual([orderId]);
  expect(listed.data[0]!.lines.map((l) => [l.productName, l.quantity])).toEqual([
    [saw, 2],
    [jig, 5],
  ]);

  // My Orders: one row, its lines in the product cell; Pay opens the order's payment page.
  await page.goto('/dashboard');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  // Each line names its version: the cart's calls named none, so the default (120 V with a US plug).
  await expect(rows.getByTestId('order-line')).toHaveText([`2 × ${saw} (120 V / US)`, `5 × ${jig} (120 V / US)`]);
  await rows.getByRole('link', { name: `Pay for ${cartName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${orderId}$`));
  await expect(page.getByText('Please pay for your order of 2 products')).toBeVisible();
  await expect(page.getByTestId('payment-line')).toHaveCount(2);
  await payWithCard(page, '$707.48');

  await api(admin, 'POST', `/api/admin/order/${orderId}/status`, { status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  await page.goto('/dashboard');
  await expect(rows.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(rows.getByRole('link', { name: `Pay for ${cartName}` })).toHaveCount(0);
  await expect(rows.getByRole('button', { name: 'Paid' })).toBeDisabled();
  await expect(rows.getByRole('button', { name: `Delete order for ${cartName}` })).toBeDisabled();
  await shot(page, testInfo, 'my-orders-checkout-shipped');

  // The order's page: placed, paid, shipped, and the parcel.
  await rows.getByTestId('order-number').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByTestId('order-page-line')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Status changes' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('order-tracking-number')).toHaveText('1Z999AA10123456784');
  await shot(page, testInfo, 'order-page-shipped');

  // Its payment page still says it is paid and asks for no card.
  await page.goto(`/dashboard/payment/${orderId}`);
  await expect(page.getByText('This order is paid.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
});

test('a cart order the shop cancelled before the payment: its payment page says so and asks for no card', async ({ page }, testInfo) => {
  await signUpViaUi(page, { name: 'Nina Nothing' });
  const shopper = await callerOf(page);
  const admin = await adminCaller(page.request);
  const orderId = await checkoutOfTwo(page, shopper);
  await api(admin, 'POST', `/api/admin/order/${orderId}/status`, { status: 'Cancelled' });

  await page.goto(`/dashboard/payment/${orderId}`);
  await expect(page.getByText('This order was cancelled.')).toBeVisible();
  await expect(page.getByRole('status').getByText('There is nothing to pay: the shop cancelled this order.')).toBeVisible();
  await expect(page.getByTestId('payment-line')).toHaveCount(2);
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
  await shot(page, testInfo, 'checkout-payment-cancelled');

  await page.goto('/dashboard');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('button', { name: 'Cancelled' })).toBeDisabled();
  await shot(page, testInfo, 'my-orders-checkout-cancelled');
});
