// A visitor with products in their cart (kept in this browser's localStorage) reloads server-rendered
// pages: the server knows nothing of that cart, so the page must hydrate on the server's picture
// first and show the stored cart only afterwards, with no mismatch warning. Reads the pristine store
// (a visitor's cart writes nothing to it).
import { expect, test } from '@playwright/test';
import { hydrated, watchConsole } from './support/hydration';
import { pristineURL } from './support/pristine';
import { shot } from './support/shots';

test.use({ baseURL: pristineURL() });

const slug = 'kerfline-cs-185-circular-saw';
const name = 'Kerfline CS-185 Circular Saw';

test('reloading server-rendered pages with a visitor’s cart hydrates without a mismatch, then shows the cart', async ({ page, request }, testInfo) => {
  const product = await request.get(`/api/product/by-slug/${slug}`);
  expect(product.status()).toBe(200);
  const { _id: productId, minOrderQuantity, variants } = (await product.json()) as { _id: string; minOrderQuantity: number; variants: { _id: string }[] };

  // The visitor puts the saw in the cart through the product page, as a shopper would.
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const add = page.getByRole('button', { name: `Add to cart: ${name}` });
  await expect.poll(() => hydrated(add)).toBe(true); // a click before React took the button over does nothing
  await add.click();
  await expect(page.getByRole('link', { name: `In cart · View cart: ${name}` })).toBeVisible();
  const stored = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('kerfline.cart'));
  // The saw is sold in versions: the line names the one the page showed (its default).
  expect(stored).toBe(JSON.stringify([{ productId, variantId: variants[0]!._id, quantity: minOrderQuantity }]));

  const problems = watchConsole(page);
  for (const path of ['/', '/products', `/products/${slug}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect.poll(() => hydrated(h1), { message: path }).toBe(true);
    // After hydration the navigation shows the stored cart.
    await expect(page.getByRole('link', { name: `Cart, 1 product, ${minOrderQuantity} units in all` }), path).toBeVisible();
    await expect(page.getByTestId('cart-count'), path).toHaveText('1');
  }
  // The product page shows the saw as in the cart, and the cart page lists it.
  await expect(page.getByRole('link', { name: `In cart · View cart: ${name}` })).toBeVisible();
  await shot(page, testInfo, 'cart-hydration-product-page');
  await page.getByRole('link', { name: /^Cart, 1 product,/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cart/i);
  await expect(page.getByText(name).first()).toBeVisible();
  expect(problems).toEqual([]);
});
