// Issue 27: the install modal names the app as the operator's manifest does (GET /wps/system/manifest.json,
// SPEC 7 "System"; SPEC 5's 13-character rule). siamarena's sandbox.json names it "Siam Arena Thailand" /
// "Arena TH"; its build says "Siam Arena" / "SiamArena". The modal's timing: pwa-install.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { catalogueText, siteUrl } from './harness';

const CODE = 'siamarena';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MANIFEST_CALL = '**/wps/system/manifest.json?*';
/** 20 polls at 150 ms after the status check, and a second more. */
const NO_PROMPT_WAIT_MS = 20 * 150 + 1000;
const text = (key: string, name: string) => catalogueText(CODE, `pwa.install.${key}`).replace('{{name}}', name);
const installModal = (page: Page, name: string) => page.getByRole('dialog', { name: text('modalTitle', name) });

test.describe('on a phone without an install prompt', () => {
  test.use({ userAgent: ANDROID_UA });

  test("the install modal names the app as the operator's manifest says", async ({ page }) => {
    const asked = page.waitForRequest(MANIFEST_CALL);
    await page.goto(siteUrl(CODE));
    const modal = installModal(page, 'Arena TH');
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByText(text('browserAdd', 'Arena TH'))).toBeVisible();
    const request = await asked;
    const url = new URL(request.url());
    expect(url.searchParams.get('merchantCode')).toBe('SIAMARENA');
    expect(url.searchParams.get('_')).toMatch(/^\d+$/);
    expect(await request.headerValue('merchant')).toBe('SIAMARENA');
  });

  test("with the manifest call failing, it names the app by the build's name", async ({ page }) => {
    await page.route(MANIFEST_CALL, (route) => route.abort());
    await page.goto(siteUrl(CODE));
    // SPEC 5 on merchant.json: "Siam Arena" is under 13 characters, so the name in full.
    await expect(installModal(page, 'Siam Arena')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Arena TH')).toHaveCount(0);
  });
});

test.describe('in the native shell below 2.4.39', () => {
  test.use({ userAgent: `${ANDROID_UA} AppVersion/2.4.38` });

  test("the app-upgrade modal names the app as the operator's manifest says", async ({ page }) => {
    await page.goto(siteUrl(CODE, '/m/home?inApp=1'));
    const modal = page.getByRole('dialog', { name: catalogueText(CODE, 'pwa.install.upgradeTitle') });
    await expect(modal).toContainText('Arena TH');
    await expect(modal).not.toContainText('SiamArena');
  });
});

test('a visit that shows no install prompt never asks for the manifest', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/wps/system/manifest.json') && asked.push(request.url()));
  await page.goto(siteUrl(CODE));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(NO_PROMPT_WAIT_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(asked).toEqual([]);
});
