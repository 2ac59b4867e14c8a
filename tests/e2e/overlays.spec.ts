// Issue 26: a first visit left open shows one dialog at a time: the install modal, then the popup banner once
// the modal is closed; and the manual-install modal does not come back in the next session.
import { expect, test, type Page } from '@playwright/test';
import { catalogueText, siteUrl } from './harness';
import { stubExternalHosts } from './session';

test.use({
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
});

/** Dialogs on screen: open modal <dialog>s and visible non-modal ones (the install bottom prompt). */
const dialogsOnScreen = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"]')].filter(
        (element) => element.checkVisibility() && (element.tagName !== 'DIALOG' || (element as HTMLDialogElement).open),
      ).length,
  );

/** Advances the page's clock in 250 ms steps, noting the most dialogs seen at once. */
async function watchFor(page: Page, ms: number): Promise<number> {
  let most = 0;
  for (let spent = 0; spent < ms; spent += 250) {
    await page.clock.runFor(250);
    most = Math.max(most, await dialogsOnScreen(page));
  }
  return most;
}

test('a first visit left open for 30 s never shows two dialogs at once; each waits its turn', async ({ page }) => {
  test.setTimeout(120_000);
  const code = 'luckystar';
  await stubExternalHosts(page);
  await page.clock.install();
  await page.goto(siteUrl(code, '/m/home'));
  await page.waitForLoadState('networkidle');
  expect(await watchFor(page, 30_000)).toBe(1);
  // The install modal came first (about 5 s); the popup banner (20 s) waited behind it.
  const gotIt = catalogueText(code, 'pwa.install.gotIt');
  const modal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: gotIt }) });
  await expect(modal).toBeVisible();
  const popup = page.getByRole('dialog').filter({ has: page.locator('[data-group]') });
  await expect(popup).toHaveCount(0);
  await modal.getByRole('button', { name: gotIt }).click();
  await expect(popup).toBeVisible();
  expect(await dialogsOnScreen(page)).toBe(1);
  // m_popup1, then m_popup2: one after the other, never both.
  for (const group of ['m_popup1', 'm_popup2']) {
    await expect(popup.locator(`[data-group="${group}"]`)).toBeVisible();
    await popup.getByRole('button', { name: catalogueText(code, 'status.close') }).click();
    expect(await dialogsOnScreen(page)).toBeLessThanOrEqual(1);
  }
  await expect(popup).toHaveCount(0);
  expect(await watchFor(page, 5_000)).toBe(0);

  // A new session of the same browser: the closed install modal waits a week instead of asking again.
  const next = await page.context().newPage();
  await stubExternalHosts(next);
  await next.clock.install();
  await next.goto(siteUrl(code, '/m/home'));
  await next.waitForLoadState('networkidle');
  await watchFor(next, 10_000);
  await expect(next.getByRole('dialog').filter({ has: next.getByRole('button', { name: gotIt }) })).toHaveCount(0);
});
