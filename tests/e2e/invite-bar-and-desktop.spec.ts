// Issue 27: the top bar as the invite bar (SPEC 4 "The top bar also serves as an invite bar"),
// template.desktop_app_feature (the install prompt on desktops, SPEC 9: wider than 768), and the notification
// prompt naming the app as the operator's manifest does (SPEC 7 "System").
import { expect, test, type Page } from '@playwright/test';
import { NOTIFICATION_PROMPT_DELAY_MS } from '../../src/config/constants';
import { manifestName } from '../../src/lib/pwa/manifest';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { ANDROID_UA, catalogueText, sampleSettings, siteUrl } from './harness';
import { SEEDED_USERS } from './sandbox-control';
import { keepPopupBannersAway, loginAs } from './session';

const LUCKY = 'luckystar';
const CODE = 'FRIEND42';
const inviteBar = (page: Page) =>
  page.getByRole('complementary', { name: catalogueText(LUCKY, 'pwa.invite.barLabel') });

test.describe('on a phone', () => {
  test.use({ userAgent: ANDROID_UA });

  test('a guest with ?referralCode= is invited; Join opens registration with the code filled', async ({ page }) => {
    await page.goto(siteUrl(LUCKY, `/m/home?referralCode=${CODE}`));
    const bar = inviteBar(page);
    await expect(bar).toBeVisible();
    await expect(
      bar.getByText(catalogueText(LUCKY, 'pwa.invite.title').replace('{{name}}', 'Lucky Star')),
    ).toBeVisible();
    await expect(bar.getByRole('button', { name: catalogueText(LUCKY, 'pwa.invite.closeBar') })).toBeVisible();
    await expect(bar.getByLabel(catalogueText(LUCKY, 'pwa.install.rating').replace('{{score}}', '5.0'))).toBeVisible();
    // The code must travel with the link, not only in what the home page stored.
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.regInfo);
    await bar.getByRole('link', { name: catalogueText(LUCKY, 'pwa.invite.join') }).click();
    await expect(page).toHaveURL(/\/m\/register\?referralCode=FRIEND42$/);
    await expect(page.locator('#register-referral')).toHaveValue(CODE);
  });

  test('a guest without a code keeps the download bar', async ({ page }) => {
    await page.goto(siteUrl(LUCKY, '/m/home'));
    await expect(page.getByRole('complementary', { name: catalogueText(LUCKY, 'pwa.install.barLabel') })).toBeVisible();
    await expect(inviteBar(page)).toHaveCount(0);
  });
});

/** Hands the page a browser install prompt, as Chromium would on an installable site. */
async function browserPrompt(page: Page) {
  await page.addInitScript((type) => {
    addEventListener('DOMContentLoaded', () =>
      dispatchEvent(
        Object.assign(new Event(type, { cancelable: true }), {
          platforms: ['web'],
          userChoice: new Promise(() => undefined),
          prompt: async () => ({ outcome: 'dismissed' }),
        }),
      ),
    );
  }, 'beforeinstallprompt');
}

const bottomPrompt = (page: Page, code: string) => {
  const settings = sampleSettings(code);
  const name = manifestName(settings.name, settings.shortName);
  return page.getByRole('dialog', {
    name: catalogueText(code, 'pwa.install.promptTitle').replace('{{name}}', name),
  });
};

test.describe('on a 1280x800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('saigonlotto (desktop_app_feature on) offers the install prompt', async ({ page }) => {
    await browserPrompt(page);
    await page.goto(siteUrl('saigonlotto', '/m/home'));
    await expect(bottomPrompt(page, 'saigonlotto')).toBeVisible({ timeout: 15_000 });
  });

  test('luckystar (desktop_app_feature off) offers neither the install prompt nor the download bar', async ({
    page,
  }) => {
    await browserPrompt(page);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(siteUrl(LUCKY, '/m/home'));
    await expect.poll(() => loaded.some((url) => /landing\.[\w-]+\.js$/.test(url))).toBe(true);
    await page.waitForLoadState('networkidle');
    // The bottom prompt would show 1000 ms after the prompt was called.
    await page.waitForTimeout(3_000);
    await expect(bottomPrompt(page, LUCKY)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: catalogueText(LUCKY, 'pwa.install.barLabel') })).toHaveCount(
      0,
    );
  });

  test('a guest with a referral code is invited on a desktop too', async ({ page }) => {
    await page.goto(siteUrl(LUCKY, `/m/home?r=${CODE}`));
    await expect(inviteBar(page)).toBeVisible();
  });
});

test.describe('the notification prompt', () => {
  // The popup banners open at 20 s on the home page and would cover the modal.
  test.beforeEach(({ context }) => keepPopupBannersAway(context));

  test("names the app as the operator's manifest does, not by the build's short name", async ({ page, request }) => {
    // The operator renames the app: a name of 13 characters or more, so its short name (SPEC 5).
    await page.route('**/wps/system/manifest.json?*', (route) =>
      route.fulfill({
        contentType: 'application/manifest+json',
        json: { name: 'Lucky Star Vietnam', short_name: 'Lucky VN' },
      }),
    );
    await loginAs(page, request, LUCKY, SEEDED_USERS.normal, { notificationPrompt: true });
    await page.clock.install();
    const pushChunk = page.waitForResponse(/\/m\/_astro\/Push\.[\w-]+\.js$/);
    await page.goto(siteUrl(LUCKY, '/m/home'));
    await pushChunk;
    await page.clock.fastForward(NOTIFICATION_PROMPT_DELAY_MS);
    const title = catalogueText(LUCKY, 'pwa.push.title');
    await expect(page.getByRole('dialog', { name: title.replace('{{name}}', 'Lucky VN') })).toBeVisible();
    await expect(page.getByRole('dialog', { name: title.replace('{{name}}', 'Lucky Star') })).toHaveCount(0);
  });
});
