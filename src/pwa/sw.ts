/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import './push-handlers';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The build script injects this merchant's own shell into __WB_MANIFEST (scripts/lib/service-worker.mjs).
precacheAndRoute(self.__WB_MANIFEST, {
  cleanURLs: true,
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^gclid$/],
});
cleanupOutdatedCaches();

// The refresh dialog asks a waiting worker to take over (SPEC 4 "Update check").
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
