// Issue 43: the first screen works before JavaScript. The home's hot games and lanes and a category page's games
// are in the HTML (the build's snapshot of the lists) as links: a guest's tap reaches the login with the game as
// its target, a member's tap before hydration reaches the launch; with scripts, the live lists replace the
// snapshot without a layout shift.
import { expect, test, type Page } from '@playwright/test';
import { fetchFromSandbox, holdScripts, SAMPLE_CODES, siteUrl } from './harness';
import { loginAs } from './session';

const DRAGON_LINK = '/m/login?go=%2Fm%2Fgame%3Fcategory%3DRNG%26vendor%3DGOLDREEL%26play%3Dg1012';
const dragon = (page: Page) =>
  page.getByTestId('home-hot').getByRole('link', { name: 'Play Fortune Dragon', exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home shows the hot games and the lanes as links, with pictures; a tap goes to log in with the game', async ({
    page,
  }) => {
    await page.goto(siteUrl('luckystar'));
    await expect(dragon(page)).toHaveAttribute('href', DRAGON_LINK);
    await expect(dragon(page).locator('img')).toHaveAttribute('src', '/__sandbox/img/game/g1012');
    await expect(page.getByTestId('home-hot').locator('.game-tile')).toHaveCount(8);
    await expect(
      page
        .getByTestId('home-lanes')
        .getByRole('link', { name: /^Golden Reel Studios/ })
        .first(),
    ).toHaveAttribute('href', '/m/game?category=RNG&vendor=GOLDREEL');
    await dragon(page).click();
    await expect(page).toHaveURL(siteUrl('luckystar', DRAGON_LINK));
  });

  test("a category page carries its games' names and pictures", async ({ page }) => {
    await page.goto(siteUrl('luckystar', '/m/rng'));
    const grid = page.getByTestId('game-grid');
    await expect(grid.getByRole('link', { name: 'Play Fortune Dragon', exact: true })).toHaveAttribute(
      'href',
      DRAGON_LINK,
    );
    await expect(grid.locator('.game-tile img').first()).toHaveAttribute('src', /^\/__sandbox\/img\/game\//);
    await expect(page.locator('.game-tile--skeleton')).toHaveCount(0);
  });

  test("the tab bar painted half-parsed (one tab, no label yet) has its tabs' final places", async ({ page }) => {
    // A phone's parser yields mid-document and Chromium paints what it has: a first tab laid out full width, or
    // a bar that grew with its labels, moved when the rest arrived (a layout shift on saigonlotto's home).
    const box = (selector: string) => page.locator(selector).first().boundingBox();
    await page.goto(siteUrl('saigonlotto'));
    const whole = [await box('.tabbar'), await box('.tabbar__item'), await box('.tabbar__icon')];
    await page.route(siteUrl('saigonlotto', '/m/home'), async (route) => {
      const response = await fetchFromSandbox(route);
      const html = await response.text();
      const firstIcon = html.indexOf('</svg>', html.indexOf('class="tabbar"')) + '</svg>'.length;
      await route.fulfill({ response, body: html.slice(0, firstIcon) });
    });
    await page.goto(siteUrl('saigonlotto', '/m/home'));
    await expect(page.locator('.tabbar__item')).toHaveCount(1);
    expect([await box('.tabbar'), await box('.tabbar__item'), await box('.tabbar__icon')]).toEqual(whole);
  });
});

test("a member's tap before the page hydrated reaches the game, through the login's forward", async ({
  page,
  request,
}) => {
  await loginAs(page, request, 'luckystar', 'player1');
  const release = await holdScripts(page);
  await page.goto(siteUrl('luckystar'), { waitUntil: 'commit' });
  await dragon(page).click();
  await expect(page).toHaveURL(siteUrl('luckystar', DRAGON_LINK));
  release();
  await expect(page).toHaveURL(/\/__sandbox\/game\?.*name=Fortune\+Dragon/);
});

test('the live hot games replace the snapshot once hydrated, and no tile the player sees moves', async ({ page }) => {
  // Layout shifts of the hot row's own tiles within the row (a move sideways or a change of size); the whole
  // page moving down is the first screen's CLS, which bench:lighthouse reports.
  await page.addInitScript(() => {
    type Rect = { x: number; width: number; height: number };
    type Shift = PerformanceEntry & { sources?: { node?: Node | null; previousRect: Rect; currentRect: Rect }[] };
    const moved: string[] = [];
    (window as unknown as { __moved: string[] }).__moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        for (const { node, previousRect: was, currentRect: now } of entry.sources ?? []) {
          const tile = node instanceof Element ? node.closest('[data-testid="home-hot"] .game-tile') : null;
          if (tile && (was.x !== now.x || was.width !== now.width || was.height !== now.height))
            moved.push(tile.textContent ?? '');
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The operator's list has changed since the build: only its first game is still hot.
  await page.route(/\/wps\/relay\/GCSGAME_hotGamesV2/, async (route) => {
    const response = await fetchFromSandbox(route);
    const body = (await response.json()) as { value: unknown[] };
    await route.fulfill({ response, json: { ...body, value: body.value.slice(0, 1) } });
  });
  await page.goto(siteUrl('luckystar'));
  await expect(page.getByTestId('home-hot').locator('.game-tile')).toHaveCount(1);
  await expect(dragon(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
});

test('a game gone since the build fails to launch as an ended game does, and the page stays', async ({
  page,
  request,
}) => {
  await loginAs(page, request, 'luckystar', 'player1');
  await page.goto(siteUrl('luckystar', '/m/game?category=RNG&vendor=GOLDREEL&play=g-gone'));
  await expect(page.getByTestId('launch-error')).toBeVisible();
  await expect(page).toHaveURL(siteUrl('luckystar', '/m/game?category=RNG&vendor=GOLDREEL'));
});

for (const code of SAMPLE_CODES)
  test(`${code}: nothing on the home moves while it loads, hydrates and takes the live lists, on a phone's CPU`, async ({
    page,
  }) => {
    // Every layout shift counts here, input or not (no input happens): a paint between the header's parts moved
    // the language pick, and Thai's taller line moved the lanes when the marquee replaced its skeleton.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[])
          for (const { node } of entry.sources ?? [])
            shifts.push(
              `${Math.round(entry.startTime)} ms: ${node instanceof Element ? node.className : node?.nodeName}`,
            );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(siteUrl(code));
    await expect(page.locator('.marquee:not(.skeleton)')).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });
