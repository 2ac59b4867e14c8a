// Issue 26 item 4: the tab bar and the category pages show what the merchant has (merchant.json `categories`
// and its game lists); a category without games says so and offers only ways onward that exist.
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../src/config/languages';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { TAB_BAR_CATEGORIES } from '../../src/layouts/tab-bar';
import { catalogueText, fetchFromSandbox, hostGet, SAMPLE_CODES, sampleSettings, siteUrl } from './harness';

const tabBar = (page: Page, code: string) => page.getByRole('navigation', { name: catalogueText(code, 'nav.label') });
/** A text as the page shows it: in the merchant's language, or in English until that catalogue has it. */
const shown = (code: string, key: string) => {
  try {
    return catalogueText(code, key);
  } catch {
    return catalogueText('luckystar', key);
  }
};
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const emptyState = (page: Page) => page.getByTestId('category-empty');

test.describe('the tab bar', () => {
  for (const code of SAMPLE_CODES) {
    test(`${code}: Home, the first ${TAB_BAR_CATEGORIES} categories of merchant.json, then Account`, async ({
      page,
    }) => {
      const offered = sampleSettings(code).categories;
      await page.goto(siteUrl(code, '/m/home'));
      expect(await hrefs(page, '.tabbar__item')).toEqual([
        '/m/home',
        ...offered.slice(0, TAB_BAR_CATEGORIES).map((path) => `/m/${path}`),
        '/m/member/home',
      ]);
    });
  }

  test('Lucky Star, which has no lottery games, offers no Lottery tab', async ({ page }) => {
    await page.goto(siteUrl('luckystar', '/m/home'));
    const labels = await page.locator('.tabbar__item').allTextContents();
    expect(labels.map((label) => label.trim())).toEqual(['Home', 'Sports', 'Casino', 'Slots', 'Account']);
    await expect(page.locator('.tabbar a[href="/m/elott"]')).toHaveCount(0);
  });

  test('Siam Arena, which has lottery games, leads from its Lottery tab to them and to the lobby', async ({ page }) => {
    const text = (key: string) => shown('siamarena', key);
    await page.goto(siteUrl('siamarena', '/m/home'));
    await tabBar(page, 'siamarena')
      .getByRole('link', { name: text('nav.lottery'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/elott$/);
    await expect(page.locator('.tabbar__item[aria-current="page"]')).toHaveText(text('nav.lottery'));
    await expect(page.locator('section.lane[data-category="LOTT"]')).toBeVisible();
    await expect(page.getByRole('link', { name: text('games.lotteryLobby') })).toBeVisible();
    await expect(page.getByTestId('game-grid').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('.category-content')).toBeVisible();
    await expect(emptyState(page)).toHaveCount(0);
  });
});

test.describe('a category page without games', () => {
  test('Lucky Star’s lottery page says it has no games, links only to what it has, and points at no lobby', async ({
    page,
    request,
  }) => {
    const html = await (await hostGet(request, 'luckystar.localhost', '/m/elott')).text();
    // The empty state is the static page itself: readable before any script, and not offered to search engines.
    expect(html).toContain('There are no games in this category at the moment.');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const lanesAsked = page.waitForRequest(/GCSGAME_newGameVendor/, { timeout: 3_000 }).catch(() => null);
    await page.goto(siteUrl('luckystar', '/m/elott'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lottery');
    await expect(emptyState(page)).toContainText('There are no games in this category at the moment.');
    await expect(page.getByText(/lobby|above/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /lobby/i })).toHaveCount(0);
    expect(await lanesAsked, 'the page of a category not offered loads no lanes').toBeNull();

    const offered = sampleSettings('luckystar').categories;
    expect(await hrefs(page, '[data-testid="category-empty"] a')).toEqual([
      ...offered.map((path) => `/m/${path}`),
      '/m/home',
    ]);
    for (const path of [...offered, 'home'])
      expect((await hostGet(request, 'luckystar.localhost', `/m/${path}`)).status(), path).toBe(200);
    await emptyState(page).getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/rng$/);
    await expect(page.getByRole('link', { name: 'Play Fortune Dragon', exact: true })).toBeVisible();
  });

  test('an offered category whose list comes back empty shows the same state instead of its instructions', async ({
    page,
  }) => {
    const text = (key: string) => shown('siamarena', key);
    // The operator's lanes of the day, without the lottery: the page can only find out at run time.
    await page.route(/\/wps\/relay\/GCSGAME_newGameVendor/, async (route) => {
      const response = await fetchFromSandbox(route);
      const body = (await response.json()) as { value: { category: string }[] };
      body.value = body.value.filter((lane) => lane.category !== 'LOTT');
      await route.fulfill({ response, json: body });
    });
    await page.goto(siteUrl('siamarena', '/m/elott'));
    await expect(emptyState(page)).toContainText(text('games.emptyCategory.none'));
    await expect(page.locator('.category-content')).toHaveCount(0);
    await expect(page.getByText(text('games.pages.elott.play'))).toHaveCount(0);
    await expect(page.getByRole('link', { name: text('games.lotteryLobby') })).toHaveCount(0);
    const offered = sampleSettings('siamarena').categories.filter((path) => path !== 'elott');
    expect((await hrefs(page, '[data-testid="category-empty"] a')).sort()).toEqual(
      [...offered.map((path) => `/m/${path}`), '/m/home'].sort(),
    );
  });
});

/** Every page of the context starts with `language` as the player's stored choice. */
const chooseLanguage = (page: Page, language: LanguageCode) =>
  page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.language,
    value: language,
  });

/** What does not fit: tab labels wider than their tab, wrapped, or outside it; tabs outside the screen. */
const tabProblems = (page: Page) =>
  page.locator('.tabbar__item').evaluateAll((items) =>
    items.flatMap((item) => {
      const label = item.querySelector('span')!;
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const [box, text] = [item.getBoundingClientRect(), range.getBoundingClientRect()];
      const name = `"${label.textContent}"`;
      return [
        label.scrollWidth > label.clientWidth ? `${name} overflows its label` : '',
        lines > 1 ? `${name} is on ${lines} lines` : '',
        text.left < box.left || text.right > box.right ? `${name} is wider than its tab` : '',
        box.left < 0 || box.right > window.innerWidth ? `${name}'s tab is off the screen` : '',
      ].filter(Boolean);
    }),
  );

/** What the fixed tab bar or the sticky header covers of the page's content, scrolled to the top and the end. */
async function coveredContent(page: Page) {
  return page.evaluate(async () => {
    const covered: string[] = [];
    const header = document.querySelector('.app-header')!.getBoundingClientRect();
    const heading = document.querySelector('h1')!.getBoundingClientRect();
    if (heading.top < header.bottom) covered.push(`the header covers the heading (${heading.top} < ${header.bottom})`);
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    await new Promise(requestAnimationFrame);
    const bar = document.querySelector('.tabbar')!.getBoundingClientRect();
    const last = [...document.querySelectorAll('main *')]
      .filter((element) => element.getClientRects().length > 0)
      .reduce((lowest, element) => Math.max(lowest, element.getBoundingClientRect().bottom), 0);
    if (last > bar.top) covered.push(`the tab bar covers the end of the page (${last} > ${bar.top})`);
    window.scrollTo(0, 0);
    return covered;
  });
}

test.describe('the bars fit and cover nothing at 320 and 360 px', () => {
  for (const code of SAMPLE_CODES) {
    const { languages } = sampleSettings(code);
    test(`${code}: every tab label fits in every language it offers; the lottery page's end is not under the tab bar`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const language of languages.enabled) {
        await chooseLanguage(page, language);
        await page.goto(siteUrl(code, '/m/elott'));
        await expect(page.locator('html')).toHaveAttribute('data-language', language);
        await page.waitForLoadState('networkidle');
        for (const width of [320, 360]) {
          await page.setViewportSize({ width, height: 780 });
          const where = `${code} ${language} ${width} px`;
          expect.soft(await tabProblems(page), `${where}: tab labels`).toEqual([]);
          if (language === languages.default || language === DEFAULT_LANGUAGE)
            expect.soft(await coveredContent(page), `${where}: covered content`).toEqual([]);
        }
      }
    });
  }
});
