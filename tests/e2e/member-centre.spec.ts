import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { holdScripts, hydrated, siteUrl } from './harness';
import { clearFaults, createUser, SEEDED_PASSWORD } from './sandbox-control';
import { loginAs, stubExternalHosts } from './session';

const memberHome = async (page: Page, code: string) => {
  await page.goto(siteUrl(code, '/m/member/home'));
  await expect(page.getByTestId('referral-entry')).toBeEnabled();
};

test.describe('member home', () => {
  test('shows the VIP label, the benefit of an AUTO label, the unread count and the rank ratio', async ({
    page,
    request,
  }) => {
    await clearFaults(request, 'luckystar');
    await loginAs(page, request, 'luckystar', 'player1');
    await page.goto(siteUrl('luckystar', '/m/member/home'));
    await expect(page.getByTestId('vip-label')).toHaveText('VIP 3');
    await expect(page.getByTestId('vip-benefit')).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText('3');
    const bar = page.getByRole('progressbar', { name: 'VIP progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(page.getByTestId('rank-ratio')).toHaveText('3 / 5 conditions');
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Welcome bonus 100%/ })).toHaveAttribute(
      'href',
      '/m/activity?id=p-welcome',
    );
  });

  test('tells a member without a label how to reach the first level, not "Complete" and a full bar', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'luckystar', 'player2');
    await page.goto(siteUrl('luckystar', '/m/member/home'));
    const card = page.getByRole('region', { name: 'VIP progress' });
    await expect(card.getByTestId('rank-first-level')).toHaveText('Play and deposit to reach your first VIP level.');
    await expect(card).toContainText('No VIP level yet');
    await expect(card).not.toContainText('Complete');
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByTestId('vip-label')).toHaveCount(0);
  });

  test("names each of several chats as customer service, and which one (siamarena's two)", async ({
    page,
    request,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'EN'), STORAGE_KEYS.language);
    await loginAs(page, request, 'siamarena', 'player1');
    await page.goto(siteUrl('siamarena', '/m/member/home'));
    await expect(page.getByTestId('chat-entry')).toHaveText([
      'Customer service (Comm100)Chat with our support team',
      'Customer service (MIDUOKE)Chat with our support team',
    ]);
  });
});

test('a return to the tab reloads the unread count, deposit settings, rank progress and member info once (300 ms)', async ({
  page,
  request,
}) => {
  const REFRESHED = /\/wps\/(relay\/(CBS_unreadCount|MCSFE_getPlayerRankProgress)|member\/(info|depositSettings))$/;
  const calls: string[] = [];
  page.on('request', (r) => {
    const match = REFRESHED.exec(new URL(r.url()).pathname);
    if (match) calls.push(match[2] ?? match[3]!);
  });
  await loginAs(page, request, 'luckystar', 'player1');
  await memberHome(page, 'luckystar');
  await expect(page.getByTestId('rank-ratio')).toHaveText('3 / 5 conditions');
  // The loads of the login itself first: all four made, then quiet (a busy machine makes them late).
  await expect
    .poll(async () => {
      const made = calls.length;
      await page.waitForTimeout(700);
      return new Set(calls).size === 4 && calls.length === made;
    })
    .toBe(true);
  calls.length = 0;
  // Away and back twice within 300 ms, as a player glancing at another app: one refresh.
  await page.evaluate(async () => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
    await new Promise((resolve) => setTimeout(resolve, 100));
    show('hidden');
    show('visible');
  });
  await expect
    .poll(() => [...calls].sort())
    .toEqual(['CBS_unreadCount', 'MCSFE_getPlayerRankProgress', 'depositSettings', 'info']);
  await page.waitForTimeout(600);
  expect(calls).toHaveLength(4);
});

test.describe('referral entry per role (SPEC 4)', () => {
  test('guest, promotion off: coming soon', async ({ page }) => {
    await page.goto(siteUrl('siamarena', '/m/inviteFriends'));
    const entry = page.getByTestId('referral-entry');
    await expect(entry).toHaveAttribute('data-action', 'comingSoon');
    await entry.click();
    const thai = JSON.parse(readFileSync('src/locales/TH.json', 'utf8')) as { coming_soon: string };
    await expect(page.getByText(thai.coming_soon, { exact: true })).toBeVisible();
  });

  test('member, promotion off: customer service', async ({ page, request }) => {
    await loginAs(page, request, 'siamarena', 'player1');
    await stubExternalHosts(page);
    await memberHome(page, 'siamarena');
    await expect(page.getByTestId('referral-entry')).toHaveAttribute('data-action', 'customerService');
    await page.getByTestId('referral-entry').click();
    // Customer service opens in the app: siamarena has two chats for everybody, so the player chooses.
    const thai = JSON.parse(readFileSync('src/locales/TH.json', 'utf8')) as { chat: { choose: string } };
    await expect(page.getByRole('dialog', { name: thai.chat.choose })).toBeVisible();
  });

  test('agent: /m/agentRegister', async ({ page, request }) => {
    await loginAs(page, request, 'luckystar', 'agent1');
    await memberHome(page, 'luckystar');
    await page.getByTestId('referral-entry').click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
  });

  test("member, promotion on: the invite page with the member's link", async ({ page, request }) => {
    await loginAs(page, request, 'luckystar', 'player1');
    await memberHome(page, 'luckystar');
    await page.getByTestId('referral-entry').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await expect(page.getByLabel('Your invite link')).toHaveValue(/\/m\/register\?referralCode=player1$/);
  });
});

test.describe('language switcher (SPEC 4 "Language")', () => {
  const locale = (code: string) =>
    JSON.parse(readFileSync(`src/locales/${code}.json`, 'utf8')) as {
      member: { language: string; languageSaved: string };
    };

  test("switches the page and syncs the member's language to the server", async ({ page, request }) => {
    // A member of its own: the server keeps the language, and player1's must stay English for other tests.
    const username = `sync${Date.now().toString(36).slice(-8)}`;
    await createUser(request, 'luckystar', { username, password: SEEDED_PASSWORD, customerName: 'Sync Tester' });
    await loginAs(page, request, 'luckystar', username);
    await memberHome(page, 'luckystar');
    const posted = page.waitForRequest((r) => r.url().endsWith('/wps/member/language') && r.method() === 'POST');
    await (await hydrated(page.getByRole('main').getByLabel('Language'))).selectOption('CN');
    expect((await posted).postDataJSON()).toEqual({ language: 'CN' });
    await page.goto(siteUrl('luckystar', '/m/member/home'));
    await expect(page.getByRole('main').getByLabel(/语言|Language/)).toHaveValue('CN');
  });

  test('does not sync for a type 4 member, who keeps the server language', async ({ page, request }) => {
    await loginAs(page, request, 'luckystar', 'member4');
    await memberHome(page, 'luckystar');
    // member4's server language is TY: with no choice stored, the page opens in it (SPEC 4).
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/wps/member/language') && calls.push(r.url()));
    await (await hydrated(page.getByRole('main').getByLabel(locale('TY').member.language))).selectOption('EN');
    // "Saved" shows only after the sync call would have been answered: none was made.
    await expect(page.getByRole('status').filter({ hasText: locale('EN').member.languageSaved })).toBeVisible();
    expect(calls).toEqual([]);
  });
});

test("feedback: a member's message goes to customer service", async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, request, 'luckystar', 'player1');
  await stubExternalHosts(page);
  await page.goto(siteUrl('luckystar', '/m/feedback'));
  await page.getByRole('button', { name: 'Copy and open the chat' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at least 10 characters' })).toBeVisible();
  await page.getByLabel('Your message').fill('The lottery results page could load faster.');
  await page.getByRole('button', { name: 'Copy and open the chat' }).click();
  // player1 is VIP 3: the VIP desk's widget opens in the app.
  await expect(page.getByRole('dialog', { name: 'Comm100 chat' })).toBeVisible();
});

test('feedback: a topic and message given before the form hydrates are kept, and it cannot be sent before', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, request, 'luckystar', 'player1');
  await stubExternalHosts(page);
  const releaseScripts = await holdScripts(page);
  await page.goto(siteUrl('luckystar', '/m/feedback'), { waitUntil: 'commit' });
  const send = page.getByRole('button', { name: 'Copy and open the chat' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Topic').selectOption('problem');
  await page.getByLabel('Your message').fill('The results page shows yesterday.');
  releaseScripts();
  await hydrated(send);
  await expect(send).toBeEnabled();
  await expect(page.getByLabel('Topic')).toHaveValue('problem');
  await expect(page.getByLabel('Your message')).toHaveValue('The results page shows yesterday.');
  await send.click();
  await expect(page.getByRole('dialog', { name: 'Comm100 chat' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('[Problem] The results page shows yesterday.');
});
