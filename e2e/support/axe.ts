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

/** Every violated rule (only those with `tags` when given; otherwise axe's default rules); [] when the page passes. */
export async function axeViolations(page: Page, tags?: string[]): Promise<Violation[]> {
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
