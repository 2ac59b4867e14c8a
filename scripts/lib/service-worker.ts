// Injects one merchant's precache list into the service worker that Astro + vite-pwa built once.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { injectManifest } from 'workbox-build';

/** The merchant's shell: pages, hashed assets, manifest, icons and brand images; never another site's. */
const PRECACHE_PATTERNS = ['m/**/*.{html,js,css,webmanifest,json,svg,png,ico,woff2}'];
const PRECACHE_IGNORES = ['m/sw.js', 'm/asset-manifest.json', 'm/brand/splash.*'];

export async function injectPrecache({ builtServiceWorker, siteDir }: { builtServiceWorker: string; siteDir: string }) {
  const swDest = `${siteDir}/m/sw.js`;
  const result = await injectManifest({
    swSrc: builtServiceWorker,
    swDest,
    globDirectory: siteDir,
    globPatterns: PRECACHE_PATTERNS,
    globIgnores: PRECACHE_IGNORES,
    // Site paths are absolute from the merchant's origin root.
    modifyURLPrefix: { '': '/' },
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /\/_astro\//,
  });
  // The worker holds every precached file's revision: it changes exactly when the installed shell would.
  const revision = createHash('sha256')
    .update(await readFile(swDest))
    .digest('hex')
    .slice(0, 16);
  return { count: result.count, size: result.size, warnings: result.warnings, revision };
}
