#!/usr/bin/env tsx
// npm run gallery [-- --merchant a,b] [--no-build] [--out dist] [--merchants-dir merchants] [--gallery-dir dir]
//   [--diff-threshold 0.0005]
// Builds what changed (unless --no-build), serves the sites with the sandbox as `npm start` does, and
// screenshots every merchant's home, login, register, game list and member centre at 360x780 plus home at
// 1920x1080 in Chromium, into <out>/gallery/ with an index.html that ops review before deploying. Each
// merchant's new screenshots are compared with those the folder held before (kept in <code>/previous/).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import pLimit from 'p-limit';
import { $, argv } from 'zx';
import { listMerchantCodes } from '../src/build/folders';
import { HTML_LANG } from '../src/config/languages';
import { loadMerchants } from '../src/build/load';
import { routePath } from '../src/config/routes';
import type { SessionInfo } from '../src/lib/session/session-info';
import { STORAGE_KEYS } from '../src/lib/storage/keys';
import { merchantList, resolveDirs } from './lib/args';
import { startDemoServer } from './lib/demo-server';
import {
  CHANGES_FILE,
  changesLine,
  compareMerchant,
  diffThreshold,
  galleryChanges,
  keepPrevious,
  pruneGallery,
  type MerchantChange,
} from './lib/gallery-changes';
import { DESKTOP_SHOT, PHONE_SHOTS, galleryIndex } from './lib/gallery-index';
import { REPORT_FILE, type BuildReport, type MerchantReports } from './lib/outcome';
import { previewMemberSession } from './lib/preview-member';
import type { Merchant } from '../src/config/schema/merchant';

const root = path.resolve(import.meta.dirname, '..');
const { merchantsDir, outDir } = resolveDirs(argv);
const galleryDir = path.resolve(String(argv['gallery-dir'] ?? path.join(outDir, 'gallery')));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1920, height: 1080 };
// The paths behind PHONE_SHOTS; the game list is the slots (RNG) category.
const SHOT_PATHS = {
  home: routePath('home'),
  login: routePath('login'),
  register: routePath('register'),
  games: routePath('rng'),
  member: routePath('member/home'),
};
const SHOTS = [...PHONE_SHOTS, DESKTOP_SHOT].map(([file]) => file);
// A screen still changing after 10 x 300 ms is taken as it is then.
const SETTLE_ATTEMPTS = 10;
const SETTLE_MS = 300;
// The sandbox's captcha characters are new on every load; their box is still shown.
const UNSTABLE_TEXT = '.captcha__characters { color: transparent !important; }';
const started = Date.now();

let threshold: number;
try {
  threshold = diffThreshold(argv['diff-threshold']);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const only = merchantList(argv.merchant);
if (argv.build !== false) {
  const buildArgs = ['--merchants-dir', merchantsDir, '--out', outDir, ...(only ? ['--merchant', only.join(',')] : [])];
  await $({ cwd: root, stdio: 'inherit' })`node --import tsx scripts/build.ts ${buildArgs}`;
}

const report: Partial<BuildReport> & MerchantReports = existsSync(path.join(outDir, REPORT_FILE))
  ? JSON.parse(readFileSync(path.join(outDir, REPORT_FILE), 'utf8'))
  : { merchants: {} };
// The merchants whose site is in outDir and whose settings are valid. After CI merged the shards that built,
// a merchant of a failed shard has no site (and perhaps broken settings): the others are still shown.
const merchants = loadMerchants(merchantsDir, only).merchants.filter((m) =>
  existsSync(path.join(outDir, m.code, 'm/home.html')),
);
if (!merchants.length) {
  console.error(`No built merchant site in ${outDir}; run npm run build first (or drop --no-build).`);
  process.exit(1);
}
const missing = (only ?? listMerchantCodes(merchantsDir)).filter((code) => !merchants.some((m) => m.code === code));
if (missing.length)
  console.log(`gallery: without ${missing.join(', ')}: no built site in ${outDir}, or invalid settings`);
if (path.relative(outDir, galleryDir) === 'gallery' && merchants.some((m) => m.code === 'gallery')) {
  console.error('A merchant is called "gallery": pass --gallery-dir to put the gallery elsewhere.');
  process.exit(1);
}

// The sandbox loads every merchant folder it is given and refuses to start on a broken one: it gets a copy
// of the folders of the merchants shown, so a merchant whose shard failed cannot stop the gallery.
const sandboxMerchantsDir = await mkdtemp(path.join(tmpdir(), 'gallery-merchants-'));
process.once('exit', () => rmSync(sandboxMerchantsDir, { recursive: true, force: true }));
for (const merchant of merchants)
  await cp(path.join(merchantsDir, merchant.code), path.join(sandboxMerchantsDir, merchant.code), { recursive: true });
const { app, sandbox, port } = await startDemoServer({ distDir: outDir, merchantsDir: sandboxMerchantsDir });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/**
 * A browser context on `viewport` whose browser speaks the merchant's default language (a first visit
 * follows the browser, SPEC 4); with `member`, every page starts logged in as that sandbox member.
 */
async function openContext(viewport: { width: number; height: number }, merchant: Merchant, member?: SessionInfo) {
  const locale = HTML_LANG[merchant.languages.default];
  // Reduced motion stops the marquee and the skeletons' pulse, so two runs of an unchanged site match.
  const context = await browser.newContext({
    viewport,
    locale,
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  // Chat widgets, captcha vendors and partner sites are not part of the site under review.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|[a-z0-9-]+\.localhost)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  if (member)
    await context.addInitScript(({ key, value }) => window.sessionStorage.setItem(key, value), {
      key: STORAGE_KEYS.sessionInfo,
      value: JSON.stringify(member),
    });
  return context;
}

/** @param file screenshot name, without .png */
async function shoot(context: BrowserContext, code: string, pathname: string, file: string) {
  const page = await context.newPage();
  await page.goto(`http://${code}.localhost:${port}${pathname}`, { waitUntil: 'load' });
  // Islands hydrate and fetch their data after load; a page that keeps polling still gets its picture.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // The images in view finish loading; a lazy one out of view never starts and is not in the picture.
  await page
    .waitForFunction(
      () =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          const inView = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
          return image.complete || !inView;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  await writeFile(path.join(galleryDir, code, `${file}.png`), await settledScreenshot(page));
  await page.close();
}

/**
 * The page's picture once two in a row are the same (as Playwright's toHaveScreenshot waits), so a button
 * that appears after its data comes does not make two runs of an unchanged site differ.
 */
async function settledScreenshot(page: Page) {
  const options = { animations: 'disabled', style: UNSTABLE_TEXT } as const;
  let last = await page.screenshot(options);
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
    await page.waitForTimeout(SETTLE_MS);
    const next = await page.screenshot(options);
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

const memberSession = (code: string) => previewMemberSession(sandbox, code);

try {
  // The folders of the merchants not shown this time stay: they are those merchants' previous screenshots.
  await pruneGallery(galleryDir, listMerchantCodes(merchantsDir));
  const changes: Record<string, MerchantChange> = {};
  // Two merchants at a time: the machines this runs on have two cores.
  const limit = pLimit(2);
  await Promise.all(
    merchants.map((merchant) =>
      limit(async () => {
        await keepPrevious(path.join(galleryDir, merchant.code), SHOTS);
        const guest = await openContext(PHONE, merchant);
        for (const [file] of PHONE_SHOTS.filter(([file]) => file !== 'member'))
          await shoot(guest, merchant.code, SHOT_PATHS[file], file);
        await guest.close();
        const member = await openContext(PHONE, merchant, memberSession(merchant.code));
        await shoot(member, merchant.code, SHOT_PATHS.member, 'member');
        await member.close();
        const desktop = await openContext(DESKTOP, merchant);
        await shoot(desktop, merchant.code, SHOT_PATHS.home, DESKTOP_SHOT[0]);
        await desktop.close();
        changes[merchant.code] = await compareMerchant(galleryDir, merchant.code, SHOTS, threshold);
        console.log(`gallery: ${merchant.code} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }),
    ),
  );
  // In the order shown, whichever merchant finished first.
  const comparison = galleryChanges(Object.fromEntries(merchants.map(({ code }) => [code, changes[code]!])), threshold);
  await writeFile(path.join(galleryDir, CHANGES_FILE), `${JSON.stringify(comparison, null, 2)}\n`);
  const entries = merchants.map((merchant) => ({
    merchant,
    stats: report.merchants[merchant.code],
    change: changes[merchant.code],
  }));
  await writeFile(
    path.join(galleryDir, 'index.html'),
    galleryIndex(entries, { commit: report.commit, generatedAt: comparison.generatedAt, threshold }),
  );
  console.log(changesLine(comparison));
  console.log(
    `Gallery of ${merchants.length} merchant(s) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), path.join(galleryDir, 'index.html'))}`,
  );
} finally {
  await browser.close();
  await app.close();
}
