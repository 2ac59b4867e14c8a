// Issue 41: a page opened before a release meets chunks the release removed. Once the page has loaded, every
// /m/_astro/ file it has not fetched yet answers the branded 404 page, as nginx, the sandbox server and the
// service worker did after a rebuild; what the player touches then works or answers with the refresh dialog
// (or, once a refresh brought the same build back, a notice); no island, lane or header control disappears,
// one dialog at a time, and never a reload loop.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { catalogueText, headerAccount, hostGet, siteUrl } from './harness';
import { SEEDED_PASSWORD, merchantHost } from './sandbox-control';
import { keepPopupBannersAway, loginAs } from './session';

const CODE = 'luckystar';
const text = (key: string) => catalogueText(CODE, key);
const ASSETS = /\/m\/_astro\//;

/** The branded 404 page the server answers for a file it does not have. */
async function branded404(request: APIRequestContext): Promise<string> {
  const response = await hostGet(request, merchantHost(CODE), '/m/_astro/gone.0000.js');
  expect(response.status()).toBe(404);
  const body = await response.text();
  expect(body).toContain('<html');
  return body;
}

/** From now on, the page's build has lost every asset it has not fetched yet (they stay lost on reloads). */
async function releaseUnder(page: Page, request: APIRequestContext, fetchedSoFar: Set<string>) {
  const fetched = new Set(fetchedSoFar);
  const body = await branded404(request);
  const gone = new Set<string>();
  await page.route(ASSETS, (route) => {
    const url = route.request().url();
    if (fetched.has(url)) return route.continue();
    gone.add(new URL(url).pathname);
    return route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body });
  });
  return gone;
}

/** What the page fetched of its build, the main frame's navigations, and the errors nothing caught. */
function watch(page: Page) {
  const fetched = new Set<string>();
  const errors: string[] = [];
  let navigations = 0;
  page.on('request', (request) => {
    if (ASSETS.test(request.url())) fetched.add(request.url());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  return { fetched, errors, navigations: () => navigations };
}

/** The page's own modal dialogs on screen: never more than one. */
async function expectAtMostOneDialog(page: Page) {
  expect(await page.locator('dialog[open]').count()).toBeLessThanOrEqual(1);
}

const refreshDialog = (page: Page) => page.getByRole('dialog', { name: text('pwa_update_title') });
const notice = (page: Page) => page.locator('.toast');
const headerChat = (page: Page) => page.getByRole('banner').getByRole('button', { name: text('chat.open') });
const hotTile = (page: Page) =>
  page.getByTestId('home-hot').getByRole('link', { name: 'Play Fortune Dragon', exact: true });

/** The home's content: banners, marquee and every lane. */
async function expectHomeContent(page: Page, lanes: number) {
  await expect(page.getByRole('region', { name: text('home.banners') })).toBeVisible();
  await expect(page.getByRole('marquee')).toContainText('Golden Jeepney is here');
  await expect(page.getByTestId('home-lanes').getByRole('region')).toHaveCount(lanes);
  await expect(hotTile(page)).toBeVisible();
}

/** Loaded and idle: the islands hydrated and the idle parts (chat, update check) are on the page. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(headerChat(page)).toBeVisible();
  await expect(headerAccount(page, CODE).menu).toBeVisible();
}

test('a member on the home meets missing chunks: the refresh dialog, then notices; nothing disappears', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await keepPopupBannersAway(page.context());
  await loginAs(page, request, CODE, 'player1');
  const seen = watch(page);
  await page.goto(siteUrl(CODE, '/m/home'));
  await settled(page);
  const lanes = await page.getByTestId('home-lanes').getByRole('region').count();
  expect(lanes).toBeGreaterThan(0);
  const opened = seen.navigations();
  const gone = await releaseUnder(page, request, seen.fetched);

  // A game tile: the launch code is gone. The refresh dialog answers; the home stays whole.
  await hotTile(page).click();
  await expect(refreshDialog(page)).toBeVisible();
  await expect(refreshDialog(page).getByText(text('pwa_update_msg'))).toBeVisible();
  expect([...gone].some((path) => /\/launcher\.[\w-]+\.js$/.test(path))).toBe(true);
  await expectAtMostOneDialog(page);
  await expectHomeContent(page, lanes);
  await expect(headerChat(page)).toBeVisible();
  await expect(headerAccount(page, CODE).menu).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('refresh-after-missing-chunk.png') });

  // Refresh: one reload, which brings this same build back (its lost files stay lost).
  await refreshDialog(page)
    .getByRole('button', { name: text('ui.refresh') })
    .click();
  await expect.poll(() => seen.navigations()).toBe(opened + 1);
  await settled(page);
  await expectHomeContent(page, lanes);

  // Now every part whose code is gone says so with a notice, and a second reload never comes.
  const pick = page.locator('#language-pick');
  await pick.selectOption('TH');
  await expect(notice(page)).toHaveText(text('ui.partUnavailable'));
  await expect(pick).toHaveValue('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAtMostOneDialog(page);

  await headerAccount(page, CODE).menu.click();
  await expect(notice(page)).toHaveText(text('ui.partUnavailable'));
  await expect(headerAccount(page, CODE).menu).toBeVisible();
  await expect(headerAccount(page, CODE).menu).toHaveAttribute('aria-expanded', 'false');
  await expectAtMostOneDialog(page);

  // The chat's code came with the page: its widget opens (Comm100's, for player1's VIP 3 label).
  await headerChat(page).click();
  await expect(page.getByRole('dialog', { name: 'Comm100 chat' })).toBeVisible();
  await expectAtMostOneDialog(page);

  await hotTile(page).click();
  await expect(notice(page)).toHaveText(text('ui.partUnavailable'));
  await expect(refreshDialog(page)).toHaveCount(0);
  await expectHomeContent(page, lanes);
  await expect(headerChat(page)).toBeVisible();

  // No reload loop: still the one reload of Refresh, a few seconds on.
  await page.waitForTimeout(3_000);
  expect(seen.navigations()).toBe(opened + 1);
  expect(seen.errors).toEqual([]);
});

test('a login page opened before the release: logging in answers with the refresh dialog, once', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  await page.goto(siteUrl(CODE, '/m/login'));
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: text('auth.login.title') });
  await expect(form).toBeVisible();
  const opened = seen.navigations();
  await releaseUnder(page, request, seen.fetched);

  const field = (key: string) => form.getByRole('textbox', { name: text(key), exact: true });
  await field('auth.fields.username').fill('player1');
  await field('auth.fields.password').fill(SEEDED_PASSWORD);
  await form.getByRole('button', { name: text('auth.login.submit') }).click();
  await expect(refreshDialog(page)).toBeVisible();
  await expect(refreshDialog(page).getByText(text('pwa_update_msg'))).toBeVisible();
  await expectAtMostOneDialog(page);
  // The form stays as the player filled it, behind the dialog.
  await expect(field('auth.fields.username')).toHaveValue('player1');
  await page.waitForTimeout(2_000);
  expect(seen.navigations()).toBe(opened);
  await expectAtMostOneDialog(page);
  expect(seen.errors).toEqual([]);
});
