// Right to left (issue 16): with dir="rtl" on <html> the layout mirrors from its logical CSS, while phone
// numbers, codes and names keep reading left to right. dir is set here so the layout is tested on its own,
// whatever language a sample merchant starts in.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './harness';
import { loginAs } from './session';

/** Sets <html dir> as soon as the document has its root, before any script or style applies. */
async function direction(page: Page, dir: 'ltr' | 'rtl') {
  await page.addInitScript((value) => {
    const set = () => document.documentElement?.setAttribute('dir', value);
    set();
    new MutationObserver(set).observe(document, { childList: true });
  }, dir);
}
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const dir of ['ltr', 'rtl'] as const) {
  test(`${dir}: the header and tab bar start on the ${dir === 'rtl' ? 'right' : 'left'}`, async ({ page }) => {
    await direction(page, dir);
    await page.goto(siteUrl('luckystar', '/m/home'));
    const tabs = page.locator('.tabbar__item');
    const [home, member] = [(await tabs.first().boundingBox())!, (await tabs.last().boundingBox())!];
    const [logo, login] = [await box(page, '.app-header__brand'), await box(page, '.app-header__action')];
    if (dir === 'rtl') {
      expect(home.x).toBeGreaterThan(member.x);
      expect(logo.x).toBeGreaterThan(login.x);
    } else {
      expect(home.x).toBeLessThan(member.x);
      expect(logo.x).toBeLessThan(login.x);
    }
    expect(await noHorizontalOverflow(page)).toBe(true);
  });
}

test('rtl: the banner dots and slides run from the right, and a dot shows its slide', async ({ page }) => {
  await direction(page, 'rtl');
  await page.goto(siteUrl('luckystar', '/m/home'));
  const dots = page.locator('.banners__dot');
  await expect(dots.nth(2)).toBeVisible();
  expect((await dots.first().boundingBox())!.x).toBeGreaterThan((await dots.last().boundingBox())!.x);
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  const track = page.locator('.banners__track');
  // Chromium counts a right-to-left scroller's position down from 0; the smooth scroll ends on slide 3.
  await expect
    .poll(() => track.evaluate((element) => Math.round((element.scrollLeft / element.clientWidth) * 100) / 100))
    .toBe(-2);
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test('rtl: the marquee runs toward the right and its speaker faces the text', async ({ page }) => {
  await direction(page, 'rtl');
  await page.goto(siteUrl('luckystar', '/m/home'));
  const text = page.locator('.marquee__text');
  await expect(text).toBeVisible();
  expect(await text.evaluate((element) => getComputedStyle(element).getPropertyValue('--marquee-sign').trim())).toBe(
    '-1',
  );
  await expect(page.locator('.marquee__icon')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
});

test('rtl: the dialing code stands left of the number, and codes and passwords are typed left to right', async ({
  page,
}) => {
  await direction(page, 'rtl');
  await page.goto(siteUrl('luckystar', '/m/login'));
  await expect(page.locator('#login-username')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('#login-password')).toHaveAttribute('dir', 'ltr');
  // The form is hydrated once its submit button is enabled; only then does the SMS tab answer.
  await expect(page.locator('form button[type="submit"]')).toBeEnabled();
  await page.getByRole('tab').nth(1).click();
  const mobile = page.locator('#login-mobile');
  await mobile.fill('9171234567');
  const prefix = await box(page, '#login-mobile-prefix');
  expect(prefix.x).toBeLessThan((await mobile.boundingBox())!.x);
  await expect(page.locator('#login-mobile-prefix')).toHaveText('+63');
  await expect(page.locator('#login-sms-code')).toHaveAttribute('dir', 'ltr');
  // The labels still follow the page: right-aligned.
  await expect(page.locator('label[for="login-mobile"]')).toHaveCSS('direction', 'rtl');
  expect(await noHorizontalOverflow(page)).toBe(true);
});

test('rtl: the member centre isolates the user name and mirrors its bubbles', async ({ page, request }) => {
  await direction(page, 'rtl');
  await loginAs(page, request, 'luckystar', 'player1');
  await page.goto(siteUrl('luckystar', '/m/member/home'));
  await expect(page.locator('.member-profile bdi').filter({ hasText: /^player1$/ })).toBeVisible();
  await expect(page.locator('.member-entry__icon.mirror-rtl').first()).toHaveCSS(
    'transform',
    'matrix(-1, 0, 0, 1, 0, 0)',
  );
  // The rank bar fills from the right.
  const [bar, fill] = [await box(page, '.rank-progress__bar'), await box(page, '.rank-progress__fill')];
  expect(Math.round(fill.x + fill.width)).toBe(Math.round(bar.x + bar.width));
  expect(await noHorizontalOverflow(page)).toBe(true);
});
