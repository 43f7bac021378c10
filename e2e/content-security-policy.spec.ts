// The Content-Security-Policy (apps/server/src/http/security.ts) allows what the store really
// loads: pages, the payment form and the API docs work with no policy violation in the browser.
import { expect, test, type Page } from '@playwright/test';
import { signUpViaUi } from './support/auth';

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

test('pages, a toast and the payment form load without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const path of ['/all-product', '/reviews', '/blogs', '/portfolio']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(await violations()).toEqual([]);

  // Signing up shows pages behind the guard; ordering shows a toast (its styles load as a file).
  await signUpViaUi(page, { name: 'Cecil Policy' });
  await page.goto('/all-product');
  await page.getByRole('link', { name: /^Purchase / }).first().click();
  const form = page.getByRole('form', { name: 'Order' });
  await form.getByLabel('Address').fill('5 Policy Street');
  await form.getByLabel('Phone').fill('+1 555 0166');
  await form.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('Order Placed / Please Pay For Proceed')).toBeVisible();
  await page.getByRole('link', { name: /^Pay for / }).first().click();
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the API docs (Swagger UI) render under their own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  await expect(page.getByText('/api/product', { exact: true }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
