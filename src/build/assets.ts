// The files a merchant's settings point at: they must be the merchant's own, small and harmless.
import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { svgProblems } from './svg-safety';

const ASSETS_DIR = 'assets';
/** Larger brand files are refused: every one is precached by each player's service worker. */
const MAX_ASSET_BYTES = 1024 * 1024;
/** Above this a brand file is accepted with a warning: it slows the first visit. */
export const WARN_ASSET_BYTES = 200 * 1024;

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

const isLink = (file: string) => lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;

/**
 * What is wrong with the asset `assetPath` of the merchant folder `merchantDir`, checked without decoding
 * it: it exists, is a plain file inside assets/ (no symbolic link, nothing outside), within the size
 * limit, and an SVG draws without code or outside references.
 */
export function assetFileProblems(merchantDir: string, assetPath: string): string[] {
  const file = join(merchantDir, assetPath);
  const assetsDir = join(merchantDir, ASSETS_DIR);
  // A link could put any file of the build machine (/etc/passwd, a key) on a public site.
  if (isLink(assetsDir)) return [`${ASSETS_DIR}/ is a symbolic link; it must be a real folder of the merchant`];
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat) return ['file not found'];
  if (stat.isSymbolicLink()) return ['is a symbolic link; copy the file itself into assets/'];
  if (!stat.isFile()) return ['is not a file'];
  if (!realpathSync(file).startsWith(realpathSync(assetsDir) + sep)) return [`resolves outside ${ASSETS_DIR}/`];
  if (stat.size === 0) return ['is empty'];
  if (stat.size > MAX_ASSET_BYTES)
    return [`is ${formatBytes(stat.size)}; brand files may be at most ${formatBytes(MAX_ASSET_BYTES)}`];
  return extname(file).toLowerCase() === '.svg' ? svgProblems(readFileSync(file, 'utf8')) : [];
}
