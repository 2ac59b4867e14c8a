// Issue 27 "GET /wps/system/domainRoute" (SPEC 7 {device}; cached): the host names its affiliate and the merchant's
// speed domains (SPEC 1, SPEC 2 /m/index). Lucky Star's sandbox.json gives luckystar.localhost the affiliate
// LUCKYHOST and a list of speed domains of which only the strict https hosts may be offered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { catalogueText, clickUntilRequest, siteUrl } from './harness';
import { sandboxState } from './sandbox-control';

const CODE = 'luckystar'; // English, no captcha on registration
const DOMAIN_ROUTE = /\/wps\/system\/domainRoute\?device=MOBILE$/;
const REGISTER = /\/wps\/member\/register$/;
const sandbox = JSON.parse(readFileSync(path.resolve('merchants', CODE, 'sandbox.json'), 'utf8')) as {
  domainRoute: { speedDomains: string[]; affiliates: { host: string; affiliateCode: string }[] };
};
const hostCode = sandbox.domainRoute.affiliates.find((row) => row.host === `${CODE}.localhost`)!.affiliateCode;

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  return sent;
}

const speedList = (page: Page) =>
  page.getByRole('region', { name: catalogueText(CODE, 'home.speedDomains.title') }).getByRole('link');

test('/m/index offers the strict https speed domains, with the preserved query and nothing else', async ({ page }) => {
  const answered = page.waitForResponse(DOMAIN_ROUTE);
  await page.goto(siteUrl(CODE, '/m/index?affiliateCode=A7&fbclid=F1&token=secret'));
  expect((await answered).ok()).toBe(true);
  // The sandbox also lists an http host, one with credentials and a path, and a repeat: none of them is offered.
  expect(sandbox.domainRoute.speedDomains.length).toBeGreaterThan(2);
  await expect(speedList(page)).toHaveText(['fast1.luckystar.example', 'fast2.luckystar.example']);
  await expect(speedList(page).first()).toHaveAttribute(
    'href',
    'https://fast1.luckystar.example/m/home?affiliateCode=A7&fbclid=F1',
  );
  await expect(speedList(page).last()).toHaveAttribute(
    'href',
    'https://fast2.luckystar.example/m/home?affiliateCode=A7&fbclid=F1',
  );
});

test("/m/home's first visit neither calls domainRoute nor loads the speed-domain code", async ({ page }) => {
  const home = recordRequests(page);
  await page.goto(siteUrl(CODE, '/m/home'));
  await expect(page.locator('astro-island[component-url*="HomeScreen"]')).not.toHaveAttribute('ssr');
  await page.waitForLoadState('networkidle');
  expect(home.filter((request) => DOMAIN_ROUTE.test(request.url()))).toEqual([]);
  expect(home.filter((request) => request.url().includes('SpeedDomains'))).toEqual([]);
  await expect(page.getByText(catalogueText(CODE, 'home.speedDomains.title'))).toHaveCount(0);

  // The same check on /m/index does find both, so the home's silence is not a blind spot.
  const index = recordRequests(page);
  await page.goto(siteUrl(CODE, '/m/index'));
  await expect(speedList(page)).toHaveCount(2);
  expect(index.some((request) => DOMAIN_ROUTE.test(request.url()))).toBe(true);
  expect(index.some((request) => request.url().includes('SpeedDomains'))).toBe(true);
});

async function registerOn(page: Page, pathname: string): Promise<string> {
  const username = `host${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  await page.goto(siteUrl(CODE, pathname));
  const form = page.locator('form[aria-labelledby="register-title"]');
  await expect(form.locator('button[type="submit"]')).toBeVisible();
  await page.locator('#register-username').fill(username);
  await page.locator('#register-password').fill('secret123');
  await page.locator('#register-confirm').fill('secret123');
  await clickUntilRequest(page, form.locator('button[type="submit"]'), (sent) => REGISTER.test(sent.url()));
  await expect(page).toHaveURL(/\/m\/home(\?|$)/);
  return username;
}

test("registering without ?affiliateCode= sends the host's affiliate code", async ({ page, request }) => {
  const asked = page.waitForRequest(DOMAIN_ROUTE);
  const username = await registerOn(page, '/m/register');
  await asked;
  // The body is encrypted on the wire: the sandbox tells what it received.
  const member = (await sandboxState(request, CODE)).users.find((user) => user.userName === username);
  expect(member?.affiliateCode).toBe(hostCode);
});

test("the URL's affiliate code beats the host's", async ({ page, request }) => {
  const username = await registerOn(page, '/m/register?affiliateCode=URL1');
  const member = (await sandboxState(request, CODE)).users.find((user) => user.userName === username);
  expect(member?.affiliateCode).toBe('URL1');
});
