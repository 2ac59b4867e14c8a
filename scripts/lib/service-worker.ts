// Injects one merchant's precache list into the service worker that Astro + vite-pwa built once.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getManifest, injectManifest } from 'workbox-build';
import { HASHED_ASSETS_DIR } from '../../src/config/routes';

/**
 * The shell a first visit precaches: the offline page and what it shows, and the core chunk every page runs.
 * The rest (pages, chunks, the player's language) is cached as it is visited (src/pwa/sw.ts): precaching
 * every page and catalogue cost a first visit 712 KB brotli in 139 files.
 */
const SHELL_PATTERNS = ['m/offline.html', 'm/brand/logo.*', 'm/favicon.ico', 'm/_astro/core.*.js'];
/** What the site serves under the worker's scope, as the update check must see it change. */
const SITE_EXTENSIONS = ['html', 'js', 'css', 'webmanifest', 'json', 'svg', 'png', 'ico', 'woff2'];
const SITE_PATTERNS = [`m/**/*.{${SITE_EXTENSIONS.join(',')}}`];
const SITE_IGNORES = ['m/sw.js', 'm/asset-manifest.json'];
const options = {
  // Site paths are absolute from the merchant's origin root.
  modifyURLPrefix: { '': '/' },
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /\/_astro\//,
};

type ManifestEntry = Awaited<ReturnType<typeof getManifest>>['manifestEntries'][number];

/**
 * Every file the update check must see change, as workbox lists them. The hashed assets (about 130, the
 * same for every merchant) are listed by name: their names are their content, which workbox's glob would
 * read and hash again for every merchant only to drop the hash.
 */
export async function siteManifestEntries(siteDir: string) {
  const own = await getManifest({
    globDirectory: siteDir,
    globPatterns: SITE_PATTERNS,
    globIgnores: [...SITE_IGNORES, `${HASHED_ASSETS_DIR.slice(1)}/**`],
    ...options,
  });
  const hashed: ManifestEntry[] = (await readdir(path.join(siteDir, HASHED_ASSETS_DIR)))
    .filter((name) => SITE_EXTENSIONS.includes(path.extname(name).slice(1)))
    .map((name) => ({ url: `${HASHED_ASSETS_DIR}/${name}`, revision: null }));
  const entries = [...own.manifestEntries, ...hashed].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return { entries, warnings: own.warnings };
}

export async function injectPrecache({ builtServiceWorker, siteDir }: { builtServiceWorker: string; siteDir: string }) {
  const swDest = `${siteDir}/m/sw.js`;
  const site = await siteManifestEntries(siteDir);
  const siteRevision = createHash('sha256').update(JSON.stringify(site.entries)).digest('hex').slice(0, 16);
  const result = await injectManifest({
    swSrc: builtServiceWorker,
    swDest,
    globDirectory: siteDir,
    globPatterns: SHELL_PATTERNS,
    ...options,
  });
  // Any file of the site that changes changes the worker, so the browser installs the new one beside the
  // running one and the refresh dialog can hand over to it (SPEC 4 "Update check").
  await writeFile(swDest, `// site ${siteRevision}\n${await readFile(swDest, 'utf8')}`);
  // The worker's revision: it changes exactly when the site does.
  const revision = createHash('sha256')
    .update(await readFile(swDest))
    .digest('hex')
    .slice(0, 16);
  return { count: result.count, size: result.size, warnings: [...site.warnings, ...result.warnings], revision };
}
