// Issue 27 "The operator's runtime": the promotion categories as a filter on /m/activity
// (PROMOFE_getPromotionAnnouncementCategory) and the promo-code field of registration (PROMOFE_getPromoCodeEnable).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { catalogueText, clickUntilRequest, hydrated, siteUrl } from './harness';
import { sandboxState } from './sandbox-control';

const LUCKY = 'luckystar'; // English; categories, promo codes on, no captcha
const SAIGON = 'saigonlotto'; // promo codes off
const CATEGORIES = /\/wps\/relay\/PROMOFE_getPromotionAnnouncementCategory$/;
const PROMO_CODE_ENABLE = /\/wps\/relay\/PROMOFE_getPromoCodeEnable$/;

interface SandboxData {
  promotionCategories: { id: string; name: string }[];
  promotions: { id: string; categoryId: string; title: string }[];
  promoCodeEnabled: boolean;
}
const sandboxData = (code: string) =>
  JSON.parse(readFileSync(path.resolve('merchants', code, 'sandbox.json'), 'utf8')) as SandboxData;

test.describe('promotion categories on /m/activity', () => {
  const data = sandboxData(LUCKY);
  const titles = (category?: string) =>
    data.promotions.filter((item) => !category || item.categoryId === category).map((item) => item.title);
  const casino = data.promotionCategories.find((category) => category.id === 'pc-casino')!;
  const filterRow = (page: Page) => page.getByRole('group', { name: catalogueText(LUCKY, 'promotions.categories') });
  const chip = (page: Page, name: string) => filterRow(page).getByRole('button', { name, exact: true });
  const shown = (page: Page) => page.locator('.promotion-list .promotion-card__title');

  test('"All" then each category by its name; a category shows its promotions, kept by reload, back and forward', async ({
    page,
  }) => {
    // The sample has a category holding some promotions, not all: the filter can show its effect.
    expect(titles(casino.id).length).toBeGreaterThan(0);
    expect(titles(casino.id).length).toBeLessThan(titles().length);
    await page.goto(siteUrl(LUCKY, '/m/activity'));
    await expect(filterRow(page).getByRole('button')).toHaveText([
      catalogueText(LUCKY, 'promotions.categoryAll'),
      ...data.promotionCategories.map((category) => category.name),
    ]);
    await expect(chip(page, catalogueText(LUCKY, 'promotions.categoryAll'))).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveText(titles());

    await chip(page, casino.name).click();
    await expect(page).toHaveURL(siteUrl(LUCKY, `/m/activity?category=${casino.id}`));
    await expect(chip(page, casino.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveText(titles(casino.id));

    await page.reload();
    await expect(chip(page, casino.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveText(titles(casino.id));

    await page.goBack();
    await expect(page).toHaveURL(siteUrl(LUCKY, '/m/activity'));
    await expect(chip(page, catalogueText(LUCKY, 'promotions.categoryAll'))).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveText(titles());
    await page.goForward();
    await expect(page).toHaveURL(siteUrl(LUCKY, `/m/activity?category=${casino.id}`));
    await expect(shown(page)).toHaveText(titles(casino.id));
  });

  test('an unknown category in the URL shows All', async ({ page }) => {
    await page.goto(siteUrl(LUCKY, '/m/activity?category=pc-unknown'));
    await expect(chip(page, catalogueText(LUCKY, 'promotions.categoryAll'))).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveText(titles());
  });

  test('a failed category call leaves the list as it was, without a filter row or an error', async ({ page }) => {
    let asked = false;
    await page.route(CATEGORIES, (route) => {
      asked = true;
      return route.fulfill({ status: 400, json: { success: false, errorCode: 'bad.request', message: 'broken' } });
    });
    await page.goto(siteUrl(LUCKY, `/m/activity?category=${casino.id}`));
    await expect(shown(page)).toHaveText(titles());
    expect(asked).toBe(true);
    await expect(filterRow(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the promo code of registration', () => {
  const form = (page: Page) => page.locator('form[aria-labelledby="register-title"]');
  const promoCode = (page: Page, code: string) => page.getByLabel(catalogueText(code, 'auth.fields.promoCode'));
  const uniqueName = () => `promo${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

  test('luckystar takes promo codes: a wrong one is refused on the form, a good one reaches the registration', async ({
    page,
    request,
  }) => {
    expect(sandboxData(LUCKY).promoCodeEnabled).toBe(true);
    await page.goto(siteUrl(LUCKY, '/m/register'));
    await expect(promoCode(page, LUCKY)).toBeVisible();
    const username = uniqueName();
    await page.locator('#register-username').fill(username);
    await page.locator('#register-password').fill('secret123');
    await page.locator('#register-confirm').fill('secret123');

    const registrations: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/wps/member/register')) registrations.push(sent.url());
    });
    await promoCode(page, LUCKY).fill('BONUS 100!');
    await form(page).locator('button[type="submit"]').click();
    await expect(form(page).locator('#register-promo-code-error')).toHaveText(
      catalogueText(LUCKY, 'auth.errors.promoCode'),
    );
    await expect(promoCode(page, LUCKY)).toHaveAttribute('aria-invalid', 'true');
    expect(registrations).toEqual([]);

    await promoCode(page, LUCKY).fill('  WELCOME_100 ');
    await clickUntilRequest(page, form(page).locator('button[type="submit"]'), (sent) =>
      sent.url().endsWith('/wps/member/register'),
    );
    await expect(page).toHaveURL(/\/m\/home$/);
    // The body is encrypted on the wire: the sandbox tells what it received.
    const member = (await sandboxState(request, LUCKY)).users.find((user) => user.userName === username);
    expect(member?.promoCode).toBe('WELCOME_100');
  });

  test('saigonlotto takes none: no field, once the operator has said so', async ({ page }) => {
    expect(sandboxData(SAIGON).promoCodeEnabled).toBe(false);
    const answered = page.waitForResponse(PROMO_CODE_ENABLE);
    await page.goto(siteUrl(SAIGON, '/m/register'));
    expect(((await (await answered).json()) as { value: unknown }).value).toEqual({ enabled: false });
    await hydrated(form(page).locator('button[type="submit"]'));
    await page.waitForLoadState('networkidle');
    // Ids, not labels: saigonlotto renders in Vietnamese.
    await expect(form(page).locator('#register-referral')).toBeVisible();
    await expect(form(page).locator('#register-promo-code')).toHaveCount(0);
  });

  test('a failed enable call shows no field', async ({ page }) => {
    let asked = false;
    await page.route(PROMO_CODE_ENABLE, (route) => {
      asked = true;
      return route.fulfill({ status: 400, json: { success: false, errorCode: 'bad.request', message: 'broken' } });
    });
    await page.goto(siteUrl(LUCKY, '/m/register'));
    await hydrated(form(page).locator('button[type="submit"]'));
    await expect.poll(() => asked).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(promoCode(page, LUCKY)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
