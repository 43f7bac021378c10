import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot under test-results/screenshots/<project>/<name>.png. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = `test-results/screenshots/${testInfo.project.name}/${name}.png`;
  await page.screenshot({ path: new URL(`../../${file}`, import.meta.url).pathname, fullPage: true });
}
