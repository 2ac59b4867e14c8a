// Content hashes that decide which merchants a build can skip.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'zx';

/** Everything that shapes every merchant's output: the app, its dependencies and this build. */
const APP_INPUTS = [
  'src/**',
  'public/**',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.ts',
  'scripts/lib/**',
];

async function hashFiles(cwd: string, patterns: string[], seed = ''): Promise<string> {
  const files = (await glob(patterns, { cwd, dot: false, onlyFiles: true })).sort();
  const hash = createHash('sha256').update(seed);
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(await readFile(path.join(cwd, file)));
  }
  return hash.digest('hex');
}

export const hashApp = (root: string) => hashFiles(root, APP_INPUTS);

/** A merchant's inputs: its folder, the app and the build environment. */
export const hashMerchant = (merchantsDir: string, code: string, appHash: string, env: string) =>
  hashFiles(path.join(merchantsDir, code), ['**'], `${appHash}\0${env}`);
