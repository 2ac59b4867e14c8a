// Issue 15 "Pixels and Events": the sample merchants' pixels (luckystar: Meta and gtag; siamarena: GTM, TikTok,
// Kwai and X) load from the sandbox's stand-ins, get their PageView and the funnel events; saigonlotto sets no
// pixel id and loads none; every event reaches the sandbox's event log once, with the eventID the pixels got.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CONTROL_HEADER, CONTROL_HEADER_VALUE } from '../../sandbox/control-guard';
import type { PixelCallRecord } from '../../sandbox/stand-ins/pixels';
import { PIXEL_SCRIPTS_WAIT_MS } from '../../src/features/tracking/pixel-runner';
import { catalogueText, headerAccount, PORT, sampleSettings, siteUrl } from './harness';
import { merchantHost, trackedEvents } from './sandbox-control';
import { loginSession, stubExternalHosts } from './session';

const VISITOR_KEY = '__pixel_stand_in_visitor';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

interface SentEvent {
  name: string;
  payload: { eventID: string; customerId?: string };
}

/** Names this browser's calls for the stand-ins, and collects every collect beacon its pages send. */
async function trackedBrowser(context: BrowserContext) {
  const visitor = randomUUID().slice(0, 12);
  await context.addInitScript(([key, id]) => localStorage.setItem(key!, id!), [VISITOR_KEY, visitor]);
  const sent: SentEvent[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/wps/system/collect') && request.method() === 'POST')
      sent.push((JSON.parse(request.postData()!) as { value: SentEvent }).value);
  });
  return { visitor, sent, names: () => sent.map((event) => event.name) };
}

/** The calls the stand-ins recorded from this browser at merchant `code`. */
async function pixelCalls(request: APIRequestContext, code: string, visitor: string): Promise<PixelCallRecord[]> {
  const response = await request.get(`http://127.0.0.1:${PORT}/__pixels/calls?visitor=${visitor}`, {
    headers: { Host: merchantHost(code), [CONTROL_HEADER]: CONTROL_HEADER_VALUE },
  });
  return (await response.json()) as PixelCallRecord[];
}

/** Whether `call` starts with `expected`, objects matching on the keys `expected` names. */
function startsLike(call: unknown[], expected: unknown[]): boolean {
  return expected.every((part, index) => {
    const actual = call[index];
    if (part === null || typeof part !== 'object') return actual === part;
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(part).every(
      ([key, value]) => JSON.stringify((actual as Record<string, unknown>)[key]) === JSON.stringify(value),
    );
  });
}

/**
 * Waits until `pixel` has been called with arguments that start like `expected`. An event may wait for the
 * page's pixel scripts up to PIXEL_SCRIPTS_WAIT_MS, so the wait is longer; a failure lists what the pixel got.
 */
async function expectCall(
  request: APIRequestContext,
  code: string,
  visitor: string,
  pixel: string,
  expected: unknown[],
) {
  const FOUND = 'found';
  await expect
    .poll(
      async () => {
        const calls = (await pixelCalls(request, code, visitor)).filter((record) => record.pixel === pixel);
        if (calls.some((record) => startsLike(record.call, expected))) return FOUND;
        return calls.map((record) => `${JSON.stringify(record.call).slice(0, 60)} on ${record.page}`);
      },
      { message: `${pixel} got ${JSON.stringify(expected)}`, timeout: PIXEL_SCRIPTS_WAIT_MS + 10_000 },
    )
    .toBe(FOUND);
}

async function registerOnPage(page: Page, code: string, username: string) {
  await page.goto(siteUrl(code, '/m/register'));
  await page.locator('#register-username').fill(username);
  await page.locator('#register-password').fill('secret123');
  await page.locator('#register-confirm').fill('secret123');
  await page.locator('form[aria-labelledby="register-title"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function logOutAndIn(page: Page, code: string, username: string) {
  await Promise.all([page.waitForEvent('framenavigated'), headerAccount(page, code).logOut()]);
  await page.goto(siteUrl(code, '/m/login'));
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill('secret123');
  await page.locator('form[aria-labelledby="login-title"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Starts the first game of the game screen, then comes back to the home page. */
async function launchFirstGame(page: Page, code: string, query = '') {
  const [before] = catalogueText(code, 'games.playGame').split('{{name}}');
  await page.goto(siteUrl(code, `/m/game${query}`));
  await page
    .getByTestId('game-grid')
    .getByRole('link', { name: new RegExp(`^${before}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/__sandbox\/game\?/);
  await page.goto(siteUrl(code, '/m/home'));
}

/** Every event this browser sent went once, and the sandbox's log has each one with the same eventID. */
async function expectLoggedOnce(request: APIRequestContext, code: string, sent: SentEvent[], names: string[]) {
  for (const name of names)
    expect(
      sent.filter((event) => event.name === name),
      name,
    ).toHaveLength(1);
  await expect
    .poll(async () => {
      const logged = new Set((await trackedEvents(request, code)).map((entry) => JSON.stringify(entry.data)));
      return sent.filter((event) => !logged.has(JSON.stringify(event))).map((event) => event.name);
    })
    .toEqual([]);
}

// The download bar (downloadApp) shows on phones.
test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID_UA });

  test('luckystar: Meta and gtag get PageView and the funnel, with the eventID of the server event', async ({
    page,
    context,
    request,
  }) => {
    // A registration, two logins, a game launch and four page loads: long on a machine running the whole suite.
    test.setTimeout(180_000);
    const browser = await trackedBrowser(context);
    await stubExternalHosts(page);
    const { tracking } = sampleSettings('luckystar');
    await page.goto(siteUrl('luckystar', '/m/home?fbclid=IwAR0e2e&gclid=Cj0e2e'));
    await expectCall(request, 'luckystar', browser.visitor, 'facebook', ['init', tracking!.facebookPixelId]);
    await expectCall(request, 'luckystar', browser.visitor, 'facebook', ['track', 'PageView']);
    await expectCall(request, 'luckystar', browser.visitor, 'gtag', ['config', tracking!.gtagId]);
    await expect.poll(() => browser.names()).toEqual(['firstOpen', 'viewContent']);
    const [firstOpen, viewContent] = browser.sent;
    await expectCall(request, 'luckystar', browser.visitor, 'facebook', [
      'trackCustom',
      'firstOpen',
      {},
      { eventID: firstOpen!.payload.eventID },
    ]);
    await expectCall(request, 'luckystar', browser.visitor, 'facebook', [
      'track',
      'ViewContent',
      {},
      { eventID: viewContent!.payload.eventID },
    ]);
    await expectCall(request, 'luckystar', browser.visitor, 'gtag', ['event', 'viewContent', { gclid: 'Cj0e2e' }]);
    // SPEC 9: the Meta cookies, 90 days, from the fbclid of the visit.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === '_fbc')?.value).toMatch(/^fb\.1\.\d{13}\.IwAR0e2e$/);
    expect(cookies.find((cookie) => cookie.name === '_fbp')?.value).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);
    const days = (cookies.find((cookie) => cookie.name === '_fbp')!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);

    // The download bar shows to guests: the app download comes first.
    const bar = page.getByRole('complementary', { name: catalogueText('luckystar', 'pwa.install.barLabel') });
    await bar
      .getByRole('button', { name: new RegExp(`^${catalogueText('luckystar', 'pwa.install.download')}`) })
      .click();
    await page.getByRole('link', { name: catalogueText('luckystar', 'pwa.download.Android') }).click();
    await expectCall(request, 'luckystar', browser.visitor, 'facebook', ['trackCustom', 'downloadApp']);
    await expectCall(request, 'luckystar', browser.visitor, 'gtag', ['event', 'downloadApp']);

    // Registration navigates at once: the pixels hear of it on the home page that follows.
    const username = uniqueName('px');
    await registerOnPage(page, 'luckystar', username);
    await expectCall(request, 'luckystar', browser.visitor, 'facebook', ['track', 'CompleteRegistration']);
    await expectCall(request, 'luckystar', browser.visitor, 'gtag', ['event', 'sign_up']);
    await logOutAndIn(page, 'luckystar', username);
    await expectCall(request, 'luckystar', browser.visitor, 'facebook', ['trackCustom', 'login']);
    await expectCall(request, 'luckystar', browser.visitor, 'gtag', ['event', 'login']);
    await launchFirstGame(page, 'luckystar');
    await expectCall(request, 'luckystar', browser.visitor, 'facebook', ['trackCustom', 'gameLaunch']);
    await expectCall(request, 'luckystar', browser.visitor, 'gtag', ['event', 'gameLaunch']);
    // Once-only: another page and a reload send none of them again. Each page's PageView says its pixels ran
    // (the events go out with them), which a quiet network could not say on a loaded machine.
    const pageViews = async () =>
      (await pixelCalls(request, 'luckystar', browser.visitor)).filter(
        (record) => record.pixel === 'facebook' && startsLike(record.call, ['track', 'PageView']),
      ).length;
    const viewsBefore = await pageViews();
    await page.goto(siteUrl('luckystar', '/m/home'));
    await expect.poll(pageViews).toBe(viewsBefore + 1);
    await page.reload();
    await expect.poll(pageViews).toBe(viewsBefore + 2);
    const funnel = ['firstOpen', 'viewContent', 'register', 'login', 'gameLaunch', 'downloadApp'];
    await expectLoggedOnce(request, 'luckystar', browser.sent, funnel);
    // Each pixel heard of each event once too, under the eventID the server got.
    const facebook = (await pixelCalls(request, 'luckystar', browser.visitor)).filter((r) => r.pixel === 'facebook');
    for (const event of browser.sent)
      expect(
        facebook.filter((r) => JSON.stringify(r.call.at(-1)) === JSON.stringify({ eventID: event.payload.eventID })),
        event.name,
      ).toHaveLength(1);
    // viewContent is once per session: a new tab is a new session, and first opens stay first.
    const second = await context.newPage();
    await second.goto(siteUrl('luckystar', '/m/home'));
    await expect.poll(() => browser.names().filter((name) => name === 'viewContent')).toHaveLength(2);
    expect(browser.names().filter((name) => name === 'firstOpen')).toHaveLength(1);
  });
});

test('a token link: the token leaves the address before any request, history entry or pixel sees it', async ({
  page,
  context,
  request,
}) => {
  const { token } = await loginSession(request, 'luckystar', 'player1');
  const browser = await trackedBrowser(context);
  await stubExternalHosts(page);
  const seen: string[] = [];
  context.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) return;
    seen.push(`${sent.url()} referer ${sent.headers()['referer'] ?? '-'}`);
  });
  await page.goto(siteUrl('luckystar', `/m/home?token=${token}&affiliateCode=A7`));
  await expect(page).toHaveURL(siteUrl('luckystar', '/m/home?affiliateCode=A7'));
  // Still the member of the link: the session moved into the tab.
  await expect(headerAccount(page, 'luckystar').menu).toBeVisible();
  await expectCall(request, 'luckystar', browser.visitor, 'facebook', ['track', 'PageView']);
  const calls = await pixelCalls(request, 'luckystar', browser.visitor);
  expect(calls.map((record) => record.page)).toContain(siteUrl('luckystar', '/m/home?affiliateCode=A7'));
  expect(JSON.stringify(calls)).not.toContain(token);
  expect(seen.filter((line) => line.includes(token))).toEqual([]);
  // No history entry keeps it: back from the cleaned page is the tab's blank start.
  await page.goBack();
  expect(page.url()).not.toContain(token);
  expect(page.url()).not.toContain('/m/home');
});

test('siamarena: GTM, TikTok, Kwai and X get PageView and the funnel events each counts', async ({
  page,
  context,
  request,
}) => {
  const browser = await trackedBrowser(context);
  const { tracking } = sampleSettings('siamarena');
  await page.goto(siteUrl('siamarena', '/m/home?ttclid=E.C.P.e2e&kwaiclid=kw-e2e&twclid=tw-e2e'));
  await expectCall(request, 'siamarena', browser.visitor, 'gtm', [{ event: 'gtm.js' }]);
  await expectCall(request, 'siamarena', browser.visitor, 'tiktok', ['page']);
  await expectCall(request, 'siamarena', browser.visitor, 'kwai', ['page']);
  await expectCall(request, 'siamarena', browser.visitor, 'twitter', ['config', tracking!.twitterPixelId]);
  await expect.poll(() => browser.names()).toEqual(['firstOpen', 'viewContent']);
  const viewContentId = browser.sent[1]!.payload.eventID;
  await expectCall(request, 'siamarena', browser.visitor, 'gtm', [{ event: 'viewContent', eventID: viewContentId }]);
  await expectCall(request, 'siamarena', browser.visitor, 'tiktok', [
    'track',
    'ViewContent',
    { ttclid: 'E.C.P.e2e' },
    { event_id: viewContentId },
  ]);
  await expectCall(request, 'siamarena', browser.visitor, 'kwai', ['track', 'contentView', { kwaiclid: 'kw-e2e' }]);
  await expectCall(request, 'siamarena', browser.visitor, 'twitter', [
    'event',
    'tw-siam01-views',
    { conversion_id: viewContentId },
  ]);

  const username = uniqueName('px');
  await registerOnPage(page, 'siamarena', username);
  await expectCall(request, 'siamarena', browser.visitor, 'gtm', [{ event: 'sign_up' }]);
  await expectCall(request, 'siamarena', browser.visitor, 'tiktok', ['track', 'CompleteRegistration']);
  await expectCall(request, 'siamarena', browser.visitor, 'kwai', ['track', 'completeRegistration']);
  await expectCall(request, 'siamarena', browser.visitor, 'twitter', ['event', 'tw-siam01-signup']);
  await logOutAndIn(page, 'siamarena', username);
  await expectCall(request, 'siamarena', browser.visitor, 'tiktok', ['track', 'login']);
  await expectCall(request, 'siamarena', browser.visitor, 'twitter', ['event', 'tw-siam01-login']);
  // STARTGAMEINAPP3: games start inside the app only (inApp=1).
  await launchFirstGame(page, 'siamarena', '?inApp=1');
  await expectCall(request, 'siamarena', browser.visitor, 'gtm', [{ event: 'gameLaunch' }]);
  await expectCall(request, 'siamarena', browser.visitor, 'twitter', ['event', 'tw-siam01-games']);
  await page.waitForLoadState('networkidle');
  await expectLoggedOnce(request, 'siamarena', browser.sent, [
    'firstOpen',
    'viewContent',
    'register',
    'login',
    'gameLaunch',
  ]);

  const calls = await pixelCalls(request, 'siamarena', browser.visitor);
  // Kwai takes its own standard events only; X only the events the merchant gave an X event id (not firstOpen).
  expect(calls.filter((r) => r.pixel === 'kwai' && r.call.includes('login'))).toEqual([]);
  expect(calls.filter((r) => r.pixel === 'twitter').map((r) => r.call[1])).not.toContain('firstOpen');
  expect(calls.filter((r) => r.pixel === 'twitter' && r.call[0] === 'event')).toHaveLength(4);
});

test('saigonlotto sets no pixel id: no pixel script or code loads, and its events still reach the log', async ({
  page,
  context,
  request,
}) => {
  const browser = await trackedBrowser(context);
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto(siteUrl('saigonlotto', '/m/home?fbclid=IwAR0none'));
  await expect.poll(() => loaded.some((url) => /idle\.[\w-]+\.js$/.test(url))).toBe(true);
  await expect.poll(() => browser.names()).toEqual(['firstOpen', 'viewContent']);
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((url) => /__pixels|Pixels\.[\w-]+\.js|facebook|google|tiktok|kwai|twitter/.test(url))).toEqual(
    [],
  );
  expect(
    await page.evaluate(() => ['fbq', 'gtag', 'dataLayer', 'ttq', 'kwaiq', 'twq'].filter((name) => name in window)),
  ).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_fbc');
  await expectLoggedOnce(request, 'saigonlotto', browser.sent, ['firstOpen', 'viewContent']);
});

test.describe('on iOS 15', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  });

  test('events skip the collect beacon and go by the ping call (SPEC 7)', async ({ page, context, request }) => {
    const browser = await trackedBrowser(context);
    const pings: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/system/test/ping')) pings.push(new URL(r.url()).searchParams.get('event')!);
    });
    await page.goto(siteUrl('saigonlotto', '/m/home'));
    await expect.poll(() => pings).toEqual(['firstOpen', 'viewContent']);
    expect(browser.sent).toEqual([]);
    await expect
      .poll(async () =>
        (await trackedEvents(request, 'saigonlotto'))
          .filter((entry) => entry.via === 'ping')
          .map((entry) => entry.data),
      )
      .toContainEqual(expect.objectContaining({ event: 'firstOpen' }));
  });
});
