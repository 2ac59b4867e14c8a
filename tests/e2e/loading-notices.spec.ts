// Issue 26 item 10. SPEC 9 "Loading notices": a list still loading says so at 5 s and offers a reload at 10 s.
// SPEC 8 "Offline": over https network_offline shows for 1.5 s, also on a page opened offline; over http (how
// the sandbox serves) it is the "Network Error / CORS Errors" alert, once, and the console stays clean: a page
// opened offline logged React error #418 (an alert raised before its island hydrated).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { catalogueText, PORT, siteUrl, watchConsole } from './harness';

/** Chromium's own line for each request the offline network refuses: the browser's report, not the app's. */
const OFFLINE_REQUEST = /: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;
const appErrors = (errors: string[]) => errors.filter((error) => !OFFLINE_REQUEST.test(error));

test.describe('a slow list', () => {
  const CODE = 'luckystar';
  const NEWS_LIST = /\/wps\/relay\/MCSFE_getListAnnouncements\?.*types=NEWS/;

  test('says it is still loading at 5 s, offers a reload at 10 s, and the reload loads it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    // The first news call hangs, as on a stalled network; the page reloaded asks again and is answered.
    let heldAt = 0;
    let release = () => {};
    await page.route(NEWS_LIST, async (route) => {
      if (heldAt) return route.continue();
      heldAt = Date.now();
      await new Promise<void>((resolve) => (release = resolve));
      return route.abort().catch(() => undefined);
    });
    const since = () => Date.now() - heldAt;
    const stillLoading = page.getByRole('status').filter({ hasText: catalogueText(CODE, 'status.stillLoading') });
    const loadingSlow = page.getByRole('status').filter({ hasText: catalogueText(CODE, 'status.loadingSlow') });

    await page.goto(siteUrl(CODE, '/m/news'));
    await expect.poll(() => heldAt).toBeGreaterThan(0);
    await expect(stillLoading).toBeHidden();
    await expect(stillLoading).toBeVisible({ timeout: 9_000 });
    // The load started a moment before its call went out, and the notice's chunk loads at 5 s.
    expect(since()).toBeGreaterThan(4_500);
    expect(since()).toBeLessThan(8_000);
    await expect(loadingSlow).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('still-loading.png') });

    await expect(loadingSlow).toBeVisible({ timeout: 9_000 });
    expect(since()).toBeGreaterThan(9_500);
    expect(since()).toBeLessThan(13_000);
    await expect(stillLoading).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('loading-slow.png') });

    const reloaded = page.waitForEvent('load');
    await loadingSlow.getByRole('button', { name: catalogueText(CODE, 'ui.retry') }).click();
    await reloaded;
    release();
    await expect(page.locator('.news-list')).toBeVisible();
    await expect(loadingSlow).toBeHidden();
    await expect(stillLoading).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('offline over http', () => {
  // A merchant whose default language is not English: the alert is in the player's language.
  const CODE = 'saigonlotto';
  test.use({ serviceWorkers: 'allow' });

  const networkError = (page: Page) =>
    page.getByRole('dialog').filter({ hasText: catalogueText(CODE, 'network_cors_error') });

  /** Visits each page online, so the service worker has it when the network is gone. */
  async function visitOnline(page: Page, paths: string[]) {
    await page.goto(siteUrl(CODE, paths[0]));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.state);
    for (const path of paths) {
      await page.goto(siteUrl(CODE, path));
      await expect
        .poll(() =>
          page.evaluate(async (end) => {
            for (const name of await caches.keys())
              for (const request of await (await caches.open(name)).keys())
                if (new URL(request.url).pathname.endsWith(end)) return true;
            return false;
          }, path),
        )
        .toBe(true);
      // Its islands too: one still loading when the network goes would fail to load, as any script would.
      await page.waitForLoadState('networkidle');
    }
  }

  /** Confirms the alert and checks that no second one waits behind it. */
  async function confirmOnce(page: Page) {
    await networkError(page)
      .getByRole('button', { name: catalogueText(CODE, 'ui.confirm') })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  test('a page opened offline shows the alert once, and nothing is logged', async ({ page, context }, testInfo) => {
    await visitOnline(page, ['/m/home', '/m/news']);
    await context.setOffline(true);
    const opened = await context.newPage();
    const errors = watchConsole(opened);
    await opened.goto(siteUrl(CODE, '/m/news'));
    await expect(networkError(opened)).toBeVisible();
    await opened.screenshot({ path: testInfo.outputPath('opened-offline.png') });
    await confirmOnce(opened);
    expect(appErrors(errors)).toEqual([]);
    await context.setOffline(false);
  });

  test('going offline on a page, then moving on, shows the alert and logs nothing', async ({ page, context }) => {
    await visitOnline(page, ['/m/home', '/m/news']);
    const errors = watchConsole(page);
    await context.setOffline(true);
    await expect(networkError(page)).toBeVisible();
    await confirmOnce(page);

    await page
      .getByRole('navigation', { name: catalogueText(CODE, 'nav.label') })
      .getByRole('link', { name: catalogueText(CODE, 'nav.home') })
      .click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(networkError(page)).toBeVisible();
    await confirmOnce(page);
    expect(appErrors(errors)).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('offline over https', () => {
  const CODE = 'luckystar';
  const HTTPS_ORIGIN = `https://${CODE}.localhost`;

  /** Serves the site at https://<code>.localhost from the sandbox, so the page runs with location.protocol https:. */
  async function serveOverHttps(context: BrowserContext) {
    await context.route(`${HTTPS_ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      // A request still open when the test ends finds the context closed: it has nothing left to answer.
      await route
        .fetch({
          url: `http://127.0.0.1:${PORT}${url.pathname}${url.search}`,
          headers: { ...route.request().headers(), host: `${CODE}.localhost` },
        })
        .then((response) => route.fulfill({ response }))
        .catch(() => undefined);
    });
  }

  test('network_offline shows for 1.5 s on going offline, and on a page opened offline', async ({
    page,
    context,
  }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await serveOverHttps(context);
    const offline = (on: Page) => on.getByRole('status').filter({ hasText: catalogueText(CODE, 'network_offline') });

    await page.goto(`${HTTPS_ORIGIN}/m/news`);
    expect(await page.evaluate(() => location.protocol)).toBe('https:');
    await expect(page.locator('.news-list')).toBeVisible();
    await context.setOffline(true);
    await expect(offline(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('https-offline.png') });
    await expect(offline(page)).toBeHidden({ timeout: 3_000 });

    // The routed page still arrives (as from the service worker's cache) while the browser is offline.
    const opened = await context.newPage();
    opened.on('pageerror', (error) => errors.push(error.message));
    await opened.goto(`${HTTPS_ORIGIN}/m/news`);
    await expect(offline(opened)).toBeVisible();
    await expect(opened.getByRole('dialog')).toBeHidden();
    expect(errors).toEqual([]);
    await context.setOffline(false);
  });
});
