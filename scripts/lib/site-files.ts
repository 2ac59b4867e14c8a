// The small per-merchant files of a site root: manifest, asset lists, CDN headers, robots and sitemap.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathsOverlap } from '../../sandbox/cdn-headers';
import { HASHED_ASSETS_DIR, ROUTES, routeUrl } from '../../src/config/routes';
import { isIndexableFor } from '../../src/config/game-categories';
import { securityHeaders } from '../../src/build/security-headers';
import { MANIFEST_PATH, buildWebManifest } from '../../src/lib/pwa/manifest';
import { STARTUP_SCREENS, startupImageUrl } from '../../src/lib/pwa/startup-images';
import { ASSET_MANIFEST_URLS } from '../../src/lib/pwa/update-check';
import { sitePagesCode, siteScriptHashes, uncoveredInlineCode, type SitePages } from './inline-scripts';
import { PRECOMPRESSED } from './precompress';
import type { Merchant } from '../../src/config/schema/merchant';

/** SPEC 2: the two asset lists the update check fetches and hashes. */
const [ASSET_MANIFEST_PATH, SECOND_ASSET_MANIFEST_PATH] = ASSET_MANIFEST_URLS;
/** iOS startup images, outside /m/ (src/lib/pwa/startup-images.ts). */
const STARTUP_DIR = path.posix.dirname(startupImageUrl(STARTUP_SCREENS[0]));
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export async function writeWebManifest(siteDir: string, merchant: Merchant) {
  await writeFile(path.join(siteDir, MANIFEST_PATH), json(buildWebManifest(merchant)));
}

/**
 * /m/asset-manifest.json: every hashed asset of the site and the service worker's revision; the update check
 * hashes this list and the second (SPEC 4), so a change of a page or of merchant data (not only of code) is an
 * update too.
 * @param serviceWorker revision of /m/sw.js, which names every precached file's revision
 */
export async function writeAssetManifest(siteDir: string, serviceWorker: string) {
  const names = (await readdir(path.join(siteDir, HASHED_ASSETS_DIR))).filter((name) => !PRECOMPRESSED.test(name));
  const files = names.sort().map((name) => `${HASHED_ASSETS_DIR}/${name}`);
  const text = json({ files, serviceWorker });
  await writeFile(path.join(siteDir, ASSET_MANIFEST_PATH), text);
  // SPEC 2's second list: the same content, which already changes whenever any file of the shell does.
  await mkdir(path.join(siteDir, path.posix.dirname(SECOND_ASSET_MANIFEST_PATH)), { recursive: true });
  await writeFile(path.join(siteDir, SECOND_ASSET_MANIFEST_PATH), text);
  return files;
}

// Cloudflare Pages reads at most this many `_headers` rules (path lines) and this many characters of a line,
// and silently drops what lies beyond (the tail of the file, or the whole line).
export const MAX_HEADER_RULES = 100;
export const MAX_HEADER_LINE = 2000;

// eslint-disable-next-line no-control-regex -- what must never reach a header: C0 and C1 controls, DEL
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// An HTTP header name (an RFC 9110 token) that no parser takes for a comment (a line starting with "#").
const TOKEN = /^[0-9A-Za-z][!#$%&'*+.^_`|~0-9A-Za-z-]*$/;

/**
 * The site's `_headers` rules: the security headers on every path (`/*`), and caching rules in the path syntax
 * Cloudflare Pages and Netlify share (`:name` one segment, `*` the rest), one rule per kind of path, not per
 * URL. No two rules that can match one path set the same header, so how a platform joins or replaces the
 * values of overlapping rules never matters; `/m/sw.js` and the manifest therefore get their own header in a
 * rule of their own, beside the no-cache of `/m/:page`.
 * @param security from securityHeaders(): the same on every path of the site
 */
function headersRules(security: [string, string][] = []): { path: string; headers: [string, string][] }[] {
  const cache = (value: string): [string, string][] => [['Cache-Control', value]];
  // Route folders below /m/ ("member" of member/home), each a rule of its own.
  const routeDirs = [...new Set(ROUTES.map((route) => path.posix.dirname(route.path)).filter((dir) => dir !== '.'))];
  return [
    ...(security.length ? [{ path: '/*', headers: security }] : []),
    // Hashed names: a new build writes new names, so a file never changes under its URL.
    { path: `${HASHED_ASSETS_DIR}/:file`, headers: cache(IMMUTABLE) },
    // Everything else is revalidated: pages, the service worker, manifests, icons and brand images keep
    // their URL from build to build.
    { path: '/', headers: cache(REVALIDATE) },
    // index.html, 404.html, /target, /device-sync, favicon.ico, robots.txt, sitemap.xml
    { path: '/:file', headers: cache(REVALIDATE) },
    // every route page, /m/offline.html, sw.js, manifest.webmanifest, asset-manifest.json, favicon.ico
    { path: '/m/:page', headers: cache(REVALIDATE) },
    ...routeDirs.map((dir) => ({ path: `/m/${dir}/:page`, headers: cache(REVALIDATE) })),
    ...['/m/icons', '/m/brand', STARTUP_DIR, path.posix.dirname(SECOND_ASSET_MANIFEST_PATH)].map((dir) => ({
      path: `${dir}/:file`,
      headers: cache(REVALIDATE),
    })),
    { path: '/m/sw.js', headers: [['Service-Worker-Allowed', '/m/']] },
    { path: MANIFEST_PATH, headers: [['Content-Type', 'application/manifest+json']] },
  ];
}

/**
 * `_headers` (Netlify / Cloudflare Pages format) from headersRules(). Refuses (throws) a header name that is
 * no token, a header value or path with a control character (a line break would start a rule of its own),
 * and two rules that could both set one header on a path.
 * @param security from securityHeaders()
 */
export function headersFile(security: [string, string][] = []) {
  const rules = headersRules(security);
  for (const { path: rulePath, headers } of rules) {
    if (!rulePath.startsWith('/') || /\s/.test(rulePath) || CONTROL.test(rulePath))
      throw new Error(`_headers: the path ${JSON.stringify(rulePath)} is no plain site path`);
    for (const [name, value] of headers) {
      if (!TOKEN.test(name)) throw new Error(`_headers: ${JSON.stringify(name)} is no header name (${rulePath})`);
      if (CONTROL.test(value) || !value.trim())
        throw new Error(`_headers: the value of ${name} (${rulePath}) is empty or has a control character`);
    }
  }
  rules.forEach((rule, index) => {
    for (const other of rules.slice(index + 1)) {
      const shared = rule.headers.filter(([name]) =>
        other.headers.some(([otherName]) => otherName.toLowerCase() === name.toLowerCase()),
      );
      if (shared.length && pathsOverlap(rule.path, other.path))
        throw new Error(`_headers: ${rule.path} and ${other.path} both set ${shared[0]?.[0]} on some path`);
    }
  });
  return rules
    .map((rule) => `${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`)
    .join('');
}

/**
 * Cloudflare Pages' limits, as `problems` lines: more rules or longer lines than it reads.
 * @param text a `_headers`
 */
export function headersLimitProblems(text: string) {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.startsWith('/')).length;
  const longest = Math.max(...lines.map((line) => line.length));
  return [
    ...(rules > MAX_HEADER_RULES
      ? [`_headers: ${rules} rules, more than the ${MAX_HEADER_RULES} Cloudflare Pages reads`]
      : []),
    ...(longest > MAX_HEADER_LINE
      ? [`_headers: a line of ${longest} characters is longer than the ${MAX_HEADER_LINE} Cloudflare Pages reads`]
      : []),
  ];
}

/**
 * Writes `_headers` with a policy that hashes every inline script of every page of the site (the device-id
 * sync page's too: one policy for the whole site), then checks the pages against the policy as written: an
 * uncovered script, an inline event handler or a script URL fails the build, naming the page; so does a file
 * beyond Cloudflare Pages' limits, or a header it could not carry.
 * @param parsed the site's pages, when already parsed (parseSitePages)
 */
export async function writeHeaders(siteDir: string, merchant: Merchant, parsed?: SitePages) {
  const pages = await sitePagesCode(siteDir, parsed);
  const security = securityHeaders(merchant, siteScriptHashes(pages));
  let text: string;
  try {
    text = headersFile(security);
  } catch (error) {
    throw new Error(`merchants/${merchant.code}: ${(error as Error).message}`, { cause: error });
  }
  // Without a policy no inline script is allowed, so every one is reported.
  const policy = security.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  const problems = uncoveredInlineCode(pages, policy);
  const limits = headersLimitProblems(text);
  if (problems.length)
    throw new Error(
      `merchants/${merchant.code}: the site breaks its Content-Security-Policy:\n${[...problems, ...limits].join('\n')}`,
    );
  if (limits.length) throw new Error(`merchants/${merchant.code}: ${limits.join('\n')}`);
  await writeFile(path.join(siteDir, '_headers'), text);
}

/** robots.txt and a sitemap of the indexable pages, on the canonical domain. */
export async function writeSeoFiles(siteDir: string, merchant: Merchant) {
  const origin = `https://${merchant.domains[0]}`;
  const urls = ROUTES.filter((route) => isIndexableFor(route, merchant.categories)).map(
    (route) => `  <url><loc>${origin}${routeUrl(route)}</loc></url>`,
  );
  await writeFile(
    path.join(siteDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(path.join(siteDir, 'robots.txt'), `User-agent: *\nAllow: /m/\nSitemap: ${origin}/sitemap.xml\n`);
}
