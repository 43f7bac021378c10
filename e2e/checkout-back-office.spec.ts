// My Orders and the checkout's payment page when the back office moves orders placed from the cart:
// a shipped one shows Shipped with no Pay or delete, the checkout stays paid; a pending one's Pay
// opens its checkout's payment page; an order the shop cancelled before the payment is listed as
// Cancelled there and the one payment charges only the rest.
import { expect, test, type Page } from '@playwright/test';
import { signUpViaUi } from './support/auth';
import { adminCaller, callerOf, productNamed, type ApiCaller } from './support/shop';
import { shot } from './support/shots';

const saw = 'Kerfline CS-185 Circular Saw'; // minimum order 2, $129.99
const jig = 'Kerfline JS-90 Orbital Jig Saw'; // minimum order 5, $89.50
const shipping = { line1: '12 Sawmill Road', line2: '', city: 'Springfield', postalCode: '62701', country: 'US' };

async function api<T>(caller: ApiCaller, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const res = await caller.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${caller.token}`, origin: new URL(test.info().project.use.baseURL!).origin },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The saw and the jig saw through the cart, checked out: the checkout and its two order ids (saw, jig). */
async function checkoutOfTwo(page: Page, shopper: ApiCaller) {
  for (const name of [saw, jig]) {
    const product = await productNamed(page.request, name);
    await api(shopper, 'PUT', `/api/cart/lines/${product._id}`, { quantity: product.minOrderQuantity });
  }
  const placed = await api<{ checkoutId: string; orderIds: string[] }>(shopper, 'POST', '/api/checkout', { phone: '+1 555 0100', shipping });
  const orders = await api<{ data: { _id: string; productName: string }[] }>(shopper, 'GET', '/api/order');
  const idOf = (name: string) => orders.data.find((o) => placed.orderIds.includes(o._id) && o.productName === name)!._id;
  return { checkoutId: placed.checkoutId, sawOrder: idOf(saw), jigOrder: idOf(jig) };
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

test('a checkout order the shop shipped: Shipped in My Orders, no Pay or delete; its checkout stays paid', async ({ page }, testInfo) => {
  await signUpViaUi(page, { name: 'Sally Shipped' });
  const shopper = await callerOf(page);
  const admin = await adminCaller(page.request);
  const { checkoutId, sawOrder } = await checkoutOfTwo(page, shopper);

  // My Orders: both pending; Pay on one of them opens the checkout's payment page.
  await page.goto('/dashboard');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: saw }).getByRole('link', { name: `Pay for ${saw}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/checkout/${checkoutId}$`));
  await expect(page.getByText('Please pay for your order of 2 products')).toBeVisible();
  await payWithCard(page, '$707.48');

  await api(admin, 'POST', `/api/admin/order/${sawOrder}/status`, { status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  await page.goto('/dashboard');
  const shipped = rows.filter({ hasText: saw });
  await expect(shipped.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(shipped.getByRole('link', { name: `Pay for ${saw}` })).toHaveCount(0);
  await expect(shipped.getByRole('button', { name: 'Paid' })).toBeDisabled();
  await expect(shipped.getByRole('button', { name: `Delete order for ${saw}` })).toBeDisabled();
  await expect(rows.filter({ hasText: jig }).getByRole('button', { name: `Delete order for ${jig}` })).toBeDisabled();
  await shot(page, testInfo, 'my-orders-checkout-shipped');

  // The checkout's page still says it is paid (it asked for $0.00 once one order had moved on).
  await page.goto(`/dashboard/checkout/${checkoutId}`);
  await expect(page.getByText('This order is paid.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
});

test('an order the shop cancelled before the payment: listed as Cancelled, the one payment charges the rest', async ({ page }, testInfo) => {
  await signUpViaUi(page, { name: 'Cora Cancelled' });
  const shopper = await callerOf(page);
  const admin = await adminCaller(page.request);
  const { checkoutId, jigOrder } = await checkoutOfTwo(page, shopper);

  await page.goto(`/dashboard/checkout/${checkoutId}`);
  // The intent is attached once Pay is enabled; cancelling while it is being attached is a 409 by design.
  await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: 'Pay $707.48' })).toBeEnabled();
  await api(admin, 'POST', `/api/admin/order/${jigOrder}/status`, { status: 'Cancelled' });

  await page.reload();
  await expect(page.getByText('Please pay for your order of 1 products')).toBeVisible();
  await expect(page.getByTestId('checkout-order').filter({ hasText: jig }).getByText('Cancelled')).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveText('$259.98');
  await shot(page, testInfo, 'checkout-payment-one-cancelled');
  await payWithCard(page, '$259.98');

  await page.goto('/dashboard');
  const rows = page.getByTestId('order-row');
  await expect(rows.filter({ hasText: jig }).getByRole('button', { name: 'Cancelled' })).toBeDisabled();
  await expect(rows.filter({ hasText: saw }).getByRole('button', { name: 'Paid' })).toBeDisabled();
  await shot(page, testInfo, 'my-orders-checkout-one-cancelled');
});

test('a checkout whose every order the shop cancelled: its payment page says so and asks for no card', async ({ page }, testInfo) => {
  await signUpViaUi(page, { name: 'Nina Nothing' });
  const shopper = await callerOf(page);
  const admin = await adminCaller(page.request);
  const { checkoutId, sawOrder, jigOrder } = await checkoutOfTwo(page, shopper);
  for (const id of [sawOrder, jigOrder]) await api(admin, 'POST', `/api/admin/order/${id}/status`, { status: 'Cancelled' });

  await page.goto(`/dashboard/checkout/${checkoutId}`);
  await expect(page.getByText('This order was cancelled.')).toBeVisible();
  await expect(page.getByRole('status').getByText('There is nothing to pay: the shop cancelled this order.')).toBeVisible();
  await expect(page.getByTestId('checkout-order').getByText('Cancelled')).toHaveCount(2);
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
  await expect(page.getByTestId('payment-total')).toHaveCount(0);
  await shot(page, testInfo, 'checkout-payment-all-cancelled');
});
