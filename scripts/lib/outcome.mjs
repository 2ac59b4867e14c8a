// What a build run leaves behind: dist/build-report.json and .build-state.json on success, a failure
// report elsewhere on failure (dist/ stays as it was), and the warnings printed at the end.
// Node's own modules only: merge-shards.mjs uses it on Node alone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const STATE_FILE = '.build-state.json';
export const REPORT_FILE = 'build-report.json';

const readJson = async (file, fallback) => (existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : fallback);
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The commit the sites were built from: CI's variable, else git; "unknown" outside a checkout. */
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

export const readState = (outDir) => readJson(path.join(outDir, STATE_FILE), { merchants: {} });

/**
 * Sites in `outDir` whose merchant folder is gone: only folders this build recorded are considered, so
 * nothing else in dist/ (a gallery, a CDN file) is ever touched.
 */
export async function removedMerchants(outDir, presentCodes) {
  const report = await readJson(path.join(outDir, REPORT_FILE), { merchants: {} });
  const state = await readState(outDir);
  return [...new Set([...Object.keys(state.merchants), ...Object.keys(report.merchants)])]
    .filter((code) => !presentCodes.includes(code))
    .sort();
}

export async function writeOutcome({ outDir, state, hashes, built, skipped, removed, stats, warnings, run }) {
  const report = await readJson(path.join(outDir, REPORT_FILE), { merchants: {} });
  for (const code of removed) {
    await rm(path.join(outDir, code), { recursive: true, force: true });
    delete state.merchants[code];
    delete report.merchants[code];
  }
  for (const m of built) {
    state.merchants[m.code] = hashes[m.code];
    report.merchants[m.code] = {
      status: 'built',
      builtAt: new Date().toISOString(),
      ...stats[m.code],
      warnings: [...(warnings[m.code] ?? []), ...(stats[m.code].precache?.warnings ?? [])],
    };
  }
  for (const m of skipped)
    report.merchants[m.code] = { ...report.merchants[m.code], status: 'skipped', warnings: warnings[m.code] ?? [] };
  Object.assign(report, run, { built: built.map((m) => m.code), skipped: skipped.map((m) => m.code), removed });
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, STATE_FILE), json(state));
  await writeFile(path.join(outDir, REPORT_FILE), json(report));
  return report;
}

/** A failed run's report: what was asked, what failed and why; written outside dist/, which stays as it was. */
export async function writeFailureReport(file, { run, problems, error }) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, json({ status: 'failed', ...run, problems, error }));
}

/** The warnings of every merchant of this run, printed last so that nobody has to open the report. */
export function printWarnings(report, codes) {
  const lines = codes.flatMap((code) =>
    (report.merchants[code]?.warnings ?? []).map((warning) => `  ${code}: ${warning}`),
  );
  if (lines.length) console.warn(`Warnings (${lines.length}):\n${lines.join('\n')}`);
}
