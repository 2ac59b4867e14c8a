// SPEC 4 "Update check", end to end: a real new build of the merchant is swapped into the served folder; on
// return to the tab the refresh dialog shows once, and Refresh lets the new service worker serve the page.
// It changes what the server serves, so it runs in the 'state-changing' project (playwright.config.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { catalogueText, returnToTab, siteUrl } from './harness';
import { releasesDirOf } from '../../scripts/lib/releases';

const CODE = 'luckystar';
const NEW_ENV = 'e2e-update';
const served = path.resolve('dist', CODE);
// Outside the published release (a build there would nest its releases in it), on the same disk as dist/ so
// that the swaps are renames.
const scratch = path.resolve('.build', 'e2e-update');
const clean = () => [scratch, releasesDirOf(scratch)].forEach((dir) => rmSync(dir, { recursive: true, force: true }));
const newBuild = path.join(scratch, CODE);
const original = path.join(scratch, `${CODE}-original`);

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

test.beforeAll(() => {
  clean();
  // The harmless change: another build environment, which every page carries (data-env) and the worker precaches.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--merchant', CODE, '--env', NEW_ENV, '--out', scratch],
    { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
  );
});

test.afterAll(() => {
  if (existsSync(original)) {
    rmSync(served, { recursive: true, force: true });
    renameSync(original, served);
  }
  clean();
});

const assetCheck = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/m/asset-manifest.json');

test('a new build: the refresh dialog shows once on return to the tab, and Refresh serves the new version', async ({
  page,
}, testInfo) => {
  const dialog = page.getByRole('dialog', { name: catalogueText(CODE, 'pwa_update_title') });
  const env = () => page.evaluate(() => document.documentElement.dataset.env);

  // First visit: the worker installs and the first check (1.5 s) stores the asset lists' hash.
  const firstCheck = assetCheck(page);
  await page.goto(siteUrl(CODE, '/m/home'));
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.state);
  await firstCheck;
  // Reloaded, the page is controlled by that worker; its own first check finds nothing new.
  const unchangedCheck = assetCheck(page);
  await page.reload();
  await unchangedCheck;
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await env()).toBe('demo');

  renameSync(served, original);
  renameSync(newBuild, served);

  await returnToTab(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(catalogueText(CODE, 'pwa_update_msg'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('update-dialog.png') });
  // Issue "A first visit that is light...": axe with the dialog on screen, over whatever else the home shows.
  expect(await axeViolations(page, 'refresh dialog')).toEqual([]);
  await returnToTab(page);
  await expect(dialog).toHaveCount(1);

  // Refresh: the new worker takes over, then /m/home reloads in place and is served by it.
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await dialog.getByRole('button', { name: catalogueText(CODE, 'ui.refresh') }).click();
  await reloaded;
  await expect.poll(env).toBe(NEW_ENV);
  // The worker of the new build controls the page (it fetched the new pages into its precache).
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

  // The new version's first check stores the new hash without a second dialog.
  await assetCheck(page);
  await expect(dialog).toHaveCount(0);
});

test('/target hands over to the update mechanism, then opens `from` when it is a page of the site', async ({
  page,
}) => {
  await page.goto(siteUrl(CODE, '/target?from=%2Fm%2Fsports&affiliateCode=A1'));
  await expect(page).toHaveURL(siteUrl(CODE, '/m/sports?affiliateCode=A1&from=%2Fm%2Fsports'));
  await expect(
    page.getByRole('heading', { level: 1, name: catalogueText(CODE, 'routes.sports.heading') }),
  ).toBeVisible();
  await page.goto(siteUrl(CODE, '/target?from=https%3A%2F%2Fevil.example%2Fm%2Fhome'));
  await expect(page).toHaveURL(/\/m\/home\?from=/);
});
