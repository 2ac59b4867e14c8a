import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A scratch folder with copies of the sample merchants and an empty dist. */
export function scratchProject() {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-test-'));
  const merchantsDir = path.join(dir, 'merchants');
  cpSync(path.join(ROOT, 'merchants'), merchantsDir, { recursive: true });
  return { dir, merchantsDir, outDir: path.join(dir, 'dist') };
}

/** A scratch site root holding these files (relative path -> text). */
export function scratchSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** @param cwd the checkout whose build script runs (a release's: scratchCheckout) */
export function runBuild(args: string[], env: Record<string, string> = {}, cwd = ROOT) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', ...env },
  });
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A copy of the app's code in `dir` with a release's code change: one more stripped query parameter in the
 * request layer, which every page's core chunk carries, so every hashed chunk that imports it changes name.
 * node_modules is linked.
 */
export function scratchCheckout(dir: string, release = 'release-2'): string {
  mkdirSync(dir, { recursive: true });
  for (const entry of ['package.json', 'tsconfig.json', 'astro.config.mjs', 'scripts', 'src', 'sandbox'])
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const request = path.join(dir, 'src/lib/api/request.ts');
  const before = "new Set(['token', 'authorization'";
  const code = readFileSync(request, 'utf8');
  if (!code.includes(before)) throw new Error(`${request}: no "${before}" to change for a release`);
  writeFileSync(request, code.replace(before, `${before}, '${release}'`));
  return dir;
}

/**
 * A CI job that runs `npx tsx@<version>` without npm ci: tsx linked into the checkout where npx finds it, and
 * the environment of an npm with an empty cache and no registry, so nothing else can be fetched. The
 * scripts' own imports resolve from the checkout, where nothing else is installed.
 */
export function tsxAlone(checkout: string): Record<string, string> {
  const modules = path.join(checkout, 'node_modules');
  mkdirSync(path.join(modules, '.bin'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules/tsx'), path.join(modules, 'tsx'));
  const { bin } = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/tsx/package.json'), 'utf8'));
  symlinkSync(path.join('../tsx', bin), path.join(modules, '.bin/tsx'));
  return { npm_config_cache: path.join(checkout, '.npm-cache'), npm_config_offline: 'true' };
}

/** The tsx version a CI command runs (`npx --yes tsx@<version> ...`). */
export const tsxOf = (command: string) => /\bnpx --yes tsx@(\S+) /.exec(command)?.[1];

/** Every file under dir, relative, sorted. */
export function listFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** One hash over every file name and content under dir. */
export function treeHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}
