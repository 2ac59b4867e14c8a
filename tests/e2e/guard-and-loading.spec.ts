import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM } from '../../playwright.config';
import { SAMPLE_CODES, siteUrl } from './harness';

/** The member centre's island (client:guarded): fetched only once the guard lets the visitor stay. */
const MEMBER_HOME_CHUNK = /\/m\/_astro\/MemberHome\.[\w-]+\.js$/;

test('a guest opening /m/member/home lands on /m/login with the page as the go target, never fetching its island', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto(siteUrl('luckystar', '/m/member/home?affiliateCode=AFF1'));
  await expect(page).toHaveURL(/\/m\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('go')).toBe('/m/member/home?affiliateCode=AFF1');
  expect(url.searchParams.get('affiliateCode')).toBe('AFF1');
  await expect(page.getByLabel(/username/i)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => MEMBER_HOME_CHUNK.test(script))).toEqual([]);
});

test('a guest opening /m/feedback is sent to /m/home', async ({ page }) => {
  await page.goto(siteUrl('siamarena', '/m/feedback'));
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a member with a session stays on /m/member/home', async ({ page }) => {
  await page.goto(siteUrl('luckystar', '/m/home'));
  await page.evaluate(() =>
    sessionStorage.setItem('session_info', JSON.stringify({ token: 't'.repeat(32), merchantCode: 'LUCKYSTAR' })),
  );
  const island = page.waitForRequest(MEMBER_HOME_CHUNK);
  await page.goto(siteUrl('luckystar', '/m/member/home'));
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByRole('main')).toBeVisible();
  await island;
  // Its guarded islands (the member centre, the mobile number card) hydrate once the guard has passed.
  const guarded = page.locator('astro-island[client="guarded"]');
  await expect(guarded).toHaveCount(2);
  for (const one of await guarded.all()) await expect(one).not.toHaveAttribute('ssr');
});

// Strings found only inside the libraries themselves (the request layer names them in its lazy loaders).
const CRYPTO_LIBRARY_MARKERS = [/Message too long for RSA/, /Malformed UTF-8 data/];

test('the first page load fetches no crypto code (jsencrypt, crypto-js); the first encrypted call does', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    // A body may still be arriving when the test ends (the login navigates on): such a late one is ignored.
    if (response.request().resourceType() === 'script')
      response.text().then(
        (text) => scripts.push(text),
        () => undefined,
      );
  });
  await page.goto(siteUrl('luckystar', '/m/login'));
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  for (const marker of CRYPTO_LIBRARY_MARKERS)
    expect(
      scripts.some((source) => marker.test(source)),
      String(marker),
    ).toBe(false);

  await page.locator('#login-username').fill('player1');
  await page.locator('#login-password').fill('play1234');
  await page.locator('form button[type="submit"]').click();
  await expect
    .poll(() => CRYPTO_LIBRARY_MARKERS.every((marker) => scripts.some((source) => marker.test(source))))
    .toBe(true);
  // The test ends on a settled page: a context closed mid-login once hung its teardown past the timeout (CI).
  await page.waitForURL(/\/m\/home$/);
  await page.waitForLoadState('load');
});

// Installability is not judged in incognito contexts, so this test uses a persistent profile.
test('Chromium finds each sample site installable', async ({ browserName: _ }, testInfo) => {
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: CHROMIUM,
    serviceWorkers: 'allow', // the runner's default ('block') would reach this context too
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const code of SAMPLE_CODES) {
      await page.goto(siteUrl(code));
      await page.evaluate(async () => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, code).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
