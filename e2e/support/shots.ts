import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot under test-results/screenshots/<project>/<name>.png, one image pixel
 * per CSS pixel: at the phone's device scale (2.75) a long page made a picture of tens of millions
 * of pixels that took Chromium seconds to encode.
 */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = `test-results/screenshots/${testInfo.project.name}/${name}.png`;
  await page.screenshot({ path: new URL(`../../${file}`, import.meta.url).pathname, fullPage: true, scale: 'css' });
}
