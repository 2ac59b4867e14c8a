// Issue 26 items 7 and 12: on a phone the sticky header, the download bar and the tab bar cover no content, nor
// the header's controls each other, in every language each sample offers, at 360 and 320 px; and a focused field
// stops clear of the header and the tab bar.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { ANDROID_UA, SAMPLE_CODES, sampleSettings, siteUrl } from './harness';
import { createUser, SEEDED_PASSWORD } from './sandbox-control';
import { loginAs } from './session';

const PHONES = [
  { width: 360, height: 780 },
  { width: 320, height: 568 },
];

/** Someone the merchant's download bar shows to (merchant.json downloadBar): a guest, a member, a VIP 3 member. */
const viewers: Record<(typeof SAMPLE_CODES)[number], (request: APIRequestContext) => Promise<string | undefined>> = {
  luckystar: async () => undefined,
  saigonlotto: async () => 'player1',
  siamarena: async (request) => {
    const username = `bars${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const clubLabel = { labelId: 'PLATINUM', labelName: 'Platinum', type: 'AUTO' as const, rankLevel: 3 };
    await createUser(request, 'siamarena', { username, password: SEEDED_PASSWORD, customerName: username, clubLabel });
    return username;
  },
};

/**
 * What covers what on the page as it stands: a bar over the heading or the banner at the top, a bar over the
 * end of the content once scrolled to the bottom, bars (and a toast) over each other, and tab labels wider
 * than their tab.
 */
const coverage = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      return element && element.getClientRects().length > 0 ? element.getBoundingClientRect() : undefined;
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5 &&
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5;
    const bars = () =>
      Object.entries({ header: box('.app-header'), downloadBar: box('.download-bar'), tabBar: box('.tabbar') }).filter(
        (entry): entry is [string, DOMRect] => entry[1] !== undefined,
      );
    const covered: string[] = [];
    window.scrollTo(0, 0);
    const top = { heading: box('.page-heading'), banner: box('.banners, .banners__hero') };
    for (const [name, contentBox] of Object.entries(top)) if (!contentBox) covered.push(`no ${name} to measure`);
    for (const [bar, barBox] of bars()) {
      for (const [name, contentBox] of Object.entries(top))
        if (contentBox && overlap(barBox, contentBox)) covered.push(`${bar} over the ${name}`);
      for (const [other, otherBox] of bars())
        if (bar < other && overlap(barBox, otherBox)) covered.push(`${bar} over ${other}`);
    }
    // A passing notice (AlertHost's toast, put here by hand) floats above the bottom bars, not over them.
    const toast = document.body.appendChild(document.createElement('div'));
    Object.assign(toast, { className: 'toast', textContent: 'notice' });
    for (const [bar, barBox] of bars())
      if (overlap(toast.getBoundingClientRect(), barBox)) covered.push(`toast over ${bar}`);
    toast.remove();
    // The header's own controls (logo, language, account, chat) side by side, none over another or off screen.
    const controls = [
      ...document.querySelectorAll(
        '.app-header__brand, .language-pick, .app-header__account :is(a, button), .app-header__chat > *',
      ),
    ].filter((element) => element.getClientRects().length > 0);
    controls.forEach((control, index) => {
      const controlBox = control.getBoundingClientRect();
      if (controlBox.left < 0 || controlBox.right > innerWidth) covered.push(`${control.className} off the screen`);
      for (const other of controls.slice(index + 1))
        if (overlap(controlBox, other.getBoundingClientRect()))
          covered.push(`${control.className} over ${other.className}`);
    });
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    const main = document.querySelector('main')!;
    const contentEnd = main.getBoundingClientRect().bottom - parseFloat(getComputedStyle(main).paddingBottom);
    for (const [bar, barBox] of bars())
      if (bar !== 'header' && barBox.top < contentEnd) covered.push(`${bar} over the end of the page`);
    window.scrollTo(0, 0);
    // A label too wide for its tab widens the tab, and the tabs then overflow the bar: both count.
    const clipped = [...document.querySelectorAll('.tabbar, .tabbar__item')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => (element.matches('.tabbar') ? 'the tab bar' : element.textContent!.trim()));
    return { downloadBar: Boolean(box('.download-bar')), covered, clipped };
  });

test.describe('on a phone, in every language', () => {
  test.use({ userAgent: ANDROID_UA });

  for (const code of SAMPLE_CODES) {
    for (const language of sampleSettings(code).languages.enabled) {
      test(`${code} ${language}: the header, the download bar and the tab bar cover no content`, async ({
        page,
        request,
      }) => {
        const viewer = await viewers[code](request);
        if (viewer) await loginAs(page, request, code, viewer);
        await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: STORAGE_KEYS.language,
          value: language,
        });
        await page.goto(siteUrl(code, '/m/home'));
        await expect(page.locator('html')).toHaveAttribute('data-language', language);
        const bar = page.locator('.download-bar');
        await expect(bar).toBeVisible();
        // Measured where it rests, not while it slides in.
        await bar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
        for (const phone of PHONES) {
          await page.setViewportSize(phone);
          expect(await coverage(page), `${phone.width} x ${phone.height}`).toEqual({
            downloadBar: true,
            covered: [],
            clipped: [],
          });
        }
      });
    }
  }
});

/** Scrolls `field` under the header ('top') or the tab bar ('bottom'); true when it is then partly hidden there. */
const placeUnder = (field: Locator, edge: 'top' | 'bottom') =>
  field.evaluate((element, edge) => {
    const rect = element.getBoundingClientRect();
    const bar = document.querySelector(edge === 'top' ? '.app-header' : '.tabbar')!.getBoundingClientRect();
    window.scrollBy(0, edge === 'top' ? rect.top - 20 : rect.bottom - (window.innerHeight - 10));
    const placed = element.getBoundingClientRect();
    return edge === 'top' ? placed.top < bar.bottom : placed.bottom > bar.top;
  }, edge);

/** Whether `field` and the header or the tab bar share any pixel. */
const hiddenUnderBars = (field: Locator) =>
  field.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const header = document.querySelector('.app-header')!.getBoundingClientRect();
    const tabBar = document.querySelector('.tabbar')!.getBoundingClientRect();
    return rect.top < header.bottom || rect.bottom > tabBar.top;
  });

for (const phone of PHONES) {
  test(`a focused field stops clear of the header and the tab bar (${phone.width} x ${phone.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    // saigonlotto's registration is the longest form of the samples (its captcha field comes last).
    await page.goto(siteUrl('saigonlotto', '/m/register'));
    const fields = page.locator('main input:visible:not([type="checkbox"])');
    await expect(fields.last()).toBeEditable();
    for (const [field, edge] of [
      [fields.last(), 'bottom'],
      [fields.first(), 'top'],
    ] as const) {
      expect(await placeUnder(field, edge), `the ${edge} field starts under its bar`).toBe(true);
      await field.focus();
      expect(await hiddenUnderBars(field), `the focused ${edge} field`).toBe(false);
    }
  });
}
