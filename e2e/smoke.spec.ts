import { expect, test } from '@playwright/test';
import { shot } from './support/shots';

test('the landing page opens and unknown routes say Page Not Found', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Kerfline/ }).first()).toBeVisible();
  await shot(page, testInfo, 'smoke-home');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await shot(page, testInfo, 'smoke-404');
});
