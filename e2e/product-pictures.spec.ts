// Demo pictures show their own product, and small thumbnails show all of it: the product page's
// gallery holds only the product's drawings, and the cart, the payment page and My Orders fit the
// whole 4:3 picture into their thumbnail instead of cropping it to a square.
import { expect, test, type Locator } from '@playwright/test';
import { signUpViaUi } from './support/auth';
import { callerOf, placeOrder, productNamed } from './support/shop';
import { shot } from './support/shots';

const saw = 'Kerfline CS-185 Circular Saw';

type ImageElement = { naturalWidth: number; naturalHeight: number; clientWidth: number; clientHeight: number };
type StyleOf = { getComputedStyle(element: unknown): { objectFit: string } };

/** The picture is drawn whole: fitted into its box (object-fit: contain), or its box has the picture's shape. */
async function expectWholePicture(image: Locator, what: string) {
  await expect.poll(() => image.evaluate((img) => (img as unknown as ImageElement).naturalWidth), { message: what }).toBeGreaterThan(0);
  const shown = await image.evaluate((img) => {
    const { naturalWidth, naturalHeight, clientWidth, clientHeight } = img as unknown as ImageElement;
    return { naturalWidth, naturalHeight, clientWidth, clientHeight, fit: (globalThis as unknown as StyleOf).getComputedStyle(img).objectFit };
  });
  const sameShape = Math.abs(shown.clientWidth / shown.clientHeight - shown.naturalWidth / shown.naturalHeight) < 0.05;
  expect(shown.fit === 'contain' || sameShape, `${what} is not cropped: ${JSON.stringify(shown)}`).toBe(true);
}

test('the product page shows only the product, and the cart, payment page and My Orders show its whole picture', async ({ page, request }, testInfo) => {
  const product = await productNamed(request, saw);
  const me = await signUpViaUi(page, { name: 'Gil Gallery' });
  const caller = await callerOf(page);

  // Every picture of the CS-185 is a drawing of the CS-185 (its accessible name says which saw it is).
  const full = (await (await request.get('/api/product/by-slug/kerfline-cs-185-circular-saw')).json()) as { images: string[] };
  expect(full.images.length).toBeGreaterThanOrEqual(2);
  for (const src of full.images) {
    const svg = await (await request.get(src)).text();
    expect(svg, src).toMatch(/aria-label="Kerfline CS-185 circular saw/);
  }
  await page.goto('/products/kerfline-cs-185-circular-saw');
  await expect(page.getByTestId('product-gallery').getByRole('img', { name: `${saw}, picture 1 of ${full.images.length}` })).toBeVisible();
  await shot(page, testInfo, 'product-pictures-gallery');

  // The cart (a signed-in shopper's, on the server).
  const put = await page.request.put(`/api/cart/lines/${product._id}`, {
    headers: { authorization: `Bearer ${caller.token}`, origin: new URL(page.url()).origin },
    data: { quantity: product.minOrderQuantity },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await page.goto('/cart');
  await expectWholePicture(page.getByTestId('cart-line').filter({ hasText: saw }).locator('img'), 'the cart line');
  await shot(page, testInfo, 'product-pictures-cart');

  // The payment page and My Orders.
  const orderId = await placeOrder({ ...caller, email: me.email, name: me.name }, product);
  await page.goto(`/dashboard/payment/${orderId}`);
  await expectWholePicture(page.locator(`img[src="${product.img}"]`), 'the payment page');
  await page.goto('/dashboard');
  await expectWholePicture(page.getByTestId('order-row').filter({ hasText: saw }).locator('img'), 'My Orders');
  await shot(page, testInfo, 'product-pictures-my-orders');
});
