// SPEC 4 "Device id": "A hidden frame may sync the id across domains." Saigon Lotto Club serves
// saigonlotto.example and sgl.example, two registrable domains: a page on sgl.example adopts the id that
// saigonlotto.example keeps, through a hidden frame of saigonlotto.example/device-sync.
//
// The browser opens the merchant's real https origins; Playwright answers them from npm start (by Host), so
// origins, secure contexts, cookies, frames and policies are Chromium's own, with no certificate or DNS.
// Third-party cookies: this Chromium blocks them in Playwright's usual (incognito-like) contexts and in a new
// profile alike (checked: the frame's document.cookie reads and writes nothing), as a player's browser set
// to block them would. The tests run in a persistent profile whose cookie setting allows them
// (profile.cookie_controls_mode 0, Chrome's default), as most of the browsers the sync is for do.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM } from '../../playwright.config';
import { DEVICE_SYNC_COOKIE, DEVICE_SYNC_MESSAGE, DEVICE_SYNC_PATH } from '../../src/lib/device/device-sync';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { fetchFromSandbox, hostGet } from './harness';

const PRIMARY = 'https://saigonlotto.example';
const SECOND = 'https://sgl.example';
const FOREIGN = 'https://evil.example';
const MERCHANT_HOSTS = /^https:\/\/(saigonlotto\.example|www\.saigonlotto\.example|sgl\.example)\//;
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SHELL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 AppVersion/2.5.0';

/** A foreign site that frames the sync page, and opens it in a window, asking both for the id. */
const FOREIGN_PAGE = `<!doctype html><title>foreign</title><script>
  window.replies = [];
  addEventListener('message', (event) => window.replies.push(event.data));
  const ask = (target) => target.postMessage({ type: ${JSON.stringify(DEVICE_SYNC_MESSAGE)}, deviceId: '${'e'.repeat(36)}' }, '*');
  window.start = () => {
    const frame = document.createElement('iframe');
    frame.src = '${PRIMARY}${DEVICE_SYNC_PATH}';
    frame.onload = () => ask(frame.contentWindow);
    document.body.append(frame);
    const opened = open('${PRIMARY}${DEVICE_SYNC_PATH}');
    setTimeout(() => ask(opened), 1500);
  };
</script>`;

/** A profile that allows third-party cookies, the merchant's https origins answered by npm start. */
async function browserProfile(dir: string, userAgent?: string): Promise<BrowserContext> {
  mkdirSync(path.join(dir, 'Default'), { recursive: true });
  writeFileSync(path.join(dir, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'block',
    ...(userAgent ? { userAgent } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  await context.route(MERCHANT_HOSTS, async (route) => {
    await route.fulfill({ response: await fetchFromSandbox(route) });
  });
  await context.route(`${FOREIGN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: FOREIGN_PAGE }));
  return context;
}

/** Closes a profile; a page may still be loading, so a route in flight is dropped, not an error. */
async function closeProfile(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

const storedId = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.deviceId);
const cookieOf = async (context: BrowserContext, url: string, name: string) =>
  (await context.cookies(url)).find((cookie) => cookie.name === name);

/** Requests for the sync page, from any page or frame of the context. */
function syncRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === DEVICE_SYNC_PATH) seen.push(request.url());
  });
  return seen;
}

test('the sync page is framed by the merchant’s own origins only, under the one policy of the whole site', async ({
  request,
}) => {
  const sync = await hostGet(request, 'saigonlotto.example', DEVICE_SYNC_PATH);
  expect(sync.status()).toBe(200);
  const policy = sync.headers()['content-security-policy']!;
  expect(policy).toContain("frame-ancestors 'self' saigonlotto.example www.saigonlotto.example sgl.example");
  expect(policy).toMatch(/; script-src 'strict-dynamic' 'sha256-/);
  expect(sync.headers()['x-frame-options']).toBeUndefined();
  // Every path has the same security headers: no CDN has to remove one for this page.
  const home = await hostGet(request, 'saigonlotto.example', '/m/home');
  expect(home.headers()['content-security-policy']).toBe(policy);
  expect(home.headers()['x-frame-options']).toBeUndefined();
  // A merchant on one registrable domain has no sync page at all, and refuses every frame.
  expect((await hostGet(request, 'luckystar.example', DEVICE_SYNC_PATH)).status()).toBe(404);
  const single = await hostGet(request, 'luckystar.example', '/m/home');
  expect(single.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(single.headers()['x-frame-options']).toBe('DENY');
});

test('a page on the second registrable domain adopts the id the first domain keeps; a foreign site reads nothing', async ({
  browserName: _,
}, testInfo) => {
  const context = await browserProfile(testInfo.outputPath('profile'));
  try {
    const requested = syncRequests(context);
    const page = context.pages()[0] ?? (await context.newPage());

    // A page without a sign-in form loads no sync (the id goes with sign-in and registration calls only).
    const chunks: string[] = [];
    context.on('request', (request) => {
      if (/start-device-sync\.[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(`${PRIMARY}/m/home`);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    expect(await cookieOf(context, PRIMARY, DEVICE_SYNC_COOKIE)).toBeUndefined();

    // The first domain's login: its id is generated, stored, and kept in the copy a third-party frame can read.
    await page.goto(`${PRIMARY}/m/login`);
    await expect.poll(() => cookieOf(context, PRIMARY, DEVICE_SYNC_COOKIE), { timeout: 15_000 }).toBeTruthy();
    const primaryId = await storedId(page);
    expect(primaryId).toHaveLength(36);
    expect(await cookieOf(context, PRIMARY, DEVICE_SYNC_COOKIE)).toMatchObject({
      value: primaryId,
      domain: '.saigonlotto.example',
      sameSite: 'None',
      secure: true,
    });
    expect(requested).toEqual([]); // the first domain frames nothing

    // The second domain, with an id of its own already: a new tab (a new session) syncs it.
    const ownId = 'a'.repeat(8) + '-0000-4000-8000-' + 'b'.repeat(12);
    const second = await context.newPage();
    await second.addInitScript(
      ([key, id]) => {
        if (location.hostname === 'sgl.example' && !localStorage.getItem(key!)) localStorage.setItem(key!, id!);
      },
      [STORAGE_KEYS.deviceId, ownId],
    );
    await second.goto(`${SECOND}/m/login`);
    await expect.poll(() => storedId(second), { timeout: 20_000 }).toBe(primaryId);
    expect(requested).toEqual([`${PRIMARY}${DEVICE_SYNC_PATH}`]);
    expect((await cookieOf(context, SECOND, 'deviceId'))?.value).toBe(primaryId);
    expect(await second.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.deviceSync)).toBe('1');
    await expect(second.locator('iframe')).toHaveCount(0);

    // Once a session: the next form of the tab frames nothing.
    await second.goto(`${SECOND}/m/register`);
    await second.waitForLoadState('networkidle');
    expect(requested).toHaveLength(1);

    // A foreign site: its frame is refused by the policy, and the page opened as a window answers no one.
    const foreign = await context.newPage();
    const refused: string[] = [];
    foreign.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text());
    });
    const opened = context.waitForEvent('page');
    await foreign.goto(`${FOREIGN}/`);
    await foreign.evaluate(() => (window as unknown as { start: () => void }).start());
    await (await opened).waitForLoadState();
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await foreign.waitForTimeout(3_000);
    expect(await foreign.evaluate(() => (window as unknown as { replies: unknown[] }).replies)).toEqual([]);
    expect((await cookieOf(context, PRIMARY, DEVICE_SYNC_COOKIE))?.value).toBe(primaryId);
  } finally {
    await closeProfile(context);
  }
});

for (const [name, userAgent] of [
  ['Safari (an iPhone)', IPHONE_UA],
  ['the native app shell', SHELL_UA],
] as const) {
  test(`${name}: no sync frame`, async ({ browserName: _ }, testInfo) => {
    const context = await browserProfile(testInfo.outputPath('profile'), userAgent);
    try {
      const requested = syncRequests(context);
      const page = context.pages()[0] ?? (await context.newPage());
      // The sync chunk loads (the merchant has a second registrable domain), then decides to skip.
      const chunk = page.waitForRequest(/start-device-sync\.[\w-]+\.js$/);
      await page.goto(`${SECOND}/m/login`);
      await chunk;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      expect(requested).toEqual([]);
    } finally {
      await closeProfile(context);
    }
  });
}
