// axe-core (through @axe-core/playwright, which injects it into every frame) on the page as it is
// now: the accessibility rules a journey's screens must pass.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.x A and AA, and axe's best practices. */
export const wcagAndBestPractices = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** The first few elements concerned, each with what is wrong with it. */
  nodes: string[];
}

/** What the animation wait reads of the Web Animations API (this package is typed without the DOM library). */
interface BrowserAnimation {
  playState: string;
  effect: { getTiming(): { iterations?: number; duration?: number | string }; target?: { classList: { contains(name: string): boolean } } | null } | null;
}

/** Every violated rule (only those with `tags` when given; otherwise axe's default rules); [] when the page passes. */
export async function axeViolations(page: Page, tags?: string[]): Promise<Violation[]> {
  // Something fading or sliding in (a toast, a dialog) is half transparent: axe would measure the
  // contrast of a colour in between. Wait for such animations and transitions to end; endless ones
  // (spinners), scroll-driven ones (their duration is 'auto': daisyUI's open-modal marker) and a
  // toast's progress bar (it runs for the toast's whole life) are not waited for.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): BrowserAnimation[] } }).document.getAnimations().every((a) => {
      const timing = a.effect?.getTiming();
      if (a.playState !== 'running' || timing?.iterations === Infinity || typeof timing?.duration !== 'number') return true;
      return Boolean(a.effect?.target?.classList.contains('Toastify__progress-bar'));
    }),
  );
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (tags) builder.withTags(tags);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
  }));
}
