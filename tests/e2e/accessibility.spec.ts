// axe-core in Chromium: every route of a sample merchant, as a guest and as a member, and the pages of
// the other sample themes, with zero violations (WCAG A/AA and axe's best practices).
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, routeUrl } from '../../src/config/routes';
import { axeViolations } from './axe';
import { SAMPLE_CODES, catalogueText, siteUrl } from './harness';
import { loginAs, stubExternalHosts } from './session';

async function violationsOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle'); // islands hydrated and their lists loaded
  return axeViolations(page, new URL(page.url()).pathname);
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

// Issue "A first visit that is light...": axe with each late part on screen, not only before they come. The
// page's clock is the test's, so each part comes when the test moves time, at its spec delay.
test.describe('with every overlay on screen', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  });

  for (const code of SAMPLE_CODES) {
    test(`${code}: the install modal, the download bar and the popup banner pass axe`, async ({ page }) => {
      test.setTimeout(120_000);
      await stubExternalHosts(page);
      await page.clock.install();
      await page.goto(siteUrl(code, '/m/home'));
      await page.waitForLoadState('networkidle');
      const found: string[] = [];
      // The install modal comes last (after the status check and 20 polls at 150 ms), over the download bar
      // (2.2 s) where the merchant has one: both on screen at once.
      const modal = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('button', { name: catalogueText(code, 'pwa.install.gotIt') }) });
      await expect.poll(async () => (await page.clock.runFor(250), modal.count()), { timeout: 20_000 }).toBe(1);
      await expect(modal).toBeVisible();
      const bar = page.getByRole('complementary', { name: catalogueText(code, 'pwa.install.barLabel') });
      if (code === 'luckystar') await expect(bar).toBeVisible();
      found.push(
        ...(await axeViolations(page, (await bar.count()) ? 'download bar and install modal' : 'install modal')),
      );
      await modal.getByRole('button', { name: catalogueText(code, 'pwa.install.gotIt') }).click();
      await expect(modal).toHaveCount(0);
      if (await bar.count()) found.push(...(await axeViolations(page, 'download bar')));

      await page.clock.runFor(21_000);
      const popup = page.getByRole('dialog').locator('[data-group]');
      if (await popup.count()) found.push(...(await axeViolations(page, 'popup banner')));
      expect(found).toEqual([]);
    });
  }

  test('the chat choice, the chat sheet and the download popup pass axe', async ({ page, request }) => {
    test.setTimeout(120_000);
    await stubExternalHosts(page);
    const found: string[] = [];
    const chat = (code: string) =>
      page.getByRole('banner').getByRole('button', { name: catalogueText(code, 'chat.open') });

    // luckystar's download bar opens the download popup (a guest: no member dialog comes over it).
    await page.goto(siteUrl('luckystar', '/m/home'));
    const bar = page.getByRole('complementary', { name: catalogueText('luckystar', 'pwa.install.barLabel') });
    await bar
      .getByRole('button', { name: new RegExp(`^${catalogueText('luckystar', 'pwa.install.download')}`) })
      .click();
    const popup = page.getByRole('dialog', {
      name: catalogueText('luckystar', 'pwa.getTheApp').replace('{{name}}', 'Lucky Star'),
    });
    await expect(popup).toBeVisible();
    found.push(...(await axeViolations(page, 'luckystar download popup')));

    // siamarena offers two chats from the header: the choice is a dialog of its own.
    await loginAs(page, request, 'siamarena', 'player1');
    await page.goto(siteUrl('siamarena', '/m/home'));
    const choice = page.getByRole('dialog', { name: catalogueText('siamarena', 'chat.choose') });
    await expect(async () => {
      await chat('siamarena').click();
      await expect(choice).toBeVisible({ timeout: 1_000 });
    }).toPass();
    found.push(...(await axeViolations(page, 'siamarena chat choice')));

    // siamarena's MIDUOKE chat opens in a sheet over the member centre, its provider's page framed.
    await page.goto(siteUrl('siamarena', '/m/member/home'));
    await page.getByTestId('chat-entry').and(page.locator('[data-cs-type="MIDUOKE"]')).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.frameLocator('iframe').getByRole('heading', { name: 'MIDUOKE chat' })).toBeVisible();
    found.push(...(await axeViolations(page, 'siamarena chat sheet')));
    expect(found).toEqual([]);
  });
});
