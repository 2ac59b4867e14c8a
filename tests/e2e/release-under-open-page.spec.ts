// Issue 41: a real code release (a source change that renames the core chunk, not another --env) published
// under pages that are already open. Each page then does what a player does next: a guest taps a game tile, a
// guest switches language and logs in, a member opens the account menu and comes back to the tab. Everything
// works or the refresh dialog appears; no /m/_astro/ file is missing. It changes what the server serves, so it
// runs in the 'state-changing' project (playwright.config.ts).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ROOT, scratchCheckout } from '../build/build-helpers';
import { catalogueText, returnToTab, siteUrl } from './harness';
import { SEEDED_PASSWORD } from './sandbox-control';
import { keepNotificationPromptAway, keepPopupBannersAway, loginAs } from './session';

const CODE = 'luckystar';
const text = (key: string) => catalogueText(CODE, key);
/** The core chunk of the published build, from its asset list (which lists only that build's files). */
const coreChunk = () =>
  /\/m\/_astro\/core\.[\w-]+\.js/.exec(
    readFileSync(path.join(ROOT, 'dist', CODE, 'm/asset-manifest.json'), 'utf8'),
  )?.[0];
const checkoutDir = mkdtempSync(path.join(tmpdir(), 'e2e-release-'));

test.describe.configure({ timeout: 420_000 });
test.afterAll(() => rmSync(checkoutDir, { recursive: true, force: true }));

/** Publishes a release of CODE built from a copy of the code with a change, into the dist/ npm start serves. */
async function release() {
  const checkout = scratchCheckout(path.join(checkoutDir, 'checkout'), `release-${Date.now()}`);
  // As npm start builds in test mode (scripts/start.ts): the demo environment.
  const args = ['--merchant', CODE, '--env', 'demo', '--merchants-dir', path.join(ROOT, 'merchants')];
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', ...args, '--out', path.join(ROOT, 'dist')],
    { cwd: checkout, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
}

/** Every /m/_astro/ answer of the context that is not a success. */
function missingAssets(context: BrowserContext) {
  const missing: string[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/m/_astro/') && response.status() >= 400)
      missing.push(`${response.status()} ${url.pathname}`);
  });
  return missing;
}

const refreshDialog = (page: Page) => page.getByRole('dialog', { name: text('pwa_update_title') });
/** Either what the player asked for happened, or the page offers the refresh (noted in the report); one dialog at most. */
async function worksOrOffersRefresh(page: Page, step: string, works: () => Promise<void>) {
  let outcome = 'worked';
  await expect(async () => {
    if (await refreshDialog(page).isVisible()) outcome = 'refresh dialog';
    else await works();
  }).toPass({ timeout: 20_000 });
  test.info().annotations.push({ type: step, description: outcome });
  expect(await page.getByRole('dialog').count()).toBeLessThanOrEqual(1);
  return outcome === 'worked';
}

test('pages opened before a code release keep working after it', async ({ browser, request }) => {
  const guest = await browser.newContext();
  const member = await browser.newContext();
  const missing = [guest, member].map(missingAssets);
  // The popup banners (20 s after start) would cover the page while the release builds.
  for (const context of [guest, member]) await keepPopupBannersAway(context);
  await keepNotificationPromptAway(member);
  const home = await guest.newPage();
  const login = await guest.newPage();
  const memberHome = await member.newPage();
  await loginAs(memberHome, request, CODE, 'player1');

  await home.goto(siteUrl(CODE, '/m/home'));
  const tile = home.getByTestId('home-hot').getByRole('link', { name: 'Play Fortune Dragon', exact: true });
  await expect(tile).toBeVisible();
  await login.goto(siteUrl(CODE, '/m/login'));
  await expect(login.locator('#login-username')).toBeVisible();
  await memberHome.goto(siteUrl(CODE, '/m/member/home'));
  const accountButton = memberHome.getByRole('banner').getByRole('button', {
    name: new RegExp(`^${text('account.menu').replace('{{name}}', '.+')}$`),
  });
  await expect(accountButton).toBeVisible();

  const before = coreChunk();
  expect(before).toBeDefined();
  await release();
  expect(coreChunk()).not.toBe(before);

  // A guest's tap on a game tile opens the login page (the launcher is a lazy chunk of the old build).
  await tile.click();
  await worksOrOffersRefresh(home, 'game tile', async () => expect(home).toHaveURL(/\/m\/login/, { timeout: 1_000 }));

  // A guest on the old login page switches language, then logs in.
  const pick = login.getByRole('banner').getByLabel(text('member.language'), { exact: true });
  await pick.selectOption('TH');
  const switched = await worksOrOffersRefresh(login, 'language', async () =>
    expect(login.locator('html')).toHaveAttribute('data-language', 'TH', { timeout: 1_000 }),
  );
  // A player offered the refresh takes it; one who is not logs in on the old page.
  if (switched) {
    await login.locator('#login-username').fill('player1');
    await login.locator('#login-password').fill(SEEDED_PASSWORD);
    await login.locator('form[aria-labelledby="login-title"] button[type="submit"]').click();
    await worksOrOffersRefresh(login, 'login', async () => expect(login).toHaveURL(/\/m\/home$/, { timeout: 1_000 }));
  }

  // A member opens the account menu, then comes back to the tab: the update check finds the release.
  await accountButton.click();
  const menu = memberHome
    .getByRole('dialog')
    .filter({ has: memberHome.getByRole('button', { name: text('nav.logout') }) });
  await worksOrOffersRefresh(memberHome, 'account menu', async () => expect(menu).toBeVisible({ timeout: 1_000 }));
  await memberHome.keyboard.press('Escape');
  await returnToTab(memberHome);
  await expect(refreshDialog(memberHome)).toBeVisible();
  expect(await memberHome.getByRole('dialog').count()).toBe(1);

  await memberHome.screenshot({ path: test.info().outputPath('member-after-release.png') });
  await login.screenshot({ path: test.info().outputPath('login-after-release.png') });
  expect(missing.flat()).toEqual([]);
  await Promise.all([guest.close(), member.close()]);
});
