// SPEC 8 "Offline": a navigation while offline shows the page as last visited, or the branded offline page
// for a page never visited; back online the offline page recovers with one reload, never a loop. The first
// visit precaches only the shell (scripts/lib/service-worker.ts); pages and chunks are cached as visited.
import { expect, test, type Page } from '@playwright/test';
import { catalogueText, rgb, sampleSettings, siteUrl } from './harness';

const CODE = 'siamarena';
test.use({ serviceWorkers: 'allow' });

/** Loads the site and waits until its service worker has precached the shell and is active. */
async function installServiceWorker(page: Page) {
  await page.goto(siteUrl(CODE, '/m/home'));
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.state);
}

/** The URLs in the worker's caches whose path ends with `suffix`. */
const cached = (page: Page, suffix: string) =>
  page.evaluate(async (end) => {
    const found: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        if (new URL(request.url).pathname.endsWith(end)) found.push(request.url);
    return found;
  }, suffix);

const pageHeading = (page: Page, key: string) =>
  page.getByRole('heading', { level: 1, name: catalogueText(CODE, `routes.${key}.heading`) });

test('the first page opens offline, and any page visited once, whatever its query; a token never reaches a cache', async ({
  page,
  context,
}) => {
  await page.goto(siteUrl(CODE, '/m/sports?token=secret-token&affiliateCode=A1'));
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.state);
  // The page that installed the worker hands it what it loaded (the browser's cache answers).
  await expect.poll(() => cached(page, '/m/sports')).toHaveLength(1);
  await page.goto(siteUrl(CODE, '/m/news'));
  await expect(pageHeading(page, 'news')).toBeVisible();
  await expect.poll(() => cached(page, '/m/news')).toHaveLength(1);
  const keys = await page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) all.push(request.url);
    return all;
  });
  expect(keys.filter((url) => url.includes('secret-token'))).toEqual([]);

  await context.setOffline(true);
  await page.goto(siteUrl(CODE, '/m/sports?affiliateCode=A1&fbclid=x'));
  await expect(pageHeading(page, 'sports')).toBeVisible();
  await page.goto(siteUrl(CODE, '/m/news'));
  await expect(pageHeading(page, 'news')).toBeVisible();
  await context.setOffline(false);
});

test('offline, a page never visited gets the branded offline page; online again it recovers once', async ({
  page,
  context,
}, testInfo) => {
  await installServiceWorker(page);
  expect(await cached(page, '/m/sports')).toEqual([]);
  await context.setOffline(true);
  await page.goto(siteUrl(CODE, '/m/sports'));
  const offline = page.getByRole('heading', { level: 1, name: catalogueText(CODE, 'network_offline') });
  await expect(offline).toBeVisible();
  await expect(page.getByRole('img', { name: sampleSettings(CODE).name })).toBeVisible();
  const retry = page.getByRole('button', { name: catalogueText(CODE, 'ui.retry') });
  await expect(retry).toHaveCSS('background-color', rgb(sampleSettings(CODE).theme.primary));
  await page.screenshot({ path: testInfo.outputPath('offline-page.png') });

  // Retry while still offline: the offline page again, not the browser's error page.
  const retried = page.waitForEvent('load');
  await retry.click();
  await retried;
  await expect(offline).toBeVisible();

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const nextCheck = page.waitForResponse((response) => response.url().endsWith('/m/asset-manifest.json'));
  await context.setOffline(false);
  await expect(pageHeading(page, 'sports')).toBeVisible();
  // The recovered page runs its first update check 1.5 s later: by then a loop would have reloaded again.
  await nextCheck;
  expect(navigations).toBe(1);
  await expect(pageHeading(page, 'sports')).toBeVisible();
});
