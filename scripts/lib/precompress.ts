// .br and .gz beside every text file of a site, as CDNs and nginx (gzip_static, brotli_static) serve them:
// the build compresses once instead of every server on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files a CDN sends compressed; images are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|css|json|webmanifest|svg|xml|txt)$/;
/** The precompressed siblings themselves. */
export const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * Brotli quality: the hashed assets, shared by every merchant, are compressed once per build at the
 * maximum (11); each merchant's own pages at 5, which is 30 times faster on them and still beats gzip -9
 * (about 12 % larger than quality 11), so 200 merchants do not spend minutes here.
 */
export const SHARED_BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;
const SITE_BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes <file>.br and <file>.gz for each compressible file under `dir` that has no copies yet, when that
 * saves bytes; returns how many files got copies.
 */
export async function precompressSite(dir: string, brotliQuality = SITE_BROTLI_QUALITY) {
  let files = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = new Set(entries.map((entry) => path.join(entry.parentPath, entry.name)));
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || names.has(`${file}.gz`)) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    // A tiny file can grow when compressed; servers then send it as it is.
    if (gz.length >= bytes.length) continue;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    files += 1;
  }
  return files;
}
