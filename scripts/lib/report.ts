// Sizes of a built site for dist/build-report.json.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE, PRECOMPRESSED } from './precompress';

// The merchant's own images in its site: logo, splash, icons and favicon.
const BRAND_FILES = /^(?:m\/brand\/|m\/icons\/|favicon\.ico$)/;
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

export async function siteStats(siteDir: string) {
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
    const size = (await stat(file)).size;
    // The build's own gzip copy when there is one (the same level 9), so nothing is compressed twice.
    const gzip = !COMPRESSIBLE.test(entry.name)
      ? size
      : existsSync(`${file}.gz`)
        ? (await stat(`${file}.gz`)).size
        : gzipSize(await readFile(file));
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
