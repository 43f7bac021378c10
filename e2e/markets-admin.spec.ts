// The owner's market screens at real widths: Markets, Prices (derived prices marked), Tax rates (a
// rate added, then deleted) and Shipping zones; no page scrolls sideways, and the change is in the
// audit trail. The demo data's markets (apps/server/src/db/demo-markets.ts).
import { expect, test, type Page } from '@playwright/test';
import { demo, signInViaUi } from './support/auth';
import { axeViolations, wcagAndBestPractices } from './support/axe';
import { overflowOf } from './support/layout';
import { shot } from './support/shots';

/** No serious or critical accessibility finding on the page as it is now. */
async function audit(page: Page, what: string) {
  const blocking = (await axeViolations(page, wcagAndBestPractices)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking, `${what}:\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

test('the owner reads the markets, a product’s prices per currency, and adds a tax rate that the audit trail records', async ({ page }, testInfo) => {
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  // A country of its own per viewport: both run at once against the shared demo store.
  const [code, country] = testInfo.project.name === 'phone' ? ['SG', 'Singapore'] : ['NZ', 'New Zealand'];

  await page.goto('/dashboard/markets');
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  const euro = page.getByRole('row').filter({ hasText: 'Euro area' });
  await expect(euro).toContainText('Germany (DE)');
  await expect(euro).toContainText('EUR');
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, 'markets-admin-markets');
  await audit(page, 'Markets');

  await page.goto('/dashboard/prices');
  await page.getByLabel('Product', { exact: true }).selectOption({ label: 'Kerfline CS-185 Circular Saw' });
  const prices = page.getByRole('region', { name: 'Prices of Kerfline CS-185 Circular Saw' });
  await expect(prices.getByText('derived').first()).toBeVisible();
  await expect(prices).toContainText('¥');
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, 'markets-admin-prices');
  await audit(page, 'Prices');

  await page.goto('/dashboard/tax-rates');
  const form = page.getByRole('form', { name: 'Set a tax rate' });
  await form.getByLabel('Country').selectOption(code);
  await form.getByLabel('Rate in % (e.g. 19 or 8.875)').fill('15');
  await form.getByRole('button', { name: 'Save tax rate' }).click();
  await expect(page.getByText('Tax rate saved')).toBeVisible();
  await page.getByLabel('Show country').selectOption(code);
  await expect(page.getByTestId('tax-rate-row')).toHaveText([new RegExp(`${country}.*Whole country.*standard.*15%`)]);
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, 'markets-admin-tax-rates');
  await audit(page, 'Tax rates');

  await page.goto('/dashboard/shipping-zones');
  await expect(page.getByText('Europe').first()).toBeVisible();
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, 'markets-admin-shipping-zones');
  await audit(page, 'Shipping zones');

  await page.goto('/dashboard/audit');
  await expect(page.getByRole('main')).toContainText(/tax rate/i);
  await shot(page, testInfo, 'markets-admin-audit');

  // Leave the shared demo store as it was: the rate goes again.
  await page.goto('/dashboard/tax-rates');
  await page.getByLabel('Show country').selectOption(code);
  await page.getByTestId('tax-rate-row').getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Delete|Confirm|Yes/ }).click();
  await expect(page.getByText('Tax rate deleted')).toBeVisible();
});

test('a shopper reads the shipping and returns page from the footer, with the 14-day right of withdrawal', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Shop policies' }).getByRole('link', { name: 'Shipping and Returns' }).click();
  await expect(page).toHaveURL(/\/legal\/shipping-returns$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('14 days');
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await audit(page, 'Shipping and Returns');
  await shot(page, testInfo, 'legal-shipping-returns');
});
