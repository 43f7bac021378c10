// A server-rendered control does nothing until React has taken it over (hydration): a shopper's
// click before then is lost, and so is a journey's. Journeys wait for it before clicking a control
// that needs JavaScript (Load more, a gallery button, Add to cart) on a page that came from the server.
import { expect, type Locator, type Page } from '@playwright/test';

/** Whether React has attached itself to the server-rendered element. */
export const hydrated = (el: Locator) => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactFiber')));

/** Waits until React has taken `el` over. */
export const untilHydrated = (el: Locator) => expect.poll(() => hydrated(el), { message: 'hydrated' }).toBe(true);

/** Warnings, errors and uncaught exceptions the page reports from now on (a hydration mismatch is one). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} uncaught: ${e.message}`));
  return problems;
}
