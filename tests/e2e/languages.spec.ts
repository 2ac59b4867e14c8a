// Issue 16: every SPEC 9 language on luckystar (which enables them all), right to left for Urdu, the whole
// page switching, and the first visit's language from the browser (SPEC 4 "Language").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HTML_LANG, LANGUAGE_CODES, languageDirection, type LanguageCode } from '../../src/config/languages';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { holdScripts, hydrated, siteUrl } from './harness';
import { createUser, SEEDED_PASSWORD, SEEDED_USERS } from './sandbox-control';
import { loginAs } from './session';

const CODE = 'luckystar';
const PAGES = ['/m/home', '/m/login', '/m/register'];
const SIZES = [
  { width: 320, height: 640 },
  { width: 360, height: 780 },
];
// Reviewed by hand, kept with the test results as build artefacts (not committed).
const SHOTS = path.join('test-results', 'language-screenshots');

/** A text of a language's catalogue by key path ("nav.home"). */
function text(language: LanguageCode, key: string): string {
  let node: unknown = JSON.parse(readFileSync(path.resolve('src/locales', `${language}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${language}.json has no text at ${key}`);
  return node;
}

/** Every page of the context starts with `language` as the player's stored choice. */
const chooseLanguage = (page: Page, language: LanguageCode) =>
  page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.language,
    value: language,
  });

/**
 * The page shows `language` as a whole: lang, dir, data-language, the tab bar (static) and the header's
 * account control (an island; none for a guest on the login page).
 */
async function expectLanguage(page: Page, language: LanguageCode, account: 'login' | 'logout' | null = 'login') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', HTML_LANG[language]);
  await expect(html).toHaveAttribute('dir', languageDirection(language));
  await expect(html).toHaveAttribute('data-language', language);
  await expect(page.locator('.tabbar__item').first()).toHaveText(text(language, 'nav.home'));
  if (account === 'login') await expect(page.getByRole('banner')).toContainText(text(language, 'nav.login'));
  if (account === 'logout')
    await expect(page.getByRole('banner').getByRole('button', { name: menuName(language) })).toBeVisible();
  await expect(page.locator('.language-pick__code')).toHaveText(language);
}

/** The member's account menu button, named in `language` with any member name. */
const menuName = (language: LanguageCode) =>
  new RegExp(
    `^${text(language, 'account.menu')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{{name}}', '.+')}$`,
  );

/** Short labels that must sit on one line on a 360 px phone: the header's account button, tabs and trial pills. */
const ONE_LINE = '.app-header__action, .tabbar__item > span, .game-tile__trial';

/**
 * What overflows: the page sideways, each visible button whose text is wider than the button, and (where
 * `oneLine`) each short label that wrapped.
 */
const overflow = (page: Page, oneLine: boolean) =>
  page.evaluate(
    ({ selector, oneLine }) => {
      const lines = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
        return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
      };
      const visible = (element: Element) => element.getClientRects().length > 0;
      return {
        page: document.scrollingElement!.scrollWidth - window.innerWidth,
        buttons: [...document.querySelectorAll('button')]
          .filter((button) => visible(button) && button.scrollWidth > button.clientWidth + 1)
          .map((button) => `"${button.textContent?.trim()}" ${button.scrollWidth} > ${button.clientWidth}`),
        wrapped: oneLine
          ? [...document.querySelectorAll(selector)]
              .filter((label) => visible(label) && lines(label) > 1)
              .map((label) => `"${label.textContent?.trim()}" on ${lines(label)} lines`)
          : [],
      };
    },
    { selector: ONE_LINE, oneLine },
  );

test.describe('every SPEC 9 language fits the phone', () => {
  for (const language of LANGUAGE_CODES) {
    test(`${language}: home, login and register at 320x640 and 360x780, no overflow, no clipped button, short labels on one line`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await chooseLanguage(page, language);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const pathname of PAGES) {
          await page.goto(siteUrl(CODE, pathname));
          await expectLanguage(page, language, pathname === '/m/login' ? null : 'login');
          await page.waitForLoadState('networkidle');
          const where = `${language} ${pathname} ${size.width}x${size.height}`;
          const found = await overflow(page, size.width === 360);
          expect.soft(found.page, `${where}: horizontal overflow (px)`).toBeLessThanOrEqual(0);
          expect.soft(found.buttons, `${where}: clipped buttons`).toEqual([]);
          expect.soft(found.wrapped, `${where}: wrapped labels`).toEqual([]);
          if (size.width === 360 && pathname !== '/m/register')
            await page.screenshot({ path: path.join(SHOTS, `${language}-${pathname.slice(3)}.png`) });
        }
      }
    });
  }
});

test('a guest picks a language in the header of the first screen, each named in its own script; the next page keeps it', async ({
  page,
}) => {
  await page.goto(siteUrl(CODE, '/m/home'));
  const pick = page.getByRole('banner').getByLabel(text('EN', 'member.language'), { exact: true });
  await expect(pick.locator('option[value="JA"]')).toHaveText('日本語');
  await expect(pick.locator('option[value="TH"]')).toHaveText('ไทย');
  await expect(pick.locator('option[value="UR"]')).toHaveText('اردو');
  await pick.selectOption('JA');
  await expectLanguage(page, 'JA');
  await expect(page.getByRole('banner').getByLabel(text('JA', 'member.language'), { exact: true })).toHaveValue('JA');
  await page.goto(siteUrl(CODE, '/m/login'));
  await expectLanguage(page, 'JA', null);
});

test('a guest’s pick made before the page’s scripts run is kept once they do', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(siteUrl(CODE, '/m/home'), { waitUntil: 'commit' });
  await page.getByRole('banner').getByLabel(text('EN', 'member.language'), { exact: true }).selectOption('TH');
  release();
  await expectLanguage(page, 'TH');
});

test('a member’s header at 360x780, in every language: the avatar opens a menu with the whole name and Log out', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = SEEDED_USERS.noLabel;
  await loginAs(page, request, CODE, name);
  for (const language of LANGUAGE_CODES) {
    await chooseLanguage(page, language); // the latest init script wins
    await page.goto(siteUrl(CODE, '/m/member/home'));
    await expectLanguage(page, language, 'logout');
    expect.soft((await overflow(page, true)).wrapped, `${language}: wrapped labels`).toEqual([]);
    await page
      .getByRole('banner')
      .getByRole('button', { name: menuName(language) })
      .click();
    const menu = page.getByRole('dialog', { name });
    // The whole name, not cut: its title is as wide as its text.
    const title = menu.getByRole('heading', { name });
    expect
      .soft(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth), `${language}: name cut`)
      .toBe(true);
    await expect(menu.getByRole('button', { name: text(language, 'nav.logout') })).toBeVisible();
    expect.soft((await overflow(page, true)).buttons, `${language}: clipped buttons in the menu`).toEqual([]);
  }
});

test('Urdu renders mirrored: dir=rtl and the tab bar starts on the right', async ({ page }) => {
  await chooseLanguage(page, 'UR');
  await page.goto(siteUrl(CODE, '/m/home'));
  await expectLanguage(page, 'UR');
  const boxes = await page
    .locator('.tabbar__item')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x));
  expect(boxes.length).toBe(5);
  expect(boxes[0]).toBe(Math.max(...boxes));
  expect(boxes).toEqual([...boxes].sort((a, b) => b - a));
});

test('switching in the member centre changes the whole page: header, tab bar, lang, dir and title', async ({
  page,
  request,
}) => {
  // A member of its own: the switch is synced to the server, which other tests' members must not see.
  const username = `lang${Date.now().toString(36).slice(-8)}`;
  await createUser(request, CODE, { username, password: SEEDED_PASSWORD, customerName: 'Switch Tester' });
  await loginAs(page, request, CODE, username);
  await page.goto(siteUrl(CODE, '/m/member/home'));
  await expectLanguage(page, 'EN', 'logout');
  const tabs = page.locator('.tabbar__item');

  await (
    await hydrated(page.getByRole('main').getByLabel(text('EN', 'member.language'), { exact: true }))
  ).selectOption('JA');
  await expectLanguage(page, 'JA', 'logout');
  await expect(page).toHaveTitle(`${text('JA', 'routes.memberHome.title')} | Lucky Star`);
  await expect(page.locator('h1')).toHaveText(
    text('JA', 'routes.memberHome.heading').replace('{{name}}', 'Lucky Star'),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    text('JA', 'routes.memberHome.description').replace('{{name}}', 'Lucky Star'),
  );
  await expect(tabs.last()).toHaveText(text('JA', 'nav.member'));
  await expect(page.getByRole('navigation', { name: text('JA', 'nav.label') })).toBeVisible();

  await page.getByRole('main').getByLabel(text('JA', 'member.language'), { exact: true }).selectOption('UR');
  await expectLanguage(page, 'UR', 'logout');
  await expect(page).toHaveTitle(`${text('UR', 'routes.memberHome.title')} | Lucky Star`);

  // The choice is kept: the next page opens in it.
  await page.goto(siteUrl(CODE, '/m/home'));
  await expectLanguage(page, 'UR', 'logout');
});

test.describe('first visit (SPEC 4): the browser picks the language', () => {
  test.use({ locale: 'ja-JP' });

  test('a browser in Japanese opens luckystar in Japanese, without storing a choice', async ({ page }) => {
    await page.goto(siteUrl(CODE, '/m/home'));
    expect(await page.evaluate(() => navigator.languages[0])).toBe('ja-JP');
    await expectLanguage(page, 'JA');
    await expect(page).toHaveTitle(`${text('JA', 'routes.home.title')} | Lucky Star`);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language)).toBeNull();
  });

  test("the player's stored choice wins over the browser", async ({ page }) => {
    await chooseLanguage(page, 'TY');
    await page.goto(siteUrl(CODE, '/m/login'));
    await expectLanguage(page, 'TY', null);
  });

  test('a merchant without Japanese opens in its default language', async ({ page }) => {
    await page.goto(siteUrl('siamarena', '/m/home'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.locator('.tabbar__item').first()).toHaveText(text('TH', 'nav.home'));
  });
});
