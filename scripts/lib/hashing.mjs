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
  'scripts/build.mjs',
  'scripts/lib/**',
];

/**
 * @param {string} cwd
 * @param {string[]} patterns
 * @returns {Promise<string>}
 */
async function hashFiles(cwd, patterns, seed = '') {
  const files = (await glob(patterns, { cwd, dot: false, onlyFiles: true })).sort();
  const hash = createHash('sha256').update(seed);
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(await readFile(path.join(cwd, file)));
  }
  return hash.digest('hex');
}

/** @param {string} root */
export const hashApp = (root) => hashFiles(root, APP_INPUTS);

/**
 * A merchant's inputs: its folder, the app and the build environment.
 * @param {string} merchantsDir
 * @param {string} code
 * @param {string} appHash
 * @param {string} env
 */
export const hashMerchant = (merchantsDir, code, appHash, env) =>
  hashFiles(path.join(merchantsDir, code), ['**'], `${appHash}\0${env}`);
