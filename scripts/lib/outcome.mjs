// What a build run leaves behind: dist/build-report.json and .build-state.json on success, a failure
// report elsewhere on failure (dist/ stays as it was), and the warnings printed at the end.
// Node's own modules only: merge-shards.mjs uses it on Node alone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const STATE_FILE = '.build-state.json';
export const REPORT_FILE = 'build-report.json';

/** @typedef {{ merchants: Record<string, string> }} BuildState  each built merchant's input hash */
/** @typedef {{ env: string, commit: string, requested: string[] | 'all', startedAt: string, timings: Record<string, number> }} BuildRun */
/**
 * What the build measured of one site.
 * @typedef {Awaited<ReturnType<typeof import('./assemble.mjs').assembleSite>>
 *   & Awaited<ReturnType<typeof import('./report.mjs').siteStats>> & { seconds: number }} SiteStats
 */
/** @typedef {{ status: 'built' | 'skipped', builtAt?: string, warnings: string[] } & Partial<SiteStats>} MerchantReport */
/** @typedef {{ merchants: Record<string, MerchantReport> }} MerchantReports */
/** @typedef {BuildRun & MerchantReports & { built: string[], skipped: string[], removed: string[] }} BuildReport */

/**
 * @template T
 * @param {string} file
 * @param {T} fallback  when the file is missing
 * @returns {Promise<T>}
 */
const readJson = async (file, fallback) => (existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : fallback);
/** @param {unknown} value */
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The commit the sites were built from: CI's variable, else git; "unknown" outside a checkout.
 * @param {string} root
 */
export function sourceCommit(root) {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA;
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}

/**
 * @param {string} outDir
 * @returns {Promise<BuildState>}
 */
export const readState = (outDir) => readJson(path.join(outDir, STATE_FILE), { merchants: {} });

/**
 * @param {string} outDir
 * @returns {Promise<MerchantReports>}
 */
const readReport = (outDir) => readJson(path.join(outDir, REPORT_FILE), { merchants: {} });

/**
 * Sites in `outDir` whose merchant folder is gone: only folders this build recorded are considered, so
 * nothing else in dist/ (a gallery, a CDN file) is ever touched.
 * @param {string} outDir
 * @param {string[]} presentCodes
 */
export async function removedMerchants(outDir, presentCodes) {
  const report = await readReport(outDir);
  const state = await readState(outDir);
  return [...new Set([...Object.keys(state.merchants), ...Object.keys(report.merchants)])]
    .filter((code) => !presentCodes.includes(code))
    .sort();
}

/**
 * @param {object} o
 * @param {string} o.outDir
 * @param {BuildState} o.state  the state before this run; updated and written
 * @param {Record<string, string>} o.hashes  input hash of each merchant of this run
 * @param {{ code: string }[]} o.built
 * @param {{ code: string }[]} o.skipped
 * @param {string[]} o.removed
 * @param {Record<string, SiteStats>} o.stats  of the built merchants
 * @param {Record<string, string[]>} o.warnings
 * @param {BuildRun} o.run
 * @returns {Promise<BuildReport>}
 */
export async function writeOutcome({ outDir, state, hashes, built, skipped, removed, stats, warnings, run }) {
  const report = await readReport(outDir);
  for (const code of removed) {
    await rm(path.join(outDir, code), { recursive: true, force: true });
    delete state.merchants[code];
    delete report.merchants[code];
  }
  for (const m of built) {
    const hash = hashes[m.code];
    const site = stats[m.code];
    if (hash !== undefined) state.merchants[m.code] = hash;
    report.merchants[m.code] = {
      status: 'built',
      builtAt: new Date().toISOString(),
      ...site,
      warnings: [...(warnings[m.code] ?? []), ...(site?.precache.warnings ?? [])],
    };
  }
  for (const m of skipped)
    report.merchants[m.code] = { ...report.merchants[m.code], status: 'skipped', warnings: warnings[m.code] ?? [] };
  const full = Object.assign(report, run, {
    built: built.map((m) => m.code),
    skipped: skipped.map((m) => m.code),
    removed,
  });
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, STATE_FILE), json(state));
  await writeFile(path.join(outDir, REPORT_FILE), json(full));
  return full;
}

/**
 * A failed run's report: what was asked, what failed and why; written outside dist/, which stays as it was.
 * @param {string} file
 * @param {{ run: BuildRun, problems: string[], error: string }} failure
 */
export async function writeFailureReport(file, { run, problems, error }) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, json({ status: 'failed', ...run, problems, error }));
}

/**
 * The warnings of every merchant of this run, printed last so that nobody has to open the report.
 * @param {MerchantReports} report
 * @param {string[]} codes
 */
export function printWarnings(report, codes) {
  const lines = codes.flatMap((code) =>
    (report.merchants[code]?.warnings ?? []).map((warning) => `  ${code}: ${warning}`),
  );
  if (lines.length) console.warn(`Warnings (${lines.length}):\n${lines.join('\n')}`);
}
