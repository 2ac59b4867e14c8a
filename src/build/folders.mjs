// Plain JavaScript so that `node scripts/matrix.mjs` runs without a TypeScript loader.
import { existsSync, readdirSync } from 'node:fs';

/**
 * Merchant folders: every directory under `dir` that is not hidden, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function listMerchantCodes(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}
