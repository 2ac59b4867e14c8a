/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { offlineFallback } from 'workbox-recipes';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { OFFLINE_PAGE_URL } from '../lib/pwa/offline-page';
import { isCachedSiteFile, isHashedAsset, isSitePage } from '../lib/pwa/runtime-cache';
import './push-handlers';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The build script injects the merchant's shell into __WB_MANIFEST (scripts/lib/service-worker.ts): the
// offline page and what it shows, and the core chunk. Everything else is cached as the player visits it.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: true, ignoreURLParametersMatching: [/./] });
cleanupOutdatedCaches();
// A first visit's page starts without a worker: taken over at once, what it loads from then on is cached.
clientsClaim();

/** Only whole answers: a redirect or an error page is never served again in place of the page. */
const completeOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};
/** Every page is static and reads its query in the browser: one entry per page, and no token in a cache key. */
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

/** Workbox declares the plugin's optional hooks as possibly undefined, which exactOptionalPropertyTypes refuses. */
const expiring = (options: ConstructorParameters<typeof ExpirationPlugin>[0]) =>
  new ExpirationPlugin(options) as WorkboxPlugin;

// Pages: the network first (a new version shows at once), the page as last visited when offline.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && (request.mode === 'navigate' || isSitePage(url.pathname)),
  new NetworkFirst({
    cacheName: 'pages',
    plugins: [withoutQuery, completeOnly, expiring({ maxEntries: 60 })],
  }),
);
// Hashed assets never change under their name.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [completeOnly, expiring({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);
// Icons, brand images and the manifest keep their URL from build to build.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isCachedSiteFile(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'files', plugins: [withoutQuery, completeOnly] }),
);

// A page never visited, offline: the branded offline page, never the browser's.
offlineFallback({ pageFallback: OFFLINE_PAGE_URL });

// The refresh dialog asks a waiting worker to take over (SPEC 4 "Update check"). The page that installed
// the worker sends what it loaded before as Workbox's CACHE_URLS message (src/lib/pwa/register-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
