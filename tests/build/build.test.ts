// The build pipeline end to end on copies of the sample merchants: split, isolation, chunk identity,
// PWA files, incremental skip and atomic failure. One real build is shared by the file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { ROUTES } from '@/config/routes';
import { headersFor, parseHeadersFile } from '../../sandbox/cdn-headers';
import { BUDGETS } from '../../scripts/lib/page-weight';
import { PRECOMPRESSED } from '../../scripts/lib/precompress';
import { listFiles, ROOT, runBuild, scratchProject, treeHash } from './build-helpers';

const project = scratchProject();
const { merchantsDir, outDir } = project;
const CODES = ['luckystar', 'saigonlotto', 'siamarena'];
const read = (code: string, file: string) => readFileSync(path.join(outDir, code, file), 'utf8');
/** The hashed assets of a site, without their precompressed copies. */
const hashedAssets = (code: string) =>
  listFiles(path.join(outDir, code, 'm/_astro')).filter((file) => !PRECOMPRESSED.test(file));
let firstBuild: ReturnType<typeof runBuild>;
const DEMO_FIREBASE_WARNING = `${path.relative(ROOT, path.join(merchantsDir, 'luckystar/merchant.json'))}: social.firebase: "demo-luckystar" is a demo project that only runs against the local emulator; this production build leaves Firebase sign-in and push out (build with --env demo to keep them)`;
const LOOPBACK_FRAME_WARNING = `${path.relative(ROOT, path.join(merchantsDir, 'luckystar/merchant.json'))}: games.frame.origins.0: "http://games.localhost:*" is a stand-in on this machine, plain http; this production build leaves it out, so its games open by redirect (build with --env demo to keep it)`;

beforeAll(() => {
  firstBuild = runBuild(['--merchants-dir', merchantsDir, '--out', outDir]);
}, 180_000);
afterAll(() => rmSync(project.dir, { recursive: true, force: true }));

describe('npm run build', () => {
  it('builds every merchant into its own site root', () => {
    // A production build says it leaves the sample's stand-ins on this machine out (the demo Firebase project,
    // the loopback game vendor); nothing else.
    expect(firstBuild.stderr).toBe(
      `Warnings (2):\n  luckystar: ${DEMO_FIREBASE_WARNING}\n  luckystar: ${LOOPBACK_FRAME_WARNING}\n`,
    );
    expect(firstBuild.status).toBe(0);
    expect(firstBuild.stdout).toMatch(/Rendering 3 merchant\(s\) in one Astro pass/);
    for (const code of CODES) expect(existsSync(path.join(outDir, code, 'm/home.html'))).toBe(true);
    expect(existsSync(path.join(outDir, '.staging'))).toBe(false);
  });

  it('writes every route of SPEC 2 under /m/, with index.html and register.html as files', () => {
    const files = listFiles(path.join(outDir, 'luckystar'));
    for (const route of ROUTES) expect(files).toContain(`m/${route.path}.html`);
    expect(files).toContain('m/index.html');
    expect(files).toContain('m/register.html');
    expect(files).toContain('index.html');
  });

  it('renders each page with its real title, description, heading and canonical domain', () => {
    const html = read('saigonlotto', 'm/sports.html');
    // Each text carries its key (and values), so a language switch re-renders it in place.
    expect(html).toMatch(
      /<title data-i18n="routes\.sports\.title" data-i18n-suffix=" \| Saigon Lotto Club">[^<]+ \| Saigon Lotto Club<\/title>/,
    );
    expect(html).toMatch(
      /<meta name="description" content="[^"]*Saigon Lotto Club[^"]*" data-i18n="routes\.sports\.description"/,
    );
    expect(html).toMatch(
      /<main class="app-main" id="main" aria-labelledby="page-heading"> <h1 class="page-heading" id="page-heading" data-i18n="routes\.sports\.heading" data-i18n-values="[^"]+">[^<]+<\/h1>/,
    );
    expect(html).toContain('<link rel="canonical" href="https://saigonlotto.example/m/sports">');
    expect(html).toContain('<html lang="vi" dir="ltr" data-merchant="saigonlotto" data-language="VI"');
    expect(html).toContain('component-url="/m/_astro/CategoryLane.');
  });

  it("keeps every file of one merchant free of the other merchants' codes, names and domains", () => {
    const { merchants } = loadMerchants(merchantsDir);
    for (const merchant of merchants) {
      const others = merchants.filter((m) => m.code !== merchant.code);
      const needles = others.flatMap((m) => [m.code, m.name, m.merchantCode, ...m.domains]);
      for (const file of listFiles(path.join(outDir, merchant.code))) {
        const text = readFileSync(path.join(outDir, merchant.code, file), 'latin1');
        for (const needle of needles)
          expect(text.includes(needle), `${merchant.code}/${file} names ${needle}`).toBe(false);
      }
    }
  });

  it('ships byte-identical hashed JS and CSS chunks to every merchant', () => {
    const chunks = (code: string) => listFiles(path.join(outDir, code, 'm/_astro'));
    expect(chunks('luckystar').length).toBeGreaterThan(5);
    for (const code of CODES.slice(1)) {
      expect(chunks(code)).toEqual(chunks('luckystar'));
      expect(treeHash(path.join(outDir, code, 'm/_astro'))).toBe(treeHash(path.join(outDir, 'luckystar', 'm/_astro')));
    }
  });

  it('links the shared hashed assets into every site as one file each, and keeps each site its own island runtime', () => {
    const inode = (code: string, file: string) => statSync(path.join(outDir, code, 'm/_astro', file)).ino;
    const shared = hashedAssets('luckystar').filter((file) => !file.startsWith('islands.'));
    expect(shared.length).toBeGreaterThan(5);
    for (const file of shared)
      for (const code of CODES.slice(1)) expect(inode(code, file), file).toBe(inode('luckystar', file));
    // Written per site by the boot step: its own file, so no site's step can change another's.
    const runtime = hashedAssets('luckystar').find((file) => file.startsWith('islands.'))!;
    expect(inode('siamarena', runtime)).not.toBe(inode('luckystar', runtime));
  });

  it('lists the indexable pages in sitemap.xml (SPEC 2 content paths, home, login, register) and marks the rest noindex', () => {
    const sitemap = read('luckystar', 'sitemap.xml');
    for (const path of ['home', 'login', 'register', 'sports', 'arcade', 'news', 'download', 'app'])
      expect(sitemap).toContain(`<loc>https://luckystar.example/m/${path}</loc>`);
    // Lucky Star offers no lottery (merchant.json categories): its lottery page is an empty state, not advertised.
    for (const path of ['member/home', 'changePsw', 'feedback', 'index', 'elott'])
      expect(sitemap).not.toContain(`/m/${path}<`);
    expect(read('siamarena', 'sitemap.xml')).toContain('<loc>https://siamarena.example/m/elott</loc>');
    expect(read('luckystar', 'm/login.html')).not.toContain('content="noindex"');
    expect(read('luckystar', 'm/member/home.html')).toContain('<meta name="robots" content="noindex">');
    expect(read('luckystar', 'm/elott.html')).toContain('<meta name="robots" content="noindex">');
  });

  it('ships no public-suffix list to the browser (cookie domains are computed at build time)', () => {
    for (const file of hashedAssets('luckystar').filter((name) => name.endsWith('.js'))) {
      expect(read('luckystar', `m/_astro/${file}`).includes('blogspot'), `${file} carries tldts' suffix list`).toBe(
        false,
      );
    }
  });

  it("writes the web manifest of SPEC 9 with the merchant's names and colours", () => {
    const manifest = JSON.parse(read('saigonlotto', 'm/manifest.webmanifest'));
    expect(manifest).toMatchObject({
      display: 'standalone',
      orientation: 'portrait',
      start_url: '/m/home',
      scope: '/m/',
      name: 'Saigon Lotto Club',
      short_name: 'SaigonLotto',
      theme_color: '#0b7a4b',
      background_color: '#0f1f17',
    });
    const sizes = manifest.icons
      .filter((i: { purpose: string }) => i.purpose === 'any')
      .map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(['192x192', '256x256', '384x384', '512x512']);
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/m\/icons\/.+\.png$/);
    expect(JSON.parse(read('luckystar', 'm/manifest.webmanifest')).short_name).toBe('Lucky Star');
  });

  it('generates icons of the declared sizes, an apple-touch-icon and a favicon', async () => {
    const manifest = JSON.parse(read('siamarena', 'm/manifest.webmanifest'));
    for (const icon of manifest.icons) {
      const meta = await sharp(path.join(outDir, 'siamarena', icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    expect((await sharp(path.join(outDir, 'siamarena/m/icons/apple-touch-icon.png')).metadata()).width).toBe(180);
    expect(readFileSync(path.join(outDir, 'siamarena/favicon.ico')).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('links the manifest, icons and the service worker registration from every page', () => {
    for (const route of ROUTES) {
      const html = read('luckystar', `m/${route.path}.html`);
      expect(html).toContain('<link rel="manifest" href="/m/manifest.webmanifest">');
      expect(html).toContain('<link rel="apple-touch-icon" href="/m/icons/apple-touch-icon.png">');
      expect(html).toContain('data-merchant="luckystar"');
      expect(html).toContain('data-env="production"');
    }
  });

  it("precaches only the merchant's own shell in /m/sw.js: the offline page, its logo and the core chunk", () => {
    const sw = read('siamarena', 'm/sw.js');
    expect(sw).not.toContain('self.__WB_MANIFEST');
    const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
    expect(urls).toContain('/m/offline.html');
    expect(urls).not.toContain('/m/home.html');
    expect(urls.filter((u) => u.startsWith('/m/_astro/'))).toEqual([
      expect.stringMatching(/^\/m\/_astro\/core\.[\w-]+\.js$/),
    ]);
    for (const url of urls) expect(existsSync(path.join(outDir, 'siamarena', url)), url).toBe(true);
  });

  it("lists the hashed assets and the service worker's revision in /m/asset-manifest.json", () => {
    const { files, serviceWorker } = JSON.parse(read('luckystar', 'm/asset-manifest.json'));
    expect(files).toEqual(hashedAssets('luckystar').map((f) => `/m/_astro/${f}`));
    // A change of any page or asset of the site changes sw.js, so the update check sees it (SPEC 4).
    expect(serviceWorker).toBe(createHash('sha256').update(read('luckystar', 'm/sw.js')).digest('hex').slice(0, 16));
  });

  it('precaches the branded offline page, and builds /target outside the worker scope', () => {
    expect(read('luckystar', 'm/sw.js')).toContain('"url":"/m/offline.html"');
    expect(read('luckystar', 'm/offline.html')).toContain('<button type="button" id="retry">');
    expect(existsSync(path.join(outDir, 'luckystar', 'target.html'))).toBe(true);
  });

  it('writes a brotli and a gzip copy beside every text file that compresses', () => {
    const files = listFiles(path.join(outDir, 'luckystar'));
    // Chunks of a few bytes do not get smaller; every file of 1 KB or more does.
    const large = hashedAssets('luckystar')
      .map((f) => `m/_astro/${f}`)
      .filter((file) => statSync(path.join(outDir, 'luckystar', file)).size >= 1024);
    expect(large.length).toBeGreaterThan(10);
    for (const file of ['m/home.html', 'm/sw.js', 'm/manifest.webmanifest', 'm/asset-manifest.json', ...large]) {
      expect(files, file).toContain(`${file}.br`);
      expect(files, file).toContain(`${file}.gz`);
    }
    expect(files.filter((file) => /\.(png|ico)\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('writes CDN headers: a year immutable for hashed assets, no-cache for HTML, sw.js and manifests', () => {
    const rules = parseHeadersFile(read('luckystar', '_headers'));
    const cacheControl = (p: string) => headersFor(rules, p).filter(([name]) => name === 'Cache-Control');
    expect(cacheControl(`/m/_astro/${hashedAssets('luckystar')[0]}`)).toEqual([
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ]);
    for (const p of [
      '/m/home',
      '/m/home.html',
      '/m/index.html',
      '/m/register.html',
      '/m/sw.js',
      '/m/manifest.webmanifest',
      '/m/asset-manifest.json',
      '/mobile/mc/asset-manifest.json',
    ]) {
      expect(cacheControl(p), p).toEqual([['Cache-Control', 'no-cache']]);
    }
  });

  it('reports raw and gzip sizes, brand asset sizes, warnings, the source commit and timings in build-report.json', () => {
    const report = JSON.parse(readFileSync(path.join(outDir, 'build-report.json'), 'utf8'));
    expect(report.built).toEqual(CODES);
    expect(report.merchants.luckystar.jsBytes).toBeGreaterThan(0);
    expect(report.merchants.luckystar.jsGzipBytes).toBeGreaterThan(0);
    expect(report.merchants.luckystar.jsGzipBytes).toBeLessThan(report.merchants.luckystar.jsBytes / 2);
    expect(report.merchants.luckystar.brandAssets).toMatchObject({
      'm/brand/logo.svg': readFileSync(path.join(merchantsDir, 'luckystar/assets/logo.svg')).length,
      'm/icons/icon-512.png': expect.any(Number),
    });
    expect(report.merchants.luckystar.warnings).toEqual([DEMO_FIREBASE_WARNING, LOOPBACK_FRAME_WARNING]);
    expect(report.merchants.siamarena.warnings).toEqual([]);
    expect(report.commit).toMatch(/^[0-9a-f]{40}/);
    expect(report.timings.astro).toBeGreaterThan(0);
  });

  it('reports the first-load weight of every page, within the page-weight budgets', () => {
    const { pages } = JSON.parse(readFileSync(path.join(outDir, 'build-report.json'), 'utf8')).merchants.siamarena;
    expect(Object.keys(pages)).toHaveLength(ROUTES.length + 4); // every route, /, /404, /target and /m/offline
    for (const [page, weight] of Object.entries(pages) as [string, { html: number; css: number; js: number }][]) {
      expect(weight.html, page).toBeLessThanOrEqual(BUDGETS.html);
      expect(weight.css, page).toBeLessThanOrEqual(BUDGETS.css);
      expect(weight.js, page).toBeLessThanOrEqual(page === '/m/home' ? BUDGETS.homeJs : BUDGETS.js);
    }
    expect(pages['/m/home'].js).toBeGreaterThan(60 * 1024); // React's client at least
  });
});

describe('a second build', () => {
  it('skips unchanged merchants and says which', () => {
    const before = treeHash(path.join(outDir, 'luckystar'));
    const again = runBuild(['--merchants-dir', merchantsDir, '--out', outDir]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Skipped (unchanged): luckystar, saigonlotto, siamarena');
    expect(again.stdout).toContain('Built 0, skipped 3');
    expect(treeHash(path.join(outDir, 'luckystar'))).toBe(before);
  });

  it('rebuilds only the merchant whose settings changed', () => {
    const file = path.join(merchantsDir, 'siamarena/merchant.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.theme.accent = '#ff00aa';
    writeFileSync(file, JSON.stringify(settings));
    const again = runBuild(['--merchants-dir', merchantsDir, '--out', outDir]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Skipped (unchanged): luckystar, saigonlotto');
    expect(again.stdout).toContain('Rendering 1 merchant(s) in one Astro pass: siamarena');
    expect(read('siamarena', 'm/home.html')).toContain('--color-accent:#ff00aa');
  }, 120_000);
});

describe('a failing build', () => {
  it('prints every settings problem, exits non-zero and leaves dist/ exactly as it was', () => {
    const before = treeHash(outDir);
    const file = path.join(merchantsDir, 'luckystar/merchant.json');
    const original = readFileSync(file, 'utf8');
    const settings = JSON.parse(original);
    settings.theme.primary = 'crimson';
    settings.languages.enabled.push('ZZ');
    writeFileSync(file, JSON.stringify(settings));
    const failed = runBuild(['--merchants-dir', merchantsDir, '--out', outDir, '--force']);
    writeFileSync(file, original);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(
      /luckystar\/merchant\.json: theme\.primary: must be a hex colour like "#1a2b3c", got "crimson"/,
    );
    const index = settings.languages.enabled.length - 1;
    expect(failed.stderr).toContain(`luckystar/merchant.json: languages.enabled.${index}: unknown language code "ZZ"`);
    expect(treeHash(outDir)).toBe(before);
  });

  it('names an unreadable image by file and field before rendering, and leaves dist/ exactly as it was', () => {
    const before = treeHash(outDir);
    const icon = path.join(merchantsDir, 'saigonlotto/assets/icon.svg');
    const original = readFileSync(icon);
    writeFileSync(icon, 'this is not an image');
    const failed = runBuild(['--merchants-dir', merchantsDir, '--out', outDir, '--force']);
    writeFileSync(icon, original);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(
      /saigonlotto\/merchant\.json: template\.favicon: assets\/icon\.svg: is not well-formed XML/,
    );
    expect(failed.stdout).not.toContain('Rendering');
    expect(treeHash(outDir)).toBe(before);
  });

  it('fails after rendering (icons cannot be written), and still leaves dist/ exactly as it was', () => {
    const before = treeHash(outDir);
    const notAFolder = path.join(project.dir, 'icon-cache-file');
    writeFileSync(notAFolder, 'a file where the icon cache folder should be');
    const failed = runBuild(['--merchants-dir', merchantsDir, '--out', outDir, '--force'], {
      ICON_CACHE_DIR: notAFolder,
    });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('Rendering 3 merchant(s)');
    expect(failed.stderr).toMatch(/Build failed/);
    expect(treeHash(outDir)).toBe(before);
    expect(existsSync(path.join(outDir, '.staging'))).toBe(false);
  }, 120_000);
});
