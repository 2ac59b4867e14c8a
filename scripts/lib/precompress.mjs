// .br and .gz beside every text file of a site, as CDNs and nginx (gzip_static, brotli_static) serve them:
// the build compresses once, at the highest levels, instead of every server on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files a CDN sends compressed; images are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|css|json|webmanifest|svg|xml|txt)$/;
/** The precompressed siblings themselves. */
export const PRECOMPRESSED = /\.(?:br|gz)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes <file>.br and <file>.gz for each compressible file when that saves bytes; returns how many files. */
export async function precompressSite(siteDir) {
  let files = 0;
  for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    // A tiny file can grow when compressed; servers then send it as it is.
    if (gz.length >= bytes.length) continue;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    files += 1;
  }
  return files;
}
