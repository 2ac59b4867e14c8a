// Sizes of a built site for dist/build-report.json.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE, PRECOMPRESSED } from './precompress';

// The merchant's own images in its site: logo, splash, icons and favicon.
const BRAND_FILES = /^(?:m\/brand\/|m\/icons\/|favicon\.ico$)/;
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

type FileSize = { size: number; gzip: number };
/** Sizes by path relative to a site root ("m/_astro/core.x.js"). */
export type FileSizes = Map<string, FileSize>;

async function fileSize(file: string): Promise<FileSize> {
  const size = (await stat(file)).size;
  // The build's own gzip copy when there is one (the same level 9), so nothing is compressed twice.
  const gzip = !COMPRESSIBLE.test(file)
    ? size
    : existsSync(`${file}.gz`)
      ? (await stat(`${file}.gz`)).size
      : gzipSize(await readFile(file));
  return { size, gzip };
}

/**
 * The sizes of the shared hashed assets, read once per build: every site links them unchanged (assemble.ts),
 * so 200 merchants do not stat the same 144 files and their copies 200 times.
 * @param astroOut the Astro pass's output, laid out as a site root: every site links its `dir`
 */
export async function sharedSizes(astroOut: string, dir: string): Promise<FileSizes> {
  const sizes: FileSizes = new Map();
  const root = path.join(astroOut, dir);
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || PRECOMPRESSED.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    sizes.set(path.relative(astroOut, file).split(path.sep).join('/'), await fileSize(file));
  }
  return sizes;
}

/** @param shared sizes of files every site shares (sharedSizes), taken as they are */
export async function siteStats(siteDir: string, shared: FileSizes = new Map()) {
  let files = 0,
    bytes = 0,
    gzipBytes = 0,
    jsBytes = 0,
    jsGzipBytes = 0,
    cssBytes = 0,
    cssGzipBytes = 0,
    largestJs = 0;
  const brandAssets: Record<string, number> = {};
  let homeGzipBytes = 0;
  for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || PRECOMPRESSED.test(entry.name)) continue; // counted as the file they compress
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(siteDir, file).split(path.sep).join('/');
    const { size, gzip } = shared.get(relative) ?? (await fileSize(file));
    files += 1;
    bytes += size;
    gzipBytes += gzip;
    if (entry.name.endsWith('.js') && entry.name !== 'sw.js') {
      jsBytes += size;
      jsGzipBytes += gzip;
      largestJs = Math.max(largestJs, size);
    }
    if (entry.name.endsWith('.css')) {
      cssBytes += size;
      cssGzipBytes += gzip;
    }
    if (relative === 'm/home.html') homeGzipBytes = gzip;
    if (BRAND_FILES.test(relative)) brandAssets[relative] = size;
  }
  return {
    files,
    bytes,
    gzipBytes,
    jsBytes,
    jsGzipBytes,
    cssBytes,
    cssGzipBytes,
    largestJs,
    homeGzipBytes,
    brandAssets: Object.fromEntries(Object.entries(brandAssets).sort()),
  };
}
