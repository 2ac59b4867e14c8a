import { expect, test, type Page } from '@playwright/test';
import { PORT, SAMPLE_CODES, hostGet, rgb, sampleSettings, siteUrl } from './harness';

/** The branded 9:16 column: the element that holds the header, the main content and the tab bar. */
const appColumn = (page: Page) => page.getByRole('main').locator('xpath=..');

for (const code of SAMPLE_CODES) {
  const settings = sampleSettings(code);

  test.describe(`${code} at 360x780`, () => {
    test("home shows the merchant's own name, logo and colours", async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(siteUrl(code));
      await expect(page).toHaveTitle(new RegExp(`\\| ${settings.name}$`));
      const header = page.getByRole('banner');
      const logo = header.getByRole('img', { name: settings.name, exact: true });
      await expect(logo).toHaveAttribute('alt', settings.name);
      await expect(logo).toHaveJSProperty('complete', true);
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(header).toHaveCSS('background-color', rgb(settings.theme.primary));
      await expect(appColumn(page)).toHaveCSS('background-color', rgb(settings.theme.background));
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', settings.theme.themeColor);
      await expect(page.locator('h1')).toBeVisible();
      // The home island hydrates without errors.
      await expect(page.locator('astro-island[component-url*="HomeScreen"]:not([ssr])')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test("links a manifest with the merchant's name and colours", async ({ page, request }) => {
      await page.goto(siteUrl(code));
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/m/manifest.webmanifest');
      const response = await hostGet(request, `${code}.localhost:${PORT}`, '/m/manifest.webmanifest');
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: settings.name,
        theme_color: settings.theme.themeColor,
        background_color: settings.theme.background,
        start_url: '/m/home',
        scope: '/m/',
      });
      for (const icon of manifest.icons)
        expect((await hostGet(request, `${code}.localhost:${PORT}`, icon.src)).status(), icon.src).toBe(200);
    });

    test('sends a guest opening /m/member/home to /m/login', async ({ page }) => {
      await page.goto(siteUrl(code, '/m/member/home'));
      await expect(page).toHaveURL(/\/m\/login\?go=%2Fm%2Fmember%2Fhome$/);
    });

    test('answers /wps on the same origin with its own sandbox data', async ({ page }) => {
      await page.goto(siteUrl(code));
      const result = await page.evaluate(async () => {
        const get = async (path: string) => (await (await fetch(path)).json()) as { success: boolean; value: any };
        return {
          status: await get('/wps/v2/system/status?device=MOBILE'),
          lanes: await get('/wps/relay/GCSGAME_newGameVendor?platform=html5'),
        };
      });
      expect(result.status.success).toBe(true);
      expect(result.lanes.success).toBe(true);
      expect(result.lanes.value.length).toBeGreaterThan(3);
      const gameCount = result.lanes.value.reduce(
        (sum: number, lane: { gameCount: number }) => sum + lane.gameCount,
        0,
      );
      expect(gameCount).toBeGreaterThanOrEqual(24);
    });

    test('is served on each configured domain by Host, with CDN caching headers', async ({ request }) => {
      for (const domain of settings.domains) {
        const response = await hostGet(request, domain, '/m/home');
        expect(response.status(), domain).toBe(200);
        expect(await response.text()).toContain(`data-merchant="${code}"`);
        expect(response.headers()['cache-control']).toBe('no-cache');
      }
    });
  });
}

test('at 1920x1080 the page is a centred 9:16 column 607.5 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(siteUrl('luckystar'));
  const box = (await appColumn(page).boundingBox())!;
  expect(box.width).toBe(607.5);
  expect(box.x).toBeCloseTo((1920 - 607.5) / 2, 1);
});

test('at phone width the column fills the screen', async ({ page }) => {
  await page.goto(siteUrl('siamarena'));
  expect((await appColumn(page).boundingBox())!.width).toBe(360);
});

test('localhost lists every merchant with a link', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/`);
  for (const code of SAMPLE_CODES) {
    await expect(page.getByRole('link', { name: sampleSettings(code).name })).toHaveAttribute('href', siteUrl(code));
  }
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  for (const code of SAMPLE_CODES) {
    test(`${code} activates the service worker at /m/sw.js with env and merchant parameters`, async ({ page }) => {
      await page.goto(siteUrl(code));
      const scriptURL = new URL(
        await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL),
      );
      expect(scriptURL.pathname).toBe('/m/sw.js');
      expect(scriptURL.searchParams.get('merchant')).toBe(code);
      expect(scriptURL.searchParams.get('env')).toBe('demo');
    });
  }
});
