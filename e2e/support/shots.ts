import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot under test-results/screenshots/<project>/<name>.png, one image pixel
 * per CSS pixel: at the phone's device scale (2.75) a long page made a picture of tens of millions
 * of pixels that took Chromium seconds to encode. It is taken from the top of the page, so the
 * sticky navbar and fixed dialogs sit where a visitor sees them rather than halfway down the
 * picture; the journey's own scroll position is put back afterwards. Short transitions (a dialog
 * sliding in) finish first; long ones (a toast's countdown bar) and endless ones (spinners) are
 * left running.
 */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = `test-results/screenshots/${testInfo.project.name}/${name}.png`;
  // Expressions as strings: this project's e2e code is typed without the DOM library.
  const scrolledTo = await page.evaluate<number>("(() => { const y = scrollY; scrollTo({ top: 0, behavior: 'instant' }); return y; })()");
  await page.evaluate(settleShortAnimations);
  await page.screenshot({ path: new URL(`../../${file}`, import.meta.url).pathname, fullPage: true, scale: 'css' });
  await page.evaluate(`scrollTo({ top: ${scrolledTo}, behavior: 'instant' })`);
}

/** Waits for running animations and transitions that end within a second. */
const settleShortAnimations = `Promise.all(
  document.getAnimations()
    .filter((a) => {
      const t = a.effect?.getComputedTiming();
      return a.playState === 'running' && t && Number.isFinite(t.endTime) && t.endTime - Number(t.localTime ?? 0) < 1000;
    })
    .map((a) => a.finished.catch(() => {})),
)`;
