// Two releases of one site in which every revalidated file changes its bytes but not its size, written with
// one modification time: what a deploy that normalises mtimes publishes (issue 41). The hashed file is the
// same in both, as a new build keeps a hashed name only for the same bytes.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headersFile } from '../../scripts/lib/site-files';

/** Every file's modification time, in both releases (whole seconds, as HTTP dates carry). */
export const RELEASE_MTIME = new Date('2026-11-30T12:00:00Z');

/** URL -> file of each kind of file `_headers` revalidates (no-cache). */
export const REVALIDATED: Record<string, string> = {
  '/m/sw.js': 'm/sw.js',
  '/m/home': 'm/home.html',
  '/m/login': 'm/login.html',
  '/m/asset-manifest.json': 'm/asset-manifest.json',
  '/mobile/mc/asset-manifest.json': 'mobile/mc/asset-manifest.json',
  '/m/manifest.webmanifest': 'm/manifest.webmanifest',
  '/m/member/home': 'm/member/home.html',
  '/m/icons/icon-192.png': 'm/icons/icon-192.png',
  '/': 'index.html',
  '/robots.txt': 'robots.txt',
};

/** A hashed asset: `Cache-Control: immutable`, the same bytes in both releases. */
export const HASHED = { url: '/m/_astro/core.Bx3kQ9aZ.js', file: 'm/_astro/core.Bx3kQ9aZ.js', text: 'export {};\n' };

/** The bytes of `file` in a release: the same length in both. */
export const releaseText = (file: string, release: 1 | 2) => `release ${release} of ${file}\n`;

/** Writes (or overwrites) the site's files as `release` has them, every one with RELEASE_MTIME. */
export function writeRelease(siteDir: string, release: 1 | 2) {
  const files: Record<string, string> = {
    ...Object.fromEntries(Object.values(REVALIDATED).map((file) => [file, releaseText(file, release)])),
    [HASHED.file]: HASHED.text,
    '404.html': '<!doctype html><title>Page not found</title>',
    _headers: headersFile(),
  };
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(siteDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    utimesSync(full, RELEASE_MTIME, RELEASE_MTIME);
  }
}
