// Push (SPEC 4 "Notification permission", "Session and chat"; SPEC 7 relay POSTs and push provider calls):
// the notification modal once a day, and the member's token bound on login and unbound on logout.
// The push provider's services are the sandbox's stand-ins (sandbox/stand-ins/fcm.ts), reached by routing
// Google's URLs to them; the browser's own push subscription (PushManager.subscribe needs Google's push
// service) is the one part simulated in the browser, by the init script below.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  NOTIFICATION_PROMPT_DELAY_MS,
  NOTIFICATION_PROMPT_INTERVAL_MS,
  PUSH_REGISTRATION_DELAY_MS,
} from '../../src/config/constants';
import { PORT, catalogueText, headerAccount, sampleSettings, siteUrl } from './harness';
import { merchantHost, SEEDED_USERS } from './sandbox-control';
import { keepPopupBannersAway, loginAs } from './session';

const LUCKY = 'luckystar';
const ORIGIN = new URL(siteUrl(LUCKY)).origin;
const GOOGLE = /^https:\/\/(firebaseinstallations|fcmregistrations)\.googleapis\.com\//;

// Push needs the app's service worker (the config blocks it for the other specs).
test.use({ serviceWorkers: 'allow' });
// The popup banners open at 20 s on the home page and cover the modal and the header: this spec is about push.
test.beforeEach(({ context }) => keepPopupBannersAway(context));

/** A fixed PushSubscription-like object instead of the browser's (the only simulated browser part). */
function simulatePushSubscription(context: BrowserContext) {
  return context.addInitScript(() => {
    const key = (length: number) => new Uint8Array(length).map((_, i) => (i * 31 + length) % 256).buffer;
    let subscribed = false;
    const subscription = {
      endpoint: 'https://push.stand-in.invalid/e2e-endpoint',
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: (name: string) => (name === 'auth' ? key(16) : key(65)),
      unsubscribe: async () => !(subscribed = false),
      toJSON: () => ({ endpoint: subscription.endpoint }),
    };
    PushManager.prototype.subscribe = async () => ((subscribed = true), subscription as unknown as PushSubscription);
    PushManager.prototype.getSubscription = async () =>
      (subscribed ? subscription : null) as unknown as PushSubscription | null;
  });
}

/** Records, in order, the push relay calls, the logout, and the provider calls (routed to the stand-ins). */
async function recordPushCalls(page: Page): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const match = /\/wps\/(?:relay\/(CSP_fcm\w+)|session\/(logout))$/.exec(pathname);
    if (match) calls.push(match[1] ? `${match[1]} ${request.postData() ?? ''}` : 'logout');
  });
  await page.context().route(GOOGLE, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const service = url.hostname.startsWith('firebaseinstallations') ? 'installations' : 'registrations';
    if (request.method() !== 'OPTIONS') calls.push(`${request.method()} ${service}${url.pathname}`);
    const response = await route.fetch({
      url: `http://127.0.0.1:${PORT}/__fcm/${service}${url.pathname}${url.search}`,
      headers: { ...request.headers(), host: merchantHost(LUCKY) },
    });
    await route.fulfill({ response });
  });
  return calls;
}

const promptTitle = () =>
  catalogueText(LUCKY, 'pwa.push.title').replace('{{name}}', sampleSettings(LUCKY).shortName ?? '');
const prompt = (page: Page) => page.getByRole('dialog', { name: promptTitle() });
const tips = (page: Page) => page.getByText(catalogueText(LUCKY, 'notification_request_tips'));
/**
 * Steps the fake clock a second at a time until the modal is offered: its 3 s timer starts when the push
 * part's island has rendered, which a loaded machine delays past any fixed number of frames.
 */
async function offerPrompt(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return prompt(page).isVisible();
    })
    .toBe(true);
}

/** Steps the fake clock a second at a time, a frame between steps (timers started late still come due). */
async function stepClock(page: Page, ms: number) {
  for (let passed = 0; passed < ms; passed += 1_000) {
    await page.clock.fastForward(1_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

const relay = (calls: string[]) => calls.filter((call) => call.startsWith('CSP_') || call === 'logout');

/** Opens /m/home as a logged-in member on a fake clock; resolves once the push part is on the page. */
async function openHome(page: Page) {
  const pushChunk = page.waitForResponse(/\/m\/_astro\/Push\.[\w-]+\.js$/);
  await page.goto(siteUrl(LUCKY, '/m/home'));
  await pushChunk;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // Two frames: the island's render and its effects (which start the push timers) after the chunk arrived.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test("a guest's visit never loads the push part (a member's page does: the next test)", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto(siteUrl(LUCKY, '/m/login'));
  await expect.poll(() => loaded.some((url) => /idle\.[\w-]+\.js$/.test(url))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((url) => /\/Push\.[\w-]+\.js$/.test(url))).toEqual([]);
});

test('binds the token 10 s after login (CSP_fcmBind, CSP_fcmSubscribe ALL), unbinds it on logout', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a service worker, Firebase's token calls and a logout on a shared machine
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  await simulatePushSubscription(context);
  const calls = await recordPushCalls(page);
  await loginAs(page, request, LUCKY, SEEDED_USERS.normal, { notificationPrompt: true });
  await page.clock.install();
  await openHome(page);

  await page.clock.fastForward(PUSH_REGISTRATION_DELAY_MS - 1_000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(calls).toEqual([]);
  // The 10 s run from the push part's attach, a moment after its chunk arrives (later on a loaded machine):
  // the clock steps a second at a time until the binding is due (the exact delay is lifecycle.test.ts's).
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return relay(calls);
    })
    .toHaveLength(2);
  const token = JSON.parse(relay(calls)[0]!.slice('CSP_fcmBind '.length)).registrationToken as string;
  expect(relay(calls)).toEqual([
    `CSP_fcmBind ${JSON.stringify({ registrationToken: token })}`,
    `CSP_fcmSubscribe ${JSON.stringify({ registrationToken: token, topic: 'ALL' })}`,
  ]);
  // The provider's side, in its order: installation, its auth token, then the push registration.
  expect(calls.filter((call) => !relay([call]).length)).toEqual([
    'POST installations/v1/projects/demo-luckystar/installations',
    'POST registrations/v1/projects/demo-luckystar/registrations',
  ]);
  // No modal for a member whose browser already allows notifications.
  await stepClock(page, NOTIFICATION_PROMPT_DELAY_MS);
  await expect(prompt(page)).toHaveCount(0);

  calls.length = 0;
  await Promise.all([page.waitForEvent('framenavigated'), headerAccount(page, LUCKY).logOut()]);
  await expect
    .poll(() => relay(calls))
    .toEqual([`CSP_fcmUnsubscribe ${JSON.stringify({ registrationToken: token, unsubscribeAll: true })}`, 'logout']);
  await expect.poll(() => calls).toContain(`DELETE registrations/v1/projects/demo-luckystar/registrations/${token}`);
  // The test ends on a settled page: a context closed mid-navigation once hung its teardown past the timeout (CI).
  await page.waitForLoadState('load');
});

test('the modal shows once a day; denied leads to the tips alert', async ({ page, context, request }) => {
  await simulatePushSubscription(context);
  const calls = await recordPushCalls(page);
  await loginAs(page, request, LUCKY, SEEDED_USERS.normal, { notificationPrompt: true });
  await page.clock.install();
  await openHome(page);
  await offerPrompt(page);

  // Headless Chromium answers the browser's own request without granting it.
  await prompt(page)
    .getByRole('button', { name: catalogueText(LUCKY, 'pwa.push.allow') })
    .click();
  await expect(tips(page)).toBeVisible();

  // The same day: not again, on any page load.
  await openHome(page);
  await stepClock(page, NOTIFICATION_PROMPT_DELAY_MS * 2);
  await expect(prompt(page)).toHaveCount(0);

  // A day later: again.
  await page.clock.fastForward(NOTIFICATION_PROMPT_INTERVAL_MS);
  await openHome(page);
  await offerPrompt(page);
  await prompt(page)
    .getByRole('button', { name: catalogueText(LUCKY, 'pwa.push.later') })
    .click();
  await expect(prompt(page)).toHaveCount(0);
  expect(relay(calls)).toEqual([]);
});

test('granted in the modal binds the token at once, and the modal does not come back', async ({
  page,
  context,
  request,
}) => {
  await simulatePushSubscription(context);
  const calls = await recordPushCalls(page);
  await loginAs(page, request, LUCKY, SEEDED_USERS.noLabel, { notificationPrompt: true });
  await page.clock.install();
  await openHome(page);
  await offerPrompt(page);
  // Past the after-login registration (10 s), which finds no permission yet: on a slow run its timer could
  // otherwise fire after the grant below and bind the token a second time.
  await page.clock.fastForward(PUSH_REGISTRATION_DELAY_MS);
  await expect(prompt(page)).toBeVisible();
  // The player allows it at the browser's own prompt.
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  await prompt(page)
    .getByRole('button', { name: catalogueText(LUCKY, 'pwa.push.allow') })
    .click();
  await expect.poll(() => relay(calls).map((call) => call.split(' ')[0])).toEqual(['CSP_fcmBind', 'CSP_fcmSubscribe']);
  await expect(tips(page)).toHaveCount(0);

  await page.clock.fastForward(NOTIFICATION_PROMPT_INTERVAL_MS);
  await openHome(page);
  await page.clock.fastForward(PUSH_REGISTRATION_DELAY_MS);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(prompt(page)).toHaveCount(0);
  // A fresh token (bound less than 7 days ago) is not bound again.
  expect(relay(calls)).toHaveLength(2);
});
