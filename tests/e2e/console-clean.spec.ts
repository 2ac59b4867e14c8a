// Issue "Real merchants ship": a guest opens every route of every sample and the console stays empty; the
// update check's second asset list (SPEC 2 /mobile/mc/asset-manifest.json) was a 404 logged on every page.
// Members: security.spec.ts "every route sends the security headers ...". Runs in the serial project: it
// opens 84 pages, which would slow the timing-sensitive specs running beside it.
import { expect, test } from '@playwright/test';
import { ROUTES, routeUrl } from '../../src/config/routes';
import { ASSET_MANIFEST_URLS } from '../../src/lib/pwa/update-check';
import { SAMPLE_CODES, siteUrl, watchConsole } from './harness';
import { stubExternalHosts } from './session';

for (const code of SAMPLE_CODES) {
  test(`${code}: a guest opens every route, and no page logs an error by its update check`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await stubExternalHosts(page);
    let checked = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === ASSET_MANIFEST_URLS[1]) checked += 1;
    });
    for (const route of ROUTES) {
      const before = checked;
      await page.goto(siteUrl(code, routeUrl(route)));
      // SPEC 4: the first check is 1.5 s after start; both lists answered means the page lived past it.
      await expect.poll(() => checked, { message: route.path, timeout: 15_000 }).toBeGreaterThan(before);
    }
    expect(errors).toEqual([]);
  });
}
