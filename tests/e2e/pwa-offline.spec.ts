// SPEC 8 "Offline": a navigation while offline shows the precached page, or the branded offline page when
// the page is not in the precache; back online the offline page recovers with one reload, never a loop.
import { expect, test, type Page } from '@playwright/test';
import { catalogueText, rgb, sampleSettings, siteUrl } from './harness';

const CODE = 'siamarena';
test.use({ serviceWorkers: 'allow' });

/** Loads the site and waits until its service worker has precached the shell and is active. */
async function installServiceWorker(page: Page) {
  await page.goto(siteUrl(CODE, '/m/home'));
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.state);
}

const pageHeading = (page: Page, key: string) =>
  page.getByRole('heading', { level: 1, name: catalogueText(CODE, `routes.${key}.heading`) });

test('offline, a page of the site opens from the precache, whatever its query', async ({ page, context }) => {
  await installServiceWorker(page);
  await context.setOffline(true);
  await page.goto(siteUrl(CODE, '/m/sports?affiliateCode=A1&fbclid=x'));
  await expect(pageHeading(page, 'sports')).toBeVisible();
  await context.setOffline(false);
});

test('offline, a page missing from the precache gets the branded offline page; online again it recovers once', async ({
  page,
  context,
}, testInfo) => {
  await installServiceWorker(page);
  // A precache that lost the page (an eviction, an install cut short) falls back to the offline page.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (request.url.includes('/m/sports.html')) await cache.delete(request);
    }
  });
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
