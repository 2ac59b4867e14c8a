// Node's own modules only: the CI plan job runs scripts/matrix.ts with tsx alone, before any npm ci.
import { existsSync, readdirSync } from 'node:fs';

/** Merchant folders: every directory under `dir` that is not hidden, sorted. */
export function listMerchantCodes(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}
