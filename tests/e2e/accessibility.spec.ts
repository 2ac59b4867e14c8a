// axe-core in Chromium: every route of a sample merchant, as a guest and as a member, and the pages of
// the other sample themes, with zero violations (WCAG A/AA and axe's best practices).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, routeUrl } from '../../src/config/routes';
import { SAMPLE_CODES, siteUrl } from './harness';
import { loginAs, stubExternalHosts } from './session';

async function violationsOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle'); // islands hydrated and their lists loaded
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${new URL(page.url()).pathname}: ${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}

for (const as of ['guest', 'member'] as const) {
  test(`luckystar: every route has no axe violation (${as})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    if (as === 'member') await loginAs(page, request, 'luckystar', 'player1');
    await stubExternalHosts(page);
    const found: string[] = [];
    for (const route of ROUTES) found.push(...(await violationsOf(page, siteUrl('luckystar', routeUrl(route)))));
    expect(found).toEqual([]);
  });
}

for (const code of SAMPLE_CODES.filter((sample) => sample !== 'luckystar')) {
  test(`${code}: its theme passes axe (contrast included) on home, login, register and games`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const path of ['/m/home', '/m/login', '/m/register', '/m/game'])
      found.push(...(await violationsOf(page, siteUrl(code, path))));
    expect(found).toEqual([]);
  });
}
