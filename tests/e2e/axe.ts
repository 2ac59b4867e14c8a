// axe-core in Chromium, as the accessibility checks read it: one line per failing node, named by where it was.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** @param what where the page is (a path, or the overlay on screen), to name each violation */
export async function axeViolations(page: Page, what: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${what}: ${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}
