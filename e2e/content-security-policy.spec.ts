// The Content-Security-Policy (apps/server/src/http/security.ts) allows what the store really
// loads: pages, the payment form and the API docs work with no policy violation in the browser.
import { expect, test, type Page } from '@playwright/test';
import { signUpViaUi } from './support/auth';
import { fillAddress, springfield } from './support/shop';

type Doc = { addEventListener(type: string, fn: (e: { violatedDirective: string; blockedURI: string }) => void): void };

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    (globalThis as unknown as { document: Doc }).document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) fromConsole.push(m.text());
  });
  return async () => [...(await page.evaluate(() => (globalThis as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])), ...fromConsole];
}

/**
 * Waits for what a page loads after its first paint: its data (no spinner left) and every image it
 * shows eagerly, so any violation they would cause has been reported.
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.loading')).toHaveCount(0);
  await page.waitForFunction(() => {
    type Img = { complete: boolean; loading: string };
    const images = (globalThis as unknown as { document: { images: ArrayLike<Img> } }).document.images;
    return Array.from(images).every((img) => img.complete || img.loading === 'lazy');
  });
}

test('pages, a toast and the payment form load without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  for (const path of ['/all-product', '/reviews', '/blogs', '/portfolio']) {
    await page.goto(path);
    await settled(page);
  }
  expect(await violations()).toEqual([]);

  // Signing up shows pages behind the guard; ordering shows a toast (its styles load as a file).
  await signUpViaUi(page, { name: 'Cecil Policy' });
  await page.goto('/products');
  // A demo product (oldest first): the newest ones may belong to journeys that add products.
  await page.getByRole('link', { name: 'Purchase Kerfline CS-185 Circular Saw' }).click();
  const form = page.getByRole('form', { name: 'Order' });
  await fillAddress(form, { ...springfield, line1: '5 Policy Street' });
  await form.getByLabel('Phone').fill('+1 555 0166');
  await form.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('Order Placed / Please Pay For Proceed')).toBeVisible();
  await page.getByRole('link', { name: /^Pay for / }).first().click();
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
  // The card form is complete once the server has handed out the payment's client secret.
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  expect(await violations()).toEqual([]);
});

test('the API docs (Swagger UI) render under their own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  await expect(page.getByText('/api/product', { exact: true }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
