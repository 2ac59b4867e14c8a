// Sizes of a built site for dist/build-report.json.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export async function siteStats(siteDir) {
  let files = 0, bytes = 0, jsBytes = 0, cssBytes = 0, largestJs = 0;
  for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const size = (await stat(path.join(entry.parentPath, entry.name))).size;
    files += 1;
    bytes += size;
    if (entry.name.endsWith('.js') && entry.name !== 'sw.js') { jsBytes += size; largestJs = Math.max(largestJs, size); }
    if (entry.name.endsWith('.css')) cssBytes += size;
  }
  return { files, bytes, jsBytes, cssBytes, largestJs };
}
