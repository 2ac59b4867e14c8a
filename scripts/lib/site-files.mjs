// The small per-merchant files of a site root: manifest, asset list, CDN headers, robots and sitemap.
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROUTES, routeUrl } from '../../src/config/routes.ts';
import { MANIFEST_PATH, buildWebManifest } from '../../src/lib/pwa/manifest.ts';
import { OFFLINE_PAGE_URL } from '../../src/lib/pwa/offline-page.ts';
import { FRAMING_HEADERS, deviceSyncPolicy, securityHeaders } from '../../src/config/security-headers.ts';
import { DEVICE_SYNC_PATH } from '../../src/lib/device/device-sync.ts';
import { siteScriptHashes, uncoveredInlineCode } from './inline-scripts.mjs';
import { PRECOMPRESSED } from './precompress.mjs';

export const ASSET_MANIFEST_PATH = '/m/asset-manifest.json';
export const HASHED_ASSETS_DIR = '/m/_astro';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** @typedef {import('../../src/config/schema/merchant.ts').Merchant} Merchant */

/** @param {unknown} value */
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * @param {string} siteDir
 * @param {Merchant} merchant
 */
export async function writeWebManifest(siteDir, merchant) {
  await writeFile(path.join(siteDir, MANIFEST_PATH), json(buildWebManifest(merchant)));
}

/**
 * /m/asset-manifest.json: every hashed asset of the site and the service worker's revision; the update check
 * hashes this list (SPEC 4), so a change of a page or of merchant data (not only of code) is an update too.
 * @param {string} siteDir
 * @param {string} serviceWorker  revision of /m/sw.js, which names every precached file's revision
 */
export async function writeAssetManifest(siteDir, serviceWorker) {
  const names = (await readdir(path.join(siteDir, HASHED_ASSETS_DIR))).filter((name) => !PRECOMPRESSED.test(name));
  const files = names.sort().map((name) => `${HASHED_ASSETS_DIR}/${name}`);
  await writeFile(path.join(siteDir, ASSET_MANIFEST_PATH), json({ files, serviceWorker }));
  return files;
}

/** Every HTML URL of the site, as players request it (with and without .html), and the offline page. */
export function htmlUrls() {
  return [
    '/',
    '/index.html',
    '/target',
    '/target.html',
    ...ROUTES.flatMap((route) => [routeUrl(route), `${routeUrl(route)}.html`]),
    OFFLINE_PAGE_URL,
  ];
}

/** The device-id sync page's file in the site root (built only for merchants on several registrable domains). */
export const DEVICE_SYNC_FILE = `${DEVICE_SYNC_PATH.slice(1)}.html`;

/**
 * `_headers` (Netlify / Cloudflare Pages format). Caching rules never overlap: some CDNs join the values of
 * every matching rule, so each path is listed once. The security headers, which no other rule sets, apply
 * to every path through one catch-all rule; the one exception, the device-id sync page, comes last and
 * detaches the framing headers (`! Name`, Cloudflare Pages) before setting its own policy (docs/decisions.md).
 * @param {[string, string][]} security  from securityHeaders()
 * @param {string} [syncPolicy]  from deviceSyncPolicy(), when the site has the sync page
 */
export function headersFile(security = [], syncPolicy) {
  /**
   * @param {string[]} paths
   * @param {string[]} headers
   */
  const rule = (paths, headers) => paths.map((p) => `${p}\n${headers.map((h) => `  ${h}`).join('\n')}\n`).join('');
  return [
    security.length
      ? rule(
          ['/*'],
          security.map(([name, value]) => `${name}: ${value}`),
        )
      : '',
    rule([`${HASHED_ASSETS_DIR}/*`], [`Cache-Control: ${IMMUTABLE}`]),
    rule(htmlUrls(), [`Cache-Control: ${REVALIDATE}`]),
    rule(['/m/sw.js'], [`Cache-Control: ${REVALIDATE}`, 'Service-Worker-Allowed: /m/']),
    rule([MANIFEST_PATH], [`Cache-Control: ${REVALIDATE}`, 'Content-Type: application/manifest+json']),
    rule([ASSET_MANIFEST_PATH], [`Cache-Control: ${REVALIDATE}`]),
    rule(
      ['/m/icons/*', '/m/brand/*', '/m/favicon.ico', '/favicon.ico', '/robots.txt', '/sitemap.xml'],
      [`Cache-Control: ${REVALIDATE}`],
    ),
    syncPolicy
      ? rule(
          [DEVICE_SYNC_PATH, `${DEVICE_SYNC_PATH}.html`],
          [
            ...FRAMING_HEADERS.map((name) => `! ${name}`),
            `Content-Security-Policy: ${syncPolicy}`,
            `Cache-Control: ${REVALIDATE}`,
          ],
        )
      : '',
  ].join('');
}

// Cloudflare Pages reads at most this many characters of a `_headers` line.
export const MAX_HEADER_LINE = 2000;

/**
 * Writes `_headers` with a policy that hashes every inline script of the site's pages, then checks the
 * pages against the policy as written: an uncovered script, an inline event handler or a script URL
 * fails the build, naming the page. The device-id sync page has a policy of its own, checked the same way.
 * @param {string} siteDir
 * @param {Merchant} merchant
 */
export async function writeHeaders(siteDir, merchant) {
  /** @param {string} file */
  const isSyncPage = (file) => file === DEVICE_SYNC_FILE;
  /** @param {string} file */
  const isSitePage = (file) => !isSyncPage(file);
  const security = securityHeaders(merchant, await siteScriptHashes(siteDir, isSitePage));
  const syncPolicy = existsSync(path.join(siteDir, DEVICE_SYNC_FILE))
    ? deviceSyncPolicy(merchant, await siteScriptHashes(siteDir, isSyncPage))
    : undefined;
  const text = headersFile(security, syncPolicy);
  // Without a policy no inline script is allowed, so every one is reported.
  const policy = security.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  const problems = await uncoveredInlineCode(siteDir, policy, isSitePage);
  if (syncPolicy) problems.push(...(await uncoveredInlineCode(siteDir, syncPolicy, isSyncPage)));
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (longest > MAX_HEADER_LINE)
    problems.push(`_headers: a line of ${longest} characters is longer than the ${MAX_HEADER_LINE} CDNs read`);
  if (problems.length)
    throw new Error(`merchants/${merchant.code}: the site breaks its Content-Security-Policy:\n${problems.join('\n')}`);
  await writeFile(path.join(siteDir, '_headers'), text);
}

/**
 * robots.txt and a sitemap of the indexable pages, on the canonical domain.
 * @param {string} siteDir
 * @param {Merchant} merchant
 */
export async function writeSeoFiles(siteDir, merchant) {
  const origin = `https://${merchant.domains[0]}`;
  const urls = ROUTES.filter((route) => route.indexable).map(
    (route) => `  <url><loc>${origin}${routeUrl(route)}</loc></url>`,
  );
  await writeFile(
    path.join(siteDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(path.join(siteDir, 'robots.txt'), `User-agent: *\nAllow: /m/\nSitemap: ${origin}/sitemap.xml\n`);
}
