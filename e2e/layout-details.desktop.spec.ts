// Desktop: on a dashboard page shorter than the window the side menu's background runs down to
// the footer, with no white band between them.
import { expect, test } from '@playwright/test';
import { signUpViaUi } from './support/auth';
import { shot } from './support/shots';

test('the dashboard side menu meets the footer on a short page', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpViaUi(page, { name: 'Sasha Short' });
  await page.goto('/dashboard/add-review');
  await expect(page.getByRole('heading', { name: 'Add A Review', level: 1 })).toBeVisible();
  const menu = (await page.getByRole('navigation', { name: 'Dashboard' }).boundingBox())!;
  const footer = (await page.locator('footer').boundingBox())!;
  expect(footer.y - (menu.y + menu.height), 'the gap between the side menu and the footer').toBeLessThanOrEqual(1);
  await shot(page, testInfo, 'dashboard-menu-short-page');
});
