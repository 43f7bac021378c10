// On a desktop and a phone: every link and button the keyboard reaches shows a real focus ring (a
// 2px outline, not a tint), and a toast opens below the navigation bar, never over its links, in
// the page's own text colour.
import { expect, test, type Page } from '@playwright/test';
import { demo, signInViaUi, signUpViaUi } from './support/auth';
import { fillAddress, productNamed } from './support/shop';
import { shot } from './support/shots';

interface Ring {
  what: string;
  outlineStyle: string;
  outlineWidth: number;
}
type El = { tagName: string; textContent: string | null; getAttribute(n: string): string | null };
type Doc = { activeElement: El | null; defaultView: { getComputedStyle(e: unknown): Record<string, string> } };

/** Tabs `presses` times from the top of the page and reads the focus ring of each link or button reached. */
async function ringsAlongTab(page: Page, presses: number): Promise<Ring[]> {
  const rings: Ring[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate<Ring | null>(`(() => {
      const el = document.activeElement;
      if (!el || !el.matches('a[href], button')) return null;
      const style = getComputedStyle(el);
      const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
      return { what: el.tagName.toLowerCase() + ' ' + name, outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth) };
    })()`);
    if (ring) rings.push(ring);
  }
  return rings;
}

const weakRings = (rings: Ring[]) => rings.filter((r) => r.outlineStyle !== 'solid' || r.outlineWidth < 2).map((r) => r.what);

test('every link and button reached with Tab shows a solid 2px outline', async ({ page }, testInfo) => {
  await page.goto('/');
  const home = await ringsAlongTab(page, 12);
  expect(home.length, 'links and buttons reached on the landing page').toBeGreaterThan(5);
  expect(weakRings(home), 'without a visible ring on the landing page').toEqual([]);
  await shot(page, testInfo, 'focus-ring-landing');

  // The dashboard's menu items had only a faint tint.
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await page.goto('/dashboard/overview');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const dashboard = await ringsAlongTab(page, 20);
  expect(dashboard.some((r) => r.what.includes('Manage Orders')) || page.viewportSize()!.width < 1024, 'the side menu was reached').toBe(true);
  expect(weakRings(dashboard), 'without a visible ring on the dashboard').toEqual([]);
  await shot(page, testInfo, 'focus-ring-dashboard');
});

test('a toast opens below the navigation bar, in the page’s text colour', async ({ page }, testInfo) => {
  await signUpViaUi(page, { name: 'Toni Toast' });
  const product = await productNamed(page.request, 'Kerfline CS-185 Circular Saw');
  await page.goto(`/purchase/${product._id}`);
  const form = page.getByRole('form', { name: 'Order' });
  await fillAddress(form);
  await form.getByLabel('Phone').fill('5550100');
  await form.getByRole('button', { name: 'Order Now' }).click();
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Order Placed' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('opacity', '1'); // slid in

  // Opacity reaches 1 a moment before the slide ends: wait for the toast to come to rest at the right,
  // inside the page (while it slides in, its right edge is still past the page's).
  const width = page.viewportSize()!.width;
  const atRest = async () => {
    const b = (await toast.boundingBox())!;
    const gap = width - (b.x + b.width);
    return gap >= 0 && gap <= 20 ? 'at rest' : `${gap.toFixed(1)} px from the right edge`;
  };
  await expect.poll(atRest, { message: 'the toast sits at the right' }).toBe('at rest');
  const bar = (await page.locator('header').first().boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y, 'the toast starts below the navigation bar').toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.x + box.width, 'the toast is in view').toBeLessThanOrEqual(width);
  const colours = await toast.evaluate((el) => {
    const doc = (el as unknown as { ownerDocument: Doc & { body: unknown } }).ownerDocument;
    return { toast: doc.defaultView.getComputedStyle(el).color, page: doc.defaultView.getComputedStyle(doc.body).color };
  });
  expect(colours.toast, 'the toast text has the page’s text colour').toBe(colours.page);
  await shot(page, testInfo, 'toast-below-navigation');
});
