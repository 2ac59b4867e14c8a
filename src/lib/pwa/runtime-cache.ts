// What the service worker caches as the player visits the site (src/pwa/sw.ts), and what the first page,
// loaded before any worker ran, hands it afterwards. Paths are the site's own, under /m/.
import { APP_BASE, HASHED_ASSETS_DIR } from '../../config/routes';

/** Read from the network on every check (SPEC 4 "Update check"), never from a cache. */
const ALWAYS_FETCHED = new Set(['/m/sw.js', '/m/asset-manifest.json']);
const SITE_FILE = /\.(svg|png|jpg|webp|avif|ico|webmanifest|woff2)$/;

export const isHashedAsset = (pathname: string) => pathname.startsWith(`${HASHED_ASSETS_DIR}/`);

/** A page of the app: /m/home, /m/member/home, /m/index.html, /m/. */
export const isSitePage = (pathname: string) =>
  pathname.startsWith(APP_BASE) &&
  !isHashedAsset(pathname) &&
  (pathname.endsWith('/') || pathname.endsWith('.html') || !pathname.slice(pathname.lastIndexOf('/')).includes('.'));

/** Icons, brand images, the manifest: files of the site that keep their URL from build to build. */
export const isCachedSiteFile = (pathname: string) =>
  pathname.startsWith(APP_BASE) &&
  !isHashedAsset(pathname) &&
  !ALWAYS_FETCHED.has(pathname) &&
  SITE_FILE.test(pathname);

/**
 * Workbox's CACHE_URLS message for the page that installed the worker: the page itself (without its query,
 * which may hold a token) and the site files it loaded, which the browser's cache then serves to the worker.
 */
export function visitedUrlsMessage(page: Pick<Location, 'origin' | 'pathname'>, loaded: readonly string[]) {
  const own = loaded
    .map((href) => new URL(href, page.origin))
    .filter((url) => url.origin === page.origin && (isHashedAsset(url.pathname) || isCachedSiteFile(url.pathname)))
    .map((url) => url.origin + url.pathname);
  return { type: 'CACHE_URLS', payload: { urlsToCache: [...new Set([page.origin + page.pathname, ...own])] } };
}
