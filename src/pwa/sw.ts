/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { offlineFallback } from 'workbox-recipes';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE_URL } from '../lib/pwa/offline-page';
import './push-handlers';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The build script injects this merchant's own shell into __WB_MANIFEST (scripts/lib/service-worker.ts).
precacheAndRoute(self.__WB_MANIFEST, {
  cleanURLs: true,
  // Every page is static and reads its query in the browser: any query gets the precached page, also offline.
  ignoreURLParametersMatching: [/./],
});
cleanupOutdatedCaches();

// Any other navigation goes to the network; offline it gets the branded offline page, never the browser's.
registerRoute(new NavigationRoute(new NetworkOnly()));
offlineFallback({ pageFallback: OFFLINE_PAGE_URL });

// The refresh dialog asks a waiting worker to take over (SPEC 4 "Update check").
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
