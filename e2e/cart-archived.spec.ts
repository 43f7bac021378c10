// A product archived while it sits in a signed-in shopper's cart: the cart shows the line as no
// longer sold with a way to remove it (checkout waits), and once it is removed checkout goes on.
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, demo, signInViaUi } from './support/auth';
import { axeViolations, wcagAndBestPractices } from './support/axe';
import { overflowOf, wordsBrokenAcrossLines } from './support/layout';
import { shot } from './support/shots';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: demo.admin.email, password: demo.admin.password },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('an archived product in the cart is shown as no longer sold, removed, and checkout then works', async ({ page, request }, testInfo) => {
  const tag = crypto.randomBytes(3).toString('hex');
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const addProduct = async (name: string) => {
    const res = await request.post('/api/product', {
      headers: admin,
      data: { name, description: 'A saw made for the archived-cart journey.', price: 40, available: 30, minOrderQuantity: 1, img: 'https://images.example.invalid/saw.png' },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { insertedId: string }).insertedId;
  };
  const keptName = `Kerfline Kept Saw ${tag}`;
  const goneName = `Kerfline Discontinued Saw With A Long Name ${tag}`;
  const kept = await addProduct(keptName);
  const gone = await addProduct(goneName);

  const shopper = await createAccount(request, 'Archie Cart');
  for (const id of [kept, gone]) {
    const put = await request.put(`/api/cart/lines/${id}`, { headers: { authorization: `Bearer ${shopper.token}` }, data: { quantity: 1 } });
    expect(put.status()).toBe(200);
  }
  expect((await request.delete(`/api/product/${gone}`, { headers: admin })).status()).toBe(200);

  await signInViaUi(page, shopper.email, 'e2e-password-1');
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const goneLine = lines.filter({ hasText: goneName });
  await expect(goneLine.getByText('No longer sold')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$40.00');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  expect(await wordsBrokenAcrossLines(goneLine)).toEqual([]);
  const blocking = (await axeViolations(page, wcagAndBestPractices)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking).toEqual([]);
  await shot(page, testInfo, 'cart-no-longer-sold');

  await goneLine.getByRole('button', { name: `Remove ${goneName} from the cart` }).click();
  await expect(lines).toHaveCount(1);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
