// Issue 27: the rewards centre of flag REWCEN3 and customer service's notices (CCSFE_getListAnnouncements),
// both in the member centre.
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { hydrated, siteUrl, watchConsole } from './harness';
import { loginAs } from './session';

const NOTICES = '**/wps/relay/CCSFE_getListAnnouncements*';
const PROMOTIONS = '**/wps/relay/MCSFE_getMerchantAvailablePromotions*';

const memberHome = async (page: Page, code: string) => {
  await page.goto(siteUrl(code, '/m/member/home'));
  await expect(page.getByTestId('referral-entry')).toBeEnabled();
};

test.describe('rewards centre (REWCEN3)', () => {
  test("luckystar's member opens the rewards: the sandbox's promotions with their counts, and all promotions", async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    await loginAs(page, request, 'luckystar', 'player1');
    await memberHome(page, 'luckystar');
    const entry = await hydrated(page.getByTestId('rewards-entry'));
    await expect(entry).toContainText('Rewards');
    const promotions = page.waitForRequest(PROMOTIONS);
    await entry.click();
    // The member's promotions: asked with the session token.
    expect((await promotions).headers().authorization).toBeTruthy();
    const dialog = page.getByRole('dialog', { name: 'Rewards' });
    const rewards = dialog.getByTestId('rewards').getByRole('link');
    await expect(rewards).toHaveCount(2);
    await expect(rewards.nth(0)).toHaveAttribute('href', '/m/download');
    await expect(rewards.nth(0)).toContainText('App download bonus');
    await expect(rewards.nth(0).getByTestId('reward-count')).toHaveText(/^1\s*1 to claim$/);
    await expect(rewards.nth(1)).toHaveAttribute('href', '/m/inviteFriends');
    await expect(rewards.nth(1)).toContainText('Referral bonus');
    await expect(rewards.nth(1).getByTestId('reward-count')).toHaveText(/^2\s*2 to claim$/);
    await expect(dialog.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/m/activity');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('says there is nothing to claim when every promotion is off', async ({ page, request }) => {
    await page.route(PROMOTIONS, (route) =>
      route.fulfill({
        json: {
          success: true,
          value: [
            { type: 'APP_DOWNLOAD', enabled: false, count: 1 },
            { type: 'REFERRAL', enabled: false, count: 0 },
          ],
        },
      }),
    );
    await loginAs(page, request, 'luckystar', 'player2');
    await memberHome(page, 'luckystar');
    await (await hydrated(page.getByTestId('rewards-entry'))).click();
    const dialog = page.getByRole('dialog', { name: 'Rewards' });
    await expect(dialog).toContainText('No rewards to claim right now.');
    await expect(dialog.getByRole('link', { name: 'All promotions' })).toBeVisible();
  });

  for (const code of ['siamarena', 'saigonlotto']) {
    test(`${code} (REWCEN3 off) shows no rewards entry`, async ({ page, request }) => {
      await loginAs(page, request, code, 'player1');
      await memberHome(page, code);
      await expect(page.getByTestId('inbox-entry').or(page.getByTestId('chat-entry')).first()).toBeVisible();
      await expect(page.getByTestId('rewards-entry')).toHaveCount(0);
    });
  }

  test("the operator's run-time switch REWCEN3 off takes the entry away", async ({ page, request }) => {
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: STORAGE_KEYS.runTimeFlags,
      value: JSON.stringify({ merchant: 'luckystar', switches: { REWCEN3: false } }),
    });
    await loginAs(page, request, 'luckystar', 'player1');
    await memberHome(page, 'luckystar');
    await expect(page.getByTestId('inbox-entry')).toBeVisible();
    await expect(page.getByTestId('rewards-entry')).toHaveCount(0);
  });
});

test.describe("customer service's notices (CCSFE_getListAnnouncements)", () => {
  test("the member centre lists the sandbox's notices in order, text kept; the home's first visit never asks", async ({
    page,
    request,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/relay/CCSFE_getListAnnouncements')) asked.push(new URL(page.url()).pathname);
    });
    await loginAs(page, request, 'luckystar', 'player1');
    await page.goto(siteUrl('luckystar', '/m/home'), { waitUntil: 'load' });
    // Longer than everything the home starts before a first tap (the update check at 1.5 s).
    await page.waitForTimeout(3_000);
    expect(asked).toEqual([]);

    const call = page.waitForRequest(NOTICES);
    await memberHome(page, 'luckystar');
    expect((await call).headers().authorization).toBeTruthy();
    const card = page.getByRole('region', { name: 'Notices from customer service' });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText([
      'Verify your account for faster withdrawals',
      'Customer service over the holidays',
      'We never ask for your password',
    ]);
    // The notice's line break stays a line break (innerText follows the CSS that keeps it).
    expect(
      await card
        .locator('.notice__body')
        .first()
        .evaluate((p) => (p as HTMLElement).innerText),
    ).toBe(
      'Send a photo of a valid ID to customer service once, and your withdrawals are checked in minutes instead of hours.\nYour ID is only used to confirm that it is you.',
    );
  });

  test("saigonlotto's member sees its own notice", async ({ page, request }) => {
    await loginAs(page, request, 'saigonlotto', 'player1');
    await memberHome(page, 'saigonlotto');
    await expect(page.getByTestId('service-notices').getByRole('heading', { level: 3 })).toHaveText([
      'Lịch hỗ trợ dịp Tết',
    ]);
  });

  test('markup in a notice shows as characters, never as HTML', async ({ page, request }) => {
    const errors = watchConsole(page);
    await page.route(NOTICES, (route) =>
      route.fulfill({
        json: {
          success: true,
          value: [
            {
              id: 'x1',
              title: '<img src=x onerror="window.__hacked=1">Account notice',
              content: '<script>window.__hacked=1</script><b>bold</b>',
            },
          ],
        },
      }),
    );
    await loginAs(page, request, 'luckystar', 'player1');
    await memberHome(page, 'luckystar');
    const card = page.getByTestId('service-notices');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      '<img src=x onerror="window.__hacked=1">Account notice',
    );
    await expect(card.locator('.notice__body')).toHaveText('<script>window.__hacked=1</script><b>bold</b>');
    await expect(card.locator('img, script, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
