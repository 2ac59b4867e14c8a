// Issue 27 "The operator's runtime": the game-list relays the app did not call yet, each where a player looks
// for it: the sports matches on /m/sports (GCSGAME_getGameMatchV2), the vendor chips of a category page
// (GCSGAME_gameVendor) and the home's top winners once scrolled to (GCSGAME_getRankList).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { catalogueText, siteUrl } from './harness';
import { createUser, SEEDED_PASSWORD } from './sandbox-control';
import { loginAs } from './session';

const LUCKY = 'luckystar'; // English, PHP; matches, a rank list, two vendors of table games
const MATCHES = /\/wps\/relay\/GCSGAME_getGameMatchV2(\?|$)/;
const VENDORS = /\/wps\/relay\/GCSGAME_gameVendor(\?|$)/;
const RANK_LIST = /\/wps\/relay\/GCSGAME_getRankList(\?|$)/;
const GAME_LIST = /\/wps\/relay\/GCSGAME_gameList\?/;
const LAUNCH = /\/wps\/game\/launchGame\?/;

interface SandboxData {
  games: { id: string; name: string; vendor: string; category: string }[];
  vendors: { code: string; name: string }[];
  categories: { code: string; name: string }[];
  gameMatches: { id: string; home: string; away: string; startsInMinutes: number; gameId?: string }[];
  rankList: { userName: string; gameId: string; amount: number }[];
}
const data = JSON.parse(readFileSync(path.resolve('merchants', LUCKY, 'sandbox.json'), 'utf8')) as SandboxData;
const text = (key: string) => catalogueText(LUCKY, key);
const matchItems = (page: Page) => page.getByTestId('sports-matches').getByRole('listitem');

test.describe('sports matches on /m/sports', () => {
  test('lists the live matches first, then the coming ones by start, each with its teams and start', async ({
    page,
  }) => {
    const asked = page.waitForResponse(MATCHES);
    await page.goto(siteUrl(LUCKY, '/m/sports'));
    const answer = (await (await asked).json()).value as { matchId: string; startTime: number }[];
    const expected = [...data.gameMatches].sort((a, b) => a.startsInMinutes - b.startsInMinutes);
    // The sample has a live match and coming ones: the order and the marker can show.
    expect(expected[0]!.startsInMinutes).toBeLessThanOrEqual(0);
    expect(expected.at(-1)!.startsInMinutes).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: text('games.matches') })).toBeVisible();
    await expect(matchItems(page)).toHaveCount(expected.length);
    for (const [index, match] of expected.entries()) {
      const item = matchItems(page).nth(index);
      await expect(item).toContainText(`${match.home} ${text('games.versus')} ${match.away}`);
      const start = answer.find((entry) => entry.matchId === match.id)!.startTime;
      await expect(item.locator('time')).toHaveAttribute('datetime', new Date(start).toISOString());
      await expect(item.getByText(text('games.live'), { exact: true })).toHaveCount(match.startsInMinutes <= 0 ? 1 : 0);
    }
  });

  test("a member's tap on a match launches its game; a match without one, the sportsbook", async ({
    page,
    request,
  }) => {
    // A member of its own: launches change a member's recent games, which other specs read for player1.
    const username = `match${Date.now().toString(36).slice(-8)}`;
    await createUser(request, LUCKY, { username, password: SEEDED_PASSWORD, customerName: 'Match Fan' });
    await loginAs(page, request, LUCKY, username);
    await page.route('**/__sandbox/game?**', (route) => route.fulfill({ status: 200, body: 'game' }));
    await page.goto(siteUrl(LUCKY, '/m/sports'));
    const sports = data.games.filter((game) => game.category === 'SPORTS');
    const live = data.gameMatches.find((match) => match.startsInMinutes <= 0 && match.gameId)!;
    const launched = page.waitForRequest(LAUNCH);
    await matchItems(page).filter({ hasText: live.home }).getByRole('button').click();
    expect(new URL((await launched).url()).searchParams.get('gameId')).toBe(live.gameId);
    // The launch ends in a redirect to the game; a new page load must not race it.
    await expect(page).toHaveURL(/\/__sandbox\/game\?/);

    await page.goto(siteUrl(LUCKY, '/m/sports'));
    const loose = data.gameMatches.find((match) => !match.gameId)!;
    const sportsbook = page.waitForRequest(LAUNCH);
    await matchItems(page).filter({ hasText: loose.home }).getByRole('button').click();
    expect(new URL((await sportsbook).url()).searchParams.get('gameId')).toBe(sports[0]!.id);
  });

  test('no matches: says so', async ({ page }) => {
    await page.route(MATCHES, (route) => route.fulfill({ json: { success: true, value: [] } }));
    await page.goto(siteUrl(LUCKY, '/m/sports'));
    await expect(page.getByText(text('games.noMatches'))).toBeVisible();
    await expect(matchItems(page)).toHaveCount(0);
  });

  test('names are shown as text, never as markup; finished matches are left out', async ({ page }) => {
    const hostile = '<img src=x onerror="window.__matchXss=1">';
    await page.route(MATCHES, (route) =>
      route.fulfill({
        json: {
          success: true,
          value: [
            {
              matchId: 'x1',
              homeTeam: hostile,
              awayTeam: 'Away FC',
              startTime: Date.now() + 60_000,
              status: 'UPCOMING',
            },
            {
              matchId: 'x2',
              homeTeam: 'Done FC',
              awayTeam: 'Over FC',
              startTime: Date.now() - 9e6,
              status: 'FINISHED',
            },
          ],
        },
      }),
    );
    await page.goto(siteUrl(LUCKY, '/m/sports'));
    await expect(matchItems(page)).toHaveCount(1);
    await expect(matchItems(page).first()).toContainText(hostile);
    expect(await page.evaluate(() => (window as { __matchXss?: number }).__matchXss)).toBeUndefined();
  });
});

test.describe('vendor chips on a category page', () => {
  const table = data.categories.find((category) => category.code === 'TABLE')!;
  const tableGames = (vendor?: string) =>
    data.games.filter((game) => game.category === 'TABLE' && (!vendor || game.vendor === vendor)).map((g) => g.name);
  const vendorsOfTable = [...new Set(data.games.filter((g) => g.category === 'TABLE').map((g) => g.vendor))];
  const row = (page: Page) =>
    page.getByRole('group', { name: text('games.vendorFilter').replace('{{title}}', table.name) });
  const chip = (page: Page, name: string) => row(page).getByRole('button', { name, exact: true });
  const tiles = (page: Page) => page.getByTestId('game-grid').locator('.game-tile__name');

  test('choosing a vendor filters the games by it, kept by reload, back and forward', async ({ page }) => {
    // The sample's table games come from two vendors: the filter can show its effect.
    expect(vendorsOfTable.length).toBe(2);
    const pinoy = data.vendors.find((vendor) => vendor.code === 'PINOYCARDS')!;
    const asked = page.waitForRequest(VENDORS);
    await page.goto(siteUrl(LUCKY, '/m/table'));
    expect(new URL((await asked).url()).searchParams.get('category')).toBe('TABLE');
    await expect(row(page).getByRole('button')).toHaveText([
      text('games.allVendors'),
      ...vendorsOfTable.map((code) => data.vendors.find((vendor) => vendor.code === code)!.name),
    ]);
    await expect(chip(page, text('games.allVendors'))).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveText(tableGames());

    const filtered = page.waitForRequest(
      (request: Request) =>
        GAME_LIST.test(request.url()) && new URL(request.url()).searchParams.get('vendor') === pinoy.code,
    );
    await chip(page, pinoy.name).click();
    await filtered;
    await expect(page).toHaveURL(siteUrl(LUCKY, `/m/table?vendor=${pinoy.code}`));
    await expect(chip(page, pinoy.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveText(tableGames(pinoy.code));

    await page.reload();
    await expect(chip(page, pinoy.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveText(tableGames(pinoy.code));
    await page.goBack();
    await expect(page).toHaveURL(siteUrl(LUCKY, '/m/table'));
    await expect(tiles(page)).toHaveText(tableGames());
    await page.goForward();
    await expect(tiles(page)).toHaveText(tableGames(pinoy.code));
  });

  test('a vendor the category does not have in the URL shows every game', async ({ page }) => {
    await page.goto(siteUrl(LUCKY, '/m/table?vendor=GOLDREEL'));
    await expect(chip(page, text('games.allVendors'))).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveText(tableGames());
  });

  test('one vendor: nothing to choose, no chips', async ({ page }) => {
    const answered = page.waitForResponse(VENDORS);
    await page.goto(siteUrl(LUCKY, '/m/live'));
    expect((await (await answered).json()).value.length).toBeGreaterThan(0);
    await expect(page.getByTestId('game-grid').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('vendor-chips')).toHaveCount(0);
  });

  test('a failed vendor call shows no chips and no error; the games still show', async ({ page }) => {
    await page.route(VENDORS, (route) => route.fulfill({ status: 500, body: 'down' }));
    const failed = page.waitForResponse(VENDORS);
    await page.goto(siteUrl(LUCKY, '/m/table'));
    await failed;
    await expect(tiles(page)).toHaveText(tableGames());
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('vendor-chips')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/m/game?category= filters by the chosen vendor too, and shows all for an unknown one', async ({ page }) => {
    const pinoy = data.vendors.find((vendor) => vendor.code === 'PINOYCARDS')!;
    const asked = page.waitForRequest(VENDORS);
    await page.goto(siteUrl(LUCKY, '/m/game?category=TABLE&vendor=NOSUCHVENDOR'));
    expect(new URL((await asked).url()).searchParams.get('category')).toBe('TABLE');
    await expect(chip(page, text('games.allVendors'))).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveText(tableGames());

    await chip(page, pinoy.name).click();
    await expect(page).toHaveURL(siteUrl(LUCKY, `/m/game?category=TABLE&vendor=${pinoy.code}`));
    await expect(chip(page, pinoy.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveText(tableGames(pinoy.code));
    await page.reload();
    await expect(tiles(page)).toHaveText(tableGames(pinoy.code));
  });
});

test.describe('top winners on the home', () => {
  test('load only once scrolled to, then list the winners in rank order with their wins', async ({ page }) => {
    let asked = false;
    page.on('request', (request) => {
      if (RANK_LIST.test(request.url())) asked = true;
    });
    await page.goto(siteUrl(LUCKY, '/m/home'));
    await expect(page.getByTestId('home-lanes')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(false);

    const answered = page.waitForResponse(RANK_LIST);
    await page.getByRole('heading', { name: text('home.topWinners') }).scrollIntoViewIfNeeded();
    await answered;
    const ranked = [...data.rankList].sort((a, b) => b.amount - a.amount);
    const rows = page.getByTestId('top-winners').getByRole('listitem');
    await expect(rows).toHaveCount(ranked.length);
    const first = ranked[0]!;
    const game = data.games.find((entry) => entry.id === first.gameId)!;
    await expect(rows.first()).toContainText(first.userName);
    await expect(rows.first()).toContainText(game.name);
    await expect(rows.first()).toContainText(`₱${first.amount.toLocaleString('en')}.00`);
    await expect(rows.last()).toContainText(ranked.at(-1)!.userName);
  });
});
