#!/usr/bin/env tsx
// npm run gallery [-- --merchant a,b] [--no-build] [--out dist] [--merchants-dir merchants] [--gallery-dir dir]
// Builds what changed (unless --no-build), serves the sites with the sandbox as `npm start` does, and
// screenshots every merchant's home, login, register, game list and member centre at 360x780 plus home at
// 1920x1080 in Chromium, into <out>/gallery/ with an index.html that ops review before deploying.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
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
const started = Date.now();

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
  const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1, serviceWorkers: 'block' });
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
  await page.screenshot({ path: path.join(galleryDir, code, `${file}.png`) });
  await page.close();
}

const memberSession = (code: string) => previewMemberSession(sandbox, code);

try {
  await rm(galleryDir, { recursive: true, force: true });
  // Two merchants at a time: the machines this runs on have two cores.
  const limit = pLimit(2);
  await Promise.all(
    merchants.map((merchant) =>
      limit(async () => {
        await mkdir(path.join(galleryDir, merchant.code), { recursive: true });
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
        console.log(`gallery: ${merchant.code} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }),
    ),
  );
  const entries = merchants.map((merchant) => ({ merchant, stats: report.merchants[merchant.code] }));
  await writeFile(path.join(galleryDir, 'index.html'), galleryIndex(entries, { commit: report.commit }));
  console.log(
    `Gallery of ${merchants.length} merchant(s) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), path.join(galleryDir, 'index.html'))}`,
  );
} finally {
  await browser.close();
  await app.close();
}
