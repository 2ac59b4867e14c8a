// What a built site's `_headers` means for each path it serves, and which paths to ask the platforms about
// (tests/build/cdn-platforms.test.ts asks Netlify's parser and Cloudflare's runtime, tests/e2e/nginx.spec.ts nginx).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, routeUrl } from '@/config/routes';
import { headersFor, parseHeadersFile } from '../../sandbox/cdn-headers';
import { PRECOMPRESSED } from '../../scripts/lib/precompress';

/** Header name (lower case) -> value. */
export type HeaderMap = Record<string, string>;

/** The headers `_headers` gives a path, as sandbox/cdn-headers.ts applies it (the local server). */
export function meant(headersText: string, pathname: string): HeaderMap {
  const headers = headersFor(parseHeadersFile(headersText), pathname);
  const map: HeaderMap = {};
  for (const [name, value] of headers) {
    if (name.toLowerCase() in map) throw new Error(`${pathname}: two rules set ${name}`);
    map[name.toLowerCase()] = value;
  }
  return map;
}

/** The answer's headers that `_headers` could have set: those the platform adds by itself left out. */
export function headersOf(all: Iterable<[string, string]>, own: readonly string[], expected: HeaderMap): HeaderMap {
  return Object.fromEntries(
    [...all]
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => name in expected || !own.includes(name)),
  );
}

const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((name) => !PRECOMPRESSED.test(name)) : [];

/**
 * The paths of a built site to check: `/`, every page with and without .html, the service worker, both asset
 * lists, the manifest, a hashed script and stylesheet, icons, brand and startup images, favicons, robots.txt,
 * the sitemap, the device-id sync page when built, and paths that do not exist.
 */
export function sitePaths(siteDir: string): string[] {
  const { files } = JSON.parse(readFileSync(path.join(siteDir, 'm/asset-manifest.json'), 'utf8')) as {
    files: string[];
  };
  const withHtml = (url: string) => [url, `${url}.html`];
  return [
    '/',
    '/index.html',
    ...withHtml('/target'),
    ...ROUTES.flatMap((route) => withHtml(routeUrl(route))),
    '/m/offline.html',
    '/404.html',
    '/m/sw.js',
    '/m/manifest.webmanifest',
    '/m/asset-manifest.json',
    '/mobile/mc/asset-manifest.json',
    files.find((file) => file.endsWith('.js'))!,
    files.find((file) => file.endsWith('.css'))!,
    ...filesUnder(path.join(siteDir, 'm/icons')).map((name) => `/m/icons/${name}`),
    ...filesUnder(path.join(siteDir, 'm/brand')).map((name) => `/m/brand/${name}`),
    ...filesUnder(path.join(siteDir, 'startup'))
      .slice(0, 1)
      .map((name) => `/startup/${name}`),
    '/favicon.ico',
    '/m/favicon.ico',
    '/robots.txt',
    '/sitemap.xml',
    ...(existsSync(path.join(siteDir, 'device-sync.html')) ? withHtml('/device-sync') : []),
    '/m/no-such-page',
    '/m/_astro/no-such-file.js',
    '/no/such/path',
  ];
}

/** Every file of a built site as a URL (pages also without .html), `_headers` and the .br / .gz copies left out. */
export function siteFileUrls(siteDir: string): string[] {
  return (readdirSync(siteDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && !PRECOMPRESSED.test(entry.name) && entry.name !== '_headers')
    .map((entry) => `/${path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .flatMap((url) => (url.endsWith('.html') ? [url, url.slice(0, -'.html'.length)] : [url]));
}
