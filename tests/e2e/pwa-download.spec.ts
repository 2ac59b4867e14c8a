// SPEC 2 / 4 / 6: the m_top download bar (gates, bonus badge, close flag, popup, downloadApp) and the native
// shell's app-upgrade modal (MANDATORYAPPUPDATES3, the 2.4.39 threshold).
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { ANDROID_UA, catalogueText, siteUrl } from './harness';
import { SEEDED_PASSWORD, createUser, trackedEvents } from './sandbox-control';
import { loginAs, stubExternalHosts } from './session';

const text = (code: string, key: string) => catalogueText(code, `pwa.install.${key}`);
const bar = (page: Page, code: string) => page.getByRole('complementary', { name: text(code, 'barLabel') });
/** The bar's download button (its name may go on with the bonus badge's; "Close the download bar" does not match). */
const downloadButton = (page: Page, code: string) =>
  bar(page, code).getByRole('button', { name: new RegExp(`^${text(code, 'download')}`) });
const PROMOTIONS = '**/wps/relay/MCSFE_getMerchantAvailablePromotions*';

/** Answers the promotions call with APP_DOWNLOAD on or off, and records whether it carried the member's token. */
async function promotions(page: Page, enabled: boolean, authorised: boolean[] = []) {
  await page.route(PROMOTIONS, (route) => {
    authorised.push(Boolean(route.request().headers()['authorization']));
    return route.fulfill({
      json: {
        success: true,
        value: [
          { type: 'APP_DOWNLOAD', enabled, count: 1 },
          { type: 'REFERRAL', enabled: true },
        ],
      },
    });
  });
  return authorised;
}

test.describe('on a phone', () => {
  test.use({ userAgent: ANDROID_UA });

  test('a guest sees the bar with its m_top title, five stars and the bonus badge, and no layout shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push({ at: entry.startTime, value: entry.value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts = () =>
      page.evaluate(() => (window as unknown as { __shifts: { at: number; value: number }[] }).__shifts);
    // The bar's chunk waits until the page's own content has settled, so that a shift after it is the bar's.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/landing\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const authorised = await promotions(page, true);
    await page.goto(siteUrl('luckystar', '/m/home'));
    await expect(page.locator('.game-tile:not(.game-tile--skeleton)').first()).toBeVisible();
    await page.waitForLoadState('load');
    let settled = -1;
    await expect
      .poll(
        async () => {
          const count = (await shifts()).length;
          const still = count === settled;
          settled = count;
          return still;
        },
        { intervals: [500] },
      )
      .toBe(true);
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    const topBar = bar(page, 'luckystar');
    await expect(topBar).toBeVisible();
    await expect(topBar.getByText('Get the Lucky Star app')).toBeVisible();
    await expect(topBar.getByLabel(text('luckystar', 'rating').replace('{{score}}', '5.0'))).toBeVisible();
    const download = downloadButton(page, 'luckystar');
    await expect(download.getByRole('img', { name: text('luckystar', 'bonus') })).toBeVisible();
    expect(authorised).toEqual([false]);
    // CLS: the bar comes last in the page's flow, so its arrival moves nothing.
    expect((await shifts()).filter((shift) => shift.at >= releasedAt)).toEqual([]);
  });

  test('no badge when APP_DOWNLOAD is off', async ({ page }) => {
    await promotions(page, false);
    await page.goto(siteUrl('luckystar', '/m/home'));
    const download = downloadButton(page, 'luckystar');
    await expect(download).toBeVisible();
    await expect(download.getByRole('img')).toHaveCount(0);
  });

  test('closing hides it for the session', async ({ page }) => {
    await page.goto(siteUrl('luckystar', '/m/home'));
    await bar(page, 'luckystar')
      .getByRole('button', { name: text('luckystar', 'closeBar') })
      .click();
    await expect(bar(page, 'luckystar')).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.hideDownloadBar)).toBe('1');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(bar(page, 'luckystar')).toHaveCount(0);
  });

  test('the popup offers the iOS lite profile and the Android app; an .apk tap counts as downloadApp', async ({
    page,
    request,
  }) => {
    await stubExternalHosts(page);
    await page.goto(siteUrl('luckystar', '/m/home'));
    await downloadButton(page, 'luckystar').click();
    const popup = page.getByRole('dialog', {
      name: catalogueText('luckystar', 'pwa.getTheApp').replace('{{name}}', 'Lucky Star'),
    });
    const android = popup.getByRole('link', { name: catalogueText('luckystar', 'pwa.download.Android') });
    const ios = popup.getByRole('link', { name: catalogueText('luckystar', 'pwa.download.MOBILECONFIG') });
    await expect(android).toHaveAttribute('href', 'https://luckystar.example/download/luckystar.apk');
    await expect(ios).toHaveAttribute('href', 'https://luckystar.example/download/luckystar.mobileconfig');
    // The operator's AppDownloadIcon (the sandbox's picture, on the site's own origin) is the popup's icon.
    const icon = popup.locator('img');
    await expect(icon).toHaveAttribute('src', siteUrl('luckystar', '/__sandbox/img/app/luckystar.svg'));
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const before = (await trackedEvents(request, 'luckystar')).length;
    await android.click();
    await expect
      .poll(async () =>
        (await trackedEvents(request, 'luckystar'))
          .slice(before)
          .some((event) => JSON.stringify(event.data).includes('downloadApp')),
      )
      .toBe(true);
  });

  test("an AppDownloadIcon that does not load gives way to the merchant's own icon", async ({ page }) => {
    await page.route('**/__sandbox/img/app/**', (route) => route.abort('connectionrefused'));
    await page.goto(siteUrl('luckystar', '/m/home'));
    await downloadButton(page, 'luckystar').click();
    const icon = page.getByRole('dialog').locator('img');
    await expect(icon).toHaveAttribute('src', '/m/icons/icon-192.png');
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('login required (saigonlotto): a guest sees no bar, a member does, with the member promotions', async ({
    page,
    request,
  }) => {
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto(siteUrl('saigonlotto', '/m/home'));
    await expect.poll(() => loaded.some((url) => /landing\.[\w-]+\.js$/.test(url))).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(bar(page, 'saigonlotto')).toHaveCount(0);

    const authorised = await promotions(page, true);
    await loginAs(page, request, 'saigonlotto', 'player1');
    await page.goto(siteUrl('saigonlotto', '/m/home'));
    await expect(bar(page, 'saigonlotto')).toBeVisible();
    await expect(bar(page, 'saigonlotto').getByRole('img', { name: text('saigonlotto', 'bonus') })).toBeVisible();
    expect(authorised).toContain(true);
  });

  test('minimum VIP rank 3 (siamarena): rank 2 sees no bar, rank 3 does', async ({ page, request, browser }) => {
    await loginAs(page, request, 'siamarena', 'player1'); // Gold, rank 2
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto(siteUrl('siamarena', '/m/home'));
    await expect.poll(() => loaded.some((url) => url.endsWith('/wps/member/info'))).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(bar(page, 'siamarena')).toHaveCount(0);

    const username = `vip3${Date.now().toString(36)}`.slice(0, 12);
    await createUser(request, 'siamarena', {
      username,
      password: SEEDED_PASSWORD,
      customerName: 'Platinum Player',
      clubLabel: { labelId: 'PLATINUM', labelName: 'Platinum', type: 'AUTO', rankLevel: 3 },
    });
    const context = await browser.newContext({ userAgent: ANDROID_UA, viewport: { width: 360, height: 780 } });
    const vip = await context.newPage();
    await loginAs(vip, request, 'siamarena', username);
    await vip.goto(siteUrl('siamarena', '/m/home'));
    await expect(bar(vip, 'siamarena')).toBeVisible();
    await context.close();
  });

  test('not on other pages, nor in the native app', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto(siteUrl('luckystar', '/m/login'));
    await expect.poll(() => loaded.some((url) => /idle\.[\w-]+\.js$/.test(url))).toBe(true);
    await page.goto(siteUrl('luckystar', '/m/home?inApp=1'));
    await expect.poll(() => loaded.filter((url) => /idle\.[\w-]+\.js$/.test(url)).length).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((url) => /landing\.[\w-]+\.js$/.test(url))).toEqual([]);
  });
});

test.describe('app upgrade in the native shell', () => {
  const shell = (version: string) => ({ userAgent: `${ANDROID_UA} AppVersion/${version}` });
  const upgradeTitle = (code: string) => text(code, 'upgradeTitle');

  test.describe('below 2.4.39', () => {
    test.use(shell('2.4.38'));
    test('luckystar: the modal sends the shell to the download page, and closes for the session', async ({ page }) => {
      await page.goto(siteUrl('luckystar', '/m/home?inApp=1'));
      const modal = page.getByRole('dialog', { name: upgradeTitle('luckystar') });
      await expect(modal.getByRole('link', { name: text('luckystar', 'upgradeNow') })).toHaveAttribute(
        'href',
        '/m/download?inApp=1',
      );
      await modal.getByRole('button', { name: catalogueText('luckystar', 'status.close') }).click();
      await expect(modal).toBeHidden();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog', { name: upgradeTitle('luckystar') })).toHaveCount(0);
    });

    test('siamarena (MANDATORYAPPUPDATES3): no close button, Escape does not close it', async ({ page }) => {
      await page.goto(siteUrl('siamarena', '/m/home?inApp=1'));
      const modal = page.getByRole('dialog', { name: upgradeTitle('siamarena') });
      await expect(modal.getByRole('link', { name: text('siamarena', 'upgradeNow') })).toBeVisible();
      await expect(modal.getByRole('button')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(modal).toBeVisible();
    });
  });

  test.describe('at 2.4.39', () => {
    test.use(shell('2.4.39'));
    test('the button downloads the Android app directly', async ({ page }) => {
      await page.goto(siteUrl('luckystar', '/m/home?inApp=1'));
      const modal = page.getByRole('dialog', { name: upgradeTitle('luckystar') });
      await expect(modal.getByRole('link', { name: text('luckystar', 'upgradeNow') })).toHaveAttribute(
        'href',
        'https://luckystar.example/download/luckystar.apk',
      );
    });
  });

  test.describe('up to date', () => {
    test.use(shell('2.5.0'));
    test('no modal', async ({ page }) => {
      const loaded: string[] = [];
      page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
      await page.goto(siteUrl('luckystar', '/m/home?inApp=1'));
      await expect.poll(() => loaded.some((url) => /AppUpgrade\.[\w-]+\.js$/.test(url))).toBe(true);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog', { name: upgradeTitle('luckystar') })).toHaveCount(0);
    });
  });
});
