// axe-core on every page of docs/product/screens.md, as a visitor, a shopper and an admin, on desktop and on
// a phone (both projects), including the states a person opens (drawer, pop-up, dialogs, form
// errors): no serious or critical violation of WCAG 2.1 A/AA or axe's best practices.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, demo, isNarrow, signInViaUi, signUpViaUi } from './support/auth';
import { axeViolations, wcagAndBestPractices } from './support/axe';
import { pristineURL } from './support/pristine';

/** Waits until no spinner is left (data loaded), then runs axe; fails on serious or critical findings. */
async function audit(page: Page, what: string) {
  await expect(page.locator('.loading')).toHaveCount(0);
  const violations = await axeViolations(page, wcagAndBestPractices);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking, `${what} (${page.url()}):\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

async function openPage(page: Page, path: string, ready: Parameters<Page['getByRole']>) {
  await page.goto(path);
  await expect(page.getByRole(...ready).first()).toBeVisible();
}

const saw = { name: 'Kerfline CS-185 Circular Saw', minOrder: 2 };

async function productId(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/product')).json()) as { _id: string; name: string }[];
  return list.find((p) => p.name === saw.name)!._id;
}

test.describe('as a visitor', () => {
  // Pages that list every product and review: read on the untouched store (support/pristine.ts).
  test.use({ baseURL: pristineURL() });

  test('public pages', async ({ page }) => {
    test.slow(); // twelve pages, each audited in full
    const pages: [string, Parameters<Page['getByRole']>][] = [
      ['/', ['heading', { level: 1 }]],
      ['/blogs', ['heading', { level: 1 }]],
      ['/reviews', ['heading', { level: 1 }]],
      ['/products', ['heading', { level: 1 }]],
      ['/all-product', ['heading', { name: 'Our Manufacturing Line' }]],
      ['/portfolio', ['heading', { level: 1 }]],
      ['/login', ['form', { name: 'Login' }]],
      ['/signup', ['form', { name: 'Sign Up' }]],
      ['/forgot-password', ['form', { name: 'Reset your password' }]],
      ['/reset-password?token=some-token', ['link', { name: 'Ask for a new link' }]],
      ['/verify-email', ['status']],
      ['/no/such/page', ['heading', { name: 'Page Not Found' }]],
    ];
    for (const [path, ready] of pages) {
      await openPage(page, path, ready);
      await audit(page, path);
    }
  });

  test('every accessible name holds the visible text (label-content-name-mismatch)', async ({ page }) => {
    // An experimental axe rule, so not among the tags above: run by name. A speech-input user says
    // the words on a button ("Add to cart") and must reach it.
    for (const path of ['/', '/all-product', '/products']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^Add to cart:/ }).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => `${path} ${n.target.join(' ')}`))).toEqual([]);
    }
  });

  test('shop views and product pages', async ({ page }) => {
    const pages: [string, Parameters<Page['getByRole']>][] = [
      ['/products?category=blades-and-accessories&sort=price-desc', ['heading', { level: 1 }]],
      ['/products?q=zzqx', ['button', { name: 'Clear search and filters' }]],
      ['/products/kerfline-cs-185-circular-saw', ['heading', { name: 'Reviews of this product' }]],
      ['/products/kerfline-js-120-heavy-duty-jig-saw', ['heading', { level: 1 }]],
    ];
    for (const [path, ready] of pages) {
      await openPage(page, path, ready);
      await audit(page, path);
    }
  });

  test('opened states: navigation drawer, feature pop-up, blog answers, form errors', async ({ page }) => {
    await openPage(page, '/', ['heading', { level: 1 }]);
    if (isNarrow(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('list', { name: 'Mobile' })).toBeVisible();
      await audit(page, 'navigation drawer');
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
    const feature = page.getByRole('button', { name: /chuck/i }).first();
    await feature.scrollIntoViewIfNeeded();
    await feature.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'product-feature pop-up');

    await openPage(page, '/blogs', ['heading', { level: 1 }]);
    const questions = page.locator('main .collapse');
    for (let i = 0; i < (await questions.count()); i++) await questions.nth(i).click();
    await audit(page, 'blog answers open');

    await openPage(page, '/login', ['form', { name: 'Login' }]);
    await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is Required')).toBeVisible();
    await audit(page, 'login form with errors');

    await openPage(page, '/signup', ['form', { name: 'Sign Up' }]);
    await page.getByRole('form', { name: 'Sign Up' }).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Name is Required')).toBeVisible();
    await audit(page, 'signup form with errors');
  });
});

test('signed-in pages', async ({ page, request }) => {
  const me = await signUpViaUi(page, { name: 'Ally Access' });
  const token = await accessTokenOf(page);
  const id = await productId(request);
  const placed = await request.post('/api/order', {
    headers: { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin },
    data: { productId: id, totalQuantity: saw.minOrder, address: '1 Access Road', phone: '+1 555 0100', userEmail: me.email, userName: me.name },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };

  await openPage(page, `/purchase/${id}`, ['form', { name: 'Order' }]);
  await audit(page, 'purchase page');
  await page.getByRole('form', { name: 'Order' }).getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('Address is reaquired')).toBeVisible();
  await audit(page, 'purchase form with errors');

  await openPage(page, '/dashboard', ['heading', { level: 1 }]);
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await audit(page, 'My Orders');
  await page.getByRole('button', { name: `Delete order for ${saw.name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, 'delete confirmation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  if (isNarrow(page)) {
    await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await audit(page, 'dashboard drawer');
    await page.keyboard.press('Escape');
  }

  await openPage(page, `/dashboard/payment/${insertedId}`, ['form', { name: 'Card payment' }]);
  await audit(page, 'payment page');

  await openPage(page, '/dashboard/add-review', ['heading', { level: 1 }]);
  await audit(page, 'add a review');

  await openPage(page, '/dashboard/profile', ['heading', { name: 'My Profile' }]);
  await audit(page, 'My Profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await audit(page, 'Edit Profile panel');
});

test('admin pages', async ({ page }) => {
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await openPage(page, '/dashboard/all-users', ['heading', { name: /All Users/ }]);
  await audit(page, 'All Users');
  await openPage(page, '/dashboard/add-product', ['heading', { level: 1 }]);
  await audit(page, 'Add Product');
  await page.getByRole('button', { name: /Add Product/ }).last().click();
  await audit(page, 'Add Product with errors');
});

test('the audit itself fails on an unlabelled control', async ({ page }) => {
  await openPage(page, '/login', ['form', { name: 'Login' }]);
  await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelector(s: string): { insertAdjacentHTML(p: string, h: string): void } } }).document;
    doc.querySelector('main')!.insertAdjacentHTML('beforeend', '<input type="text" id="planted-unlabelled">');
  });
  await expect(audit(page, 'planted violation')).rejects.toThrow(/label/);
});
