// Issue 27 item 4 (SPEC 2 "a third-party game frame"): luckystar frames the sandbox's stand-in vendor
// (games.frame.origins "http://games.localhost:*"; RocketX is served there), so its games open inside the app
// under the header and a bar with Back; saigonlotto frames nothing, so the same vendor host still replaces
// the app (SPEC 4). Each test logs in a member of its own: a launch changes nothing another spec reads.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { catalogueText, siteUrl, watchConsole, watchCsp } from './harness';
import { SEEDED_PASSWORD, createUser } from './sandbox-control';
import { loginAs } from './session';

async function newMember(page: Page, request: APIRequestContext, code: string): Promise<void> {
  const username = `fr${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await createUser(request, code, { username, password: SEEDED_PASSWORD, customerName: username });
  await loginAs(page, request, code, username);
}

/** The launch calls the page sends. */
function launchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/wps/game/launchGame') calls.push(sent.url());
  });
  return calls;
}

const CRASH = '/m/game?category=CRASH';
const playRocketX = (page: Page) => page.getByRole('link', { name: 'Play RocketX', exact: true });
const gameScreen = (page: Page) => page.getByRole('region', { name: 'RocketX' });

async function openRocketX(page: Page): Promise<void> {
  await playRocketX(page).click();
  await expect(page).toHaveURL(/\/m\/game\?category=CRASH&game=g1028$/);
  await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('sandbox-game-name')).toHaveText('RocketX');
}

test("a framed game opens inside the app under its header, and the bar's Back returns to the launching page", async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const errors = watchConsole(page);
  await newMember(page, request, 'luckystar');
  await page.goto(siteUrl('luckystar', CRASH));
  await openRocketX(page);
  // The vendor's origin, not the site's; the app's header and its chat button stay.
  await expect(page.getByTestId('game-frame')).toHaveAttribute(
    'src',
    /^http:\/\/games\.localhost:\d+\/__sandbox\/game\?name=RocketX&vendor=ROCKETX&mode=real&back=%2Fm%2Fgame%3Fcategory%3DCRASH&merchant=luckystar$/,
  );
  await expect(page.getByTestId('game-frame')).toHaveAttribute('allow', 'fullscreen; autoplay');
  await expect(page.locator('.app-header')).toBeVisible();
  const chat = page.getByRole('button', { name: catalogueText('luckystar', 'chat.open') });
  await expect(chat).toBeVisible();
  await chat.click({ trial: true });
  await expect(page.getByTestId('game-grid')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The focus is in the game's bar, not left behind with the closed "Opening the game" dialog.
  await expect(gameScreen(page).getByRole('button', { name: 'Back' })).toBeFocused();

  await gameScreen(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(siteUrl('luckystar', CRASH));
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await expect(playRocketX(page)).toBeFocused();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("the phone's back button closes the game and stays in the app; a reload never launches it again", async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  await newMember(page, request, 'luckystar');
  await page.goto(siteUrl('luckystar', CRASH));
  await openRocketX(page);
  await page.goBack();
  await expect(page).toHaveURL(siteUrl('luckystar', CRASH));
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await expect(playRocketX(page)).toBeVisible();

  const calls = launchCalls(page);
  await openRocketX(page);
  expect(calls).toHaveLength(1);
  await page.reload();
  await expect(playRocketX(page)).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(calls).toHaveLength(1);
  expect(violations).toEqual([]);
});

test('on a merchant that frames nothing, a game of the same vendor host still replaces the app', async ({
  page,
  request,
}) => {
  await newMember(page, request, 'saigonlotto');
  await page.goto(siteUrl('saigonlotto', '/m/game?category=FISH'));
  const name = 'Bắn Cá Hạ Long';
  await page
    .getByRole('link', {
      name: catalogueText('saigonlotto', 'games.playGame').replace('{{name}}', name),
      exact: true,
    })
    .click();
  await expect(page).toHaveURL(
    /^http:\/\/games\.localhost:\d+\/__sandbox\/game\?.*vendor=HALONG.*&merchant=saigonlotto$/,
  );
  await expect(page.getByTestId('sandbox-game-name')).toHaveText(name);
  // Its back link leaves the vendor for the merchant's site.
  await page.getByTestId('sandbox-game-back').click();
  await expect(page).toHaveURL(siteUrl('saigonlotto', '/m/game?category=FISH'));
});
