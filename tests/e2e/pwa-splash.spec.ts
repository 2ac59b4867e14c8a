// SPEC 9 "Splash hide: minimum 1200 ms plus 200": the merchant's splash over the first page of a start from the
// home screen, in a real installed app's window. Chromium installs the site and opens it as an app through the
// DevTools protocol's PWA domain (PWA.install, PWA.launch), with the app set to open in a standalone window
// (PWA.changeAppUserSettings: headless Chromium otherwise opens it as a browser tab). That needs a real profile.
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM } from '../../playwright.config';
import { SPLASH_FADE_MS, SPLASH_MIN_MS } from '../../src/config/constants';
import { siteUrl } from './harness';

const SPLASH_IMAGE = /\/m\/brand\/splash\.\w+$/;
// One animation frame on each side of a measured boundary.
const FRAME_MS = 20;

interface SplashTimes {
  start?: number;
  /** The first frame with the splash in the page. */
  present?: number;
  shown?: number;
  fading?: number;
  /** The last frame that still showed it. */
  visible?: number;
  hidden?: number;
}

/**
 * Samples the splash every frame: when it was first in the page, first displayed, first less than opaque, last
 * visible, first hidden. A busy machine skips frames (CI once saw none for 666 ms), so the first fading sample can
 * only come late, never early, and the last visible one only early: they bound the opaque and the visible times.
 */
function sampleSplash(context: BrowserContext) {
  return context.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { __splash: Record<string, number> }).__splash = times;
    const sample = (now: number) => {
      const splash = document.querySelector('.pwa-splash');
      if (splash) {
        const style = getComputedStyle(splash);
        const animation = splash.getAnimations()[0];
        if (animation?.startTime != null) times['start'] ??= Number(animation.startTime);
        times['present'] ??= now;
        if (style.display !== 'none') times['shown'] ??= now;
        if (style.display !== 'none' && style.opacity !== '1') times['fading'] ??= now;
        if (style.visibility === 'hidden') times['hidden'] ??= now;
        else times['visible'] = now;
      }
      if (times['hidden'] === undefined) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const splashTimes = (page: Page) => page.evaluate(() => (window as unknown as { __splash: SplashTimes }).__splash);
const splashDisplay = (page: Page) =>
  page.locator('.pwa-splash').evaluate((splash) => getComputedStyle(splash).display);

test('an installed app shows the merchant’s splash for 1200 ms, fades it over 200 ms; a browser tab never shows it', async ({
  browserName: _,
}, testInfo) => {
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: CHROMIUM,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 780 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const splashRequests: string[] = [];
    context.on('requestfinished', (request) => {
      if (SPLASH_IMAGE.test(new URL(request.url()).pathname)) splashRequests.push(request.url());
    });

    // A browser tab: the splash is in the page but never displayed, so its image is never fetched (on a page
    // other than the home, whose brand hero is the same image).
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.goto(siteUrl('luckystar', '/m/login'));
    await tab.waitForLoadState('networkidle');
    expect(await tab.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(false);
    expect(await splashDisplay(tab)).toBe('none');
    expect(splashRequests).toEqual([]);

    // Install the site and start it from the "home screen", in a standalone window.
    const cdp = await context.newCDPSession(tab);
    const { appId: manifestId } = (await cdp.send('Page.getAppId')) as { appId: string };
    await cdp.send('PWA.install', { manifestId });
    await cdp.send('PWA.changeAppUserSettings', { manifestId, displayMode: 'standalone' });
    await sampleSplash(context);
    const opened = context.waitForEvent('page');
    await cdp.send('PWA.launch', { manifestId });
    const app = await opened;
    await app.waitForLoadState('load');
    expect(await app.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);

    // The merchant's splash image, displayed at once, fully opaque until 1200 ms, hidden 200 ms later.
    await expect(app.locator('.pwa-splash')).toHaveCSS('background-image', /\/m\/brand\/splash\.\w+"?\)/);
    await expect.poll(async () => (await splashTimes(app)).hidden, { timeout: 10_000 }).toBeDefined();
    const times = await splashTimes(app);
    expect(times.start, 'the fade animation ran').toBeDefined();
    expect(times.shown, 'displayed from the first frame it is in').toBe(times.present);
    // Fully opaque until 1200 ms: no frame before showed it fading (a frame may fall in the fade, or none).
    expect((times.fading ?? times.hidden)! - times.start!).toBeGreaterThanOrEqual(SPLASH_MIN_MS - FRAME_MS);
    expect(times.hidden! - times.start!).toBeGreaterThanOrEqual(SPLASH_MIN_MS + SPLASH_FADE_MS - FRAME_MS);
    // Gone at 1400 ms: no frame after showed it.
    expect(times.visible! - times.start!).toBeLessThan(SPLASH_MIN_MS + SPLASH_FADE_MS + FRAME_MS);
    const loaded = await app.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.some((url) => SPLASH_IMAGE.test(new URL(url).pathname))).toBe(true);

    // It belongs to the start only: the next page of the app window has none.
    await app.goto(siteUrl('luckystar', '/m/login'));
    expect(await splashDisplay(app)).toBe('none');
  } finally {
    await context.close();
  }
});
