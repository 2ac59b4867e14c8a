// axe-core in Chromium, as the accessibility checks read it: one line per failing node, named by where it was.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * @param what where the page is (a path, or the overlay on screen), to name each violation
 * @param exclude selectors of parts checked elsewhere (the studio's previews are the sites' own pages)
 */
export async function axeViolations(page: Page, what: string, exclude: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${what}: ${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}
