// A picture that does not load shows a neutral placeholder of the same size, never the browser's
// broken-image icon: product cards, the purchase and payment pages, My Orders, review avatars and
// the profile picture. The add-product form previews the photo and warns when it does not load.
import crypto from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { demo, signInViaUi, signUpViaUi } from './support/auth';
import { addProduct, adminCaller, callerOf, placeOrder, postReview, productNamed, updateProfile } from './support/shop';
import { shot } from './support/shots';

// Nothing listens on port 9 of the loopback: the request is refused at once. https, so the store's
// Content-Security-Policy (images from https:) lets the browser try.
const unreachable = (name: string) => `https://127.0.0.1:9/${name}.png`;

type ImageElement = { naturalWidth: number; scrollIntoView(options: { block: string }): void };

/** The image shows a picture (a placeholder if need be), not the broken-image icon (naturalWidth 0). */
async function expectShowsAPicture(image: Locator, what: string) {
  const shownWidth = () =>
    image.evaluate((img) => {
      const element = img as unknown as ImageElement;
      element.scrollIntoView({ block: 'center' }); // lazily loaded images load once near the view
      return element.naturalWidth;
    });
  await expect.poll(shownWidth, { message: what }).toBeGreaterThan(0);
}

/** The size the element is laid out at, once it is on screen (a list may re-render after hydration). */
async function sizeOf(element: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await element.boundingBox()) !== null, { message: 'the picture is laid out' }).toBe(true);
  const { width, height } = box!;
  return { width: Math.round(width), height: Math.round(height) };
}

test('a product photo that does not load shows a placeholder of the same size everywhere', async ({ page, request }, testInfo) => {
  const name = `Kerfline Unreachable Photo Saw ${testInfo.project.name} ${crypto.randomBytes(3).toString('hex')}`;
  const admin = await adminCaller(request);
  await addProduct(admin, {
    name,
    description: 'A saw whose photo lives on a server that is down.',
    price: 99,
    available: 50,
    minOrderQuantity: 1,
    img: unreachable('saw'),
  });
  const me = await signUpViaUi(page, { name: 'Pia Placeholder' });

  // A demo product heads /products (oldest first); the new one /all-product (newest first).
  await page.goto('/products');
  const healthy = page.getByTestId('product-card').filter({ hasText: 'Kerfline CS-185 Circular Saw' });
  await expectShowsAPicture(healthy.getByRole('img'), 'a card whose photo loads');
  const healthySize = await sizeOf(healthy.getByRole('img'));
  await page.goto('/all-product');
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expectShowsAPicture(card.getByRole('img', { name }), 'the product card');
  expect(await sizeOf(card.getByRole('img', { name }))).toEqual(healthySize);
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'image-placeholder-card');

  await card.getByRole('link', { name: `Purchase ${name}` }).click();
  await expectShowsAPicture(page.getByRole('img', { name }), 'the purchase page');
  await shot(page, testInfo, 'image-placeholder-purchase');

  const shopper = { ...(await callerOf(page)), email: me.email, name: me.name };
  const orderId = await placeOrder(shopper, await productNamed(request, name));
  await page.goto('/dashboard');
  const row = page.getByTestId('order-row').filter({ hasText: name });
  await expectShowsAPicture(row.locator('img'), 'My Orders');
  await page.goto(`/dashboard/payment/${orderId}`);
  await expectShowsAPicture(page.getByRole('article').locator('img'), 'the payment page');
});

test('a profile picture that does not load shows the initials, and a review its default avatar', async ({ page }, testInfo) => {
  const me = await signUpViaUi(page, { name: 'Ivo Imageless' });
  const caller = await callerOf(page);
  await updateProfile(caller, me.email, { name: me.name, image: unreachable('me') });
  const text = `My picture is on a server that is down. [${testInfo.project.name} ${crypto.randomBytes(3).toString('hex')}]`;
  await postReview(caller, text);

  await page.goto('/dashboard/profile');
  const initials = page.getByRole('img', { name: `No picture for ${me.name}` });
  await expect(initials).toBeVisible();
  await expect(initials).toHaveText('II');
  await shot(page, testInfo, 'image-placeholder-profile');

  await page.goto('/reviews');
  const card = page.getByTestId('review-card').filter({ hasText: text });
  await expectShowsAPicture(card.locator('img'), 'the review avatar');
});

test('the add-product form previews the photo and warns when it does not load', async ({ page, baseURL }, testInfo) => {
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await page.goto('/dashboard/add-product');
  const form = page.getByRole('form', { name: 'Add A Product' });
  const photo = form.getByLabel('Photo URL');
  const warning = form.getByText('This photo could not be loaded');

  await photo.fill(unreachable('new-saw'));
  await expect(warning).toBeVisible();
  await expect(photo).toHaveAccessibleDescription(/This photo could not be loaded/);
  await shot(page, testInfo, 'add-product-photo-warning');

  await photo.fill(`${baseURL}/images/products/jig-saw.svg`);
  const preview = form.getByRole('img', { name: 'Photo preview' });
  await expectShowsAPicture(preview, 'the preview');
  await expect(warning).toHaveCount(0);
});
