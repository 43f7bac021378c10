// Checkout in other markets, as shoppers there use it: a German business orders the 230 V saw in
// euros, gives its VAT number and pays the net price (reverse charge); a Japanese shopper orders the
// 120 V jig saw and pays whole yen. Each accepts the terms, pays on the payment page and finds the
// order with its invoice. (The United States checkout is cart.spec.ts's journey.)
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInViaUi } from './support/auth';
import { overflowOf } from './support/layout';
import { fillAddress, type ApiCaller, type ShippingAddress } from './support/shop';
import { shot } from './support/shots';

const saw = { name: 'Kerfline CS-185 Circular Saw', sku: 'KERFLINE-CS-185-CIRCULAR-SAW-230V-EU', quantity: 2 };
const jig = { name: 'Kerfline JS-90 Orbital Jig Saw', sku: 'KERFLINE-JS-90-ORBITAL-JIG-SAW', quantity: 5 };
const berlin: ShippingAddress = { line1: 'Sägewerkstraße 4', line2: '', city: 'Berlin', postalCode: '10115', country: 'DE' };
const tokyo: ShippingAddress = { line1: '1-2-3 Marunouchi', line2: '', city: 'Chiyoda-ku', postalCode: '100-0005', country: 'JP', region: 'JP-13' };

/** A new shopper with `quantity` of the version `sku` of `name` in the cart, signed in on `page`. */
async function shopperWithCart(page: Page, name: string, product: { name: string; sku: string; quantity: number }) {
  const account = await createAccount(page.request, name);
  const caller: ApiCaller = { request: page.request, token: account.token };
  const headers = { authorization: `Bearer ${caller.token}`, origin: new URL(test.info().project.use.baseURL!).origin };
  const list = (await (await page.request.get('/api/product')).json()) as { _id: string; name: string }[];
  const { _id } = list.find((p) => p.name === product.name)!;
  const detail = (await (await page.request.get(`/api/product/${_id}`)).json()) as { variants: { _id: string; sku: string }[] };
  const variant = detail.variants.find((v) => v.sku === product.sku)!;
  const put = await page.request.put(`/api/cart/lines/${_id}`, { headers, data: { quantity: product.quantity, variantId: variant._id } });
  expect(put.ok(), await put.text()).toBe(true);
  await signInViaUi(page, account.email, 'e2e-password-1');
}

async function payByCard(page: Page, total: string) {
  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();
  await expect(page.getByTestId('paid-total')).toHaveText(total);
}

test('a German business pays the net euro price with its VAT number (reverse charge) and gets its invoice', async ({ page }, testInfo) => {
  await shopperWithCart(page, 'Greta Geschäft', saw);
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Phone').fill('+49 30 1234567');
  await fillAddress(form, berlin);

  // The Euro area market: euro prices with VAT in them, free standard delivery at this value.
  await expect(page.getByTestId('checkout-line')).toHaveText([/€[\d,]+\.\d\d$/]);
  await expect(form.getByRole('radio', { name: /Standard.*Free/ })).toBeChecked();
  await expect(page.getByTestId('checkout-tax-included')).toHaveText(/^incl\. €[\d,]+\.\d\d VAT$/);
  const gross = (await page.getByTestId('checkout-total').textContent())!;

  await form.getByLabel('VAT number (EU businesses, optional)').fill('DE 136 695 976');
  await form.getByLabel('VAT number (EU businesses, optional)').blur();
  await expect(form.getByText('Reverse charge: no VAT is charged; you account for it')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).not.toHaveText(gross);
  const net = (await page.getByTestId('checkout-total').textContent())!;
  expect(net).toMatch(/^€[\d,]+\.\d\d$/);
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, 'market-checkout-germany-reverse-charge');
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  await expect(page.getByTestId('payment-total')).toHaveText(net);
  await payByCard(page, net);
  await page.getByRole('link', { name: 'View the order' }).click();
  const amounts = page.getByTestId('order-amounts');
  await expect(amounts.getByText('VAT (reverse charge)')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(net);
  await expect(page.getByRole('link', { name: /^Invoice INV-\d{4}-\d{6}$/ })).toBeVisible();
  await shot(page, testInfo, 'market-checkout-germany-order');
});

test('a shopper in Japan pays whole yen, consumption tax included', async ({ page }, testInfo) => {
  await shopperWithCart(page, 'Haruto Yamada', jig);
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Phone').fill('+81 3 1234 5678');
  await fillAddress(form, tokyo);

  await expect(page.getByTestId('checkout-line')).toHaveText([/¥[\d,]+0$/]);
  await expect(page.getByTestId('checkout-total')).toHaveText(/^¥[\d,]+$/);
  await expect(page.getByTestId('checkout-tax-included')).toHaveText(/^incl\. ¥[\d,]+ VAT$/);
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, 'market-checkout-japan');
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  await expect(page.getByTestId('payment-total')).toHaveText(total);
  await payByCard(page, total);
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByTestId('order-amounts').getByText('Incl. VAT')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await shot(page, testInfo, 'market-checkout-japan-order');
});
