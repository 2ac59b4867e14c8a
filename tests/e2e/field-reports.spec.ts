// Issue 44: what the operator learns from the field. A page's errors and its web vitals reach the operator's
// collect call (the sandbox keeps them for GET /__sandbox/field) when the page hides, scrubbed of secrets; a
// page left while it loads reports nothing as an error.
import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { returnToTab, siteUrl } from './harness';
import { fieldReports } from './sandbox-control';

/**
 * Each test's browser names a Chromium major of its own, so its reports are told apart from those of the
 * specs running beside it (the engine is all a report says of its browser); a repeat's by their time.
 */
function asEngine(major: number) {
  test.use({
    hasTouch: true,
    userAgent: devices['Desktop Chrome'].userAgent.replace(/Chrome\/\d+/, `Chrome/${major}`),
  });
  let since = 0;
  test.beforeEach(() => {
    since = Date.now();
  });
  return async (request: APIRequestContext) =>
    (await fieldReports(request, 'luckystar')).reports.filter(
      (report) => report.engine === `Blink ${major}` && report.at >= since,
    );
}

/** The reporter loads at the player's first tap (here on the page's heading, which leads nowhere). */
async function tapToStartReports(page: Page) {
  const reporter = page.waitForResponse(/\/_astro\/reporter\.[\w-]+\.js$/);
  await page.locator('#page-heading').tap();
  await reporter;
  // web-vitals' observers get their buffered entries in a task of their own.
  await page.waitForTimeout(500);
}

test.describe('errors', () => {
  const reports = asEngine(9001);

  test("a page's uncaught error and unhandled rejection reach the operator when it hides, with no secret in them", async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl('luckystar'));
    await tapToStartReports(page);
    // Both caught before the player leaves (what happens while leaving is not reported).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let caught = 0;
          addEventListener('field-error', () => ++caught === 2 && resolve());
          setTimeout(() => {
            throw new Error('boom token=s3cr3tT0ken for 09171234567 at https://luckystar.localhost/m/x?code=42');
          });
          void Promise.reject(new Error('nope player1@mail.test'));
        }),
    );
    await page.goto(siteUrl('luckystar', '/m/login'));
    await expect
      .poll(async () => (await reports(request)).filter((report) => report.type === 'errors'))
      .toHaveLength(1);
    const [report] = (await reports(request)).filter((report) => report.type === 'errors');
    expect(report).toMatchObject({ type: 'errors', route: 'home', build: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(
      report?.type === 'errors' && report.errors.map(({ kind, message, count }) => ({ kind, message, count })),
    ).toEqual([
      { kind: 'error', message: 'boom token=*** for *** at https://luckystar.localhost/m/x', count: 1 },
      { kind: 'rejection', message: 'nope ***@***', count: 1 },
    ]);
    expect(JSON.stringify(report)).not.toMatch(/s3cr3t|09171234567|code=42|player1@/);
  });
});

test.describe('vitals', () => {
  const reports = asEngine(9002);

  test('each page view sends its web vitals once, when it is first hidden', async ({ page, request }) => {
    await page.goto(siteUrl('luckystar'));
    await tapToStartReports(page);
    // web-vitals settles the LCP at a trusted tap or hide (in an idle task, within 1 s); the hide below is not.
    await page.locator('#page-heading').tap();
    await page.waitForTimeout(1_200);
    // Hidden by a tab switch and back, then left: one report, of what the page had when first hidden.
    await returnToTab(page);
    await expect.poll(async () => (await reports(request)).map((report) => report.type)).toEqual(['vitals']);
    await page.goto(siteUrl('luckystar', '/m/login'));
    await page.goto(siteUrl('luckystar', '/m/register'));
    await expect.poll(async () => (await reports(request)).map((report) => report.route)).toEqual(['home']);
    const [report] = await reports(request);
    expect(report).toMatchObject({
      type: 'vitals',
      vitals: { LCP: expect.any(Number), FCP: expect.any(Number), TTFB: expect.any(Number), CLS: 0 },
    });
  });
});

test.describe('leaving', () => {
  const reports = asEngine(9003);

  test('a page left while it loads reports nothing as an error: what the leaving cut off was expected', async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl('luckystar'));
    await tapToStartReports(page);
    // The next page is slow to answer: the player has left this one, whose loads now fail.
    let answerNext!: () => void;
    const nextAsked = new Promise<void>((resolve) => (answerNext = resolve));
    await page.route(siteUrl('luckystar', '/m/login'), async (route) => {
      answerNext();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.evaluate(() => {
      location.href = '/m/login';
      setTimeout(() => {
        void import(/* @vite-ignore */ `/m/_astro/gone-${Date.now()}.js`);
        void fetch('/wps/does-not-exist').then((response) => Promise.reject(new Error(`HTTP ${response.status}`)));
      }, 200);
    });
    await nextAsked;
    await page.waitForURL(/\/m\/login$/);
    await page.goto(siteUrl('luckystar', '/m/rng'));
    // The home's page view did report (its vitals): only its errors are none.
    await expect.poll(async () => (await reports(request)).map((report) => report.type)).toContain('vitals');
    expect((await reports(request)).filter((report) => report.type === 'errors')).toEqual([]);
  });
});
