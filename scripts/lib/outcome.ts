// What a build run leaves behind: dist/build-report.json and .build-state.json on success, a failure
// report elsewhere on failure (dist/ stays as it was), and the warnings printed at the end.
// Node's own modules only: merge-shards.ts uses it with tsx alone (no npm ci).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { assembleSite } from './assemble';
import type { AssetLedger, KeptAssets, RetentionRule } from './kept-assets';
import type { siteStats } from './report';

export const STATE_FILE = '.build-state.json';
export const REPORT_FILE = 'build-report.json';

/** Each built merchant's input hash, and which builds' hashed assets each site carries. */
export interface BuildState {
  merchants: Record<string, string>;
  assets?: AssetLedger;
}
export interface BuildRun {
  env: string;
  commit: string;
  requested: string[] | 'all';
  startedAt: string;
  timings: Record<string, number>;
}
/** What the build measured of one site. */
export type SiteStats = Awaited<ReturnType<typeof assembleSite>> &
  Awaited<ReturnType<typeof siteStats>> & {
    /** What the site kept of earlier builds' hashed assets, and what it pruned. */
    earlierAssets: KeptAssets;
    seconds: number;
  };
type MerchantReport = { status: 'built' | 'skipped'; builtAt?: string; warnings: string[] } & Partial<SiteStats>;
export interface MerchantReports {
  merchants: Record<string, MerchantReport>;
}
export type BuildReport = BuildRun &
  MerchantReports & { built: string[]; skipped: string[]; removed: string[]; assetRetention: RetentionRule };

/** @param fallback when the file is missing */
const readJson = async <T>(file: string, fallback: T): Promise<T> =>
  existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : fallback;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The commit the sites were built from: CI's variable, else git; "unknown" outside a checkout. */
export function sourceCommit(root: string) {
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

export const readState = (outDir: string): Promise<BuildState> =>
  readJson(path.join(outDir, STATE_FILE), { merchants: {} });

export const readReport = (outDir: string): Promise<MerchantReports & { startedAt?: string }> =>
  readJson(path.join(outDir, REPORT_FILE), { merchants: {} });

/**
 * Sites in `outDir` whose merchant folder is gone: only folders this build recorded are considered, so
 * nothing else in dist/ (a gallery, a CDN file) is ever touched.
 */
export async function removedMerchants(outDir: string, presentCodes: string[]) {
  const report = await readReport(outDir);
  const state = await readState(outDir);
  return [...new Set([...Object.keys(state.merchants), ...Object.keys(report.merchants)])]
    .filter((code) => !presentCodes.includes(code))
    .sort();
}

/** Writes the state and the report of a successful run into `outDir` (a new release), from those of `previousDir`. */
export async function writeOutcome({
  outDir,
  previousDir,
  retention,
  state,
  hashes,
  built,
  skipped,
  removed,
  stats,
  warnings,
  run,
}: {
  outDir: string;
  /** The published release the report continues (the same folder when written in place). */
  previousDir: string;
  retention: RetentionRule;
  /** The state before this run; updated and written. */
  state: BuildState;
  /** Input hash of each merchant of this run. */
  hashes: Record<string, string>;
  built: { code: string }[];
  skipped: { code: string }[];
  removed: string[];
  /** Of the built merchants. */
  stats: Record<string, SiteStats>;
  warnings: Record<string, string[]>;
  run: BuildRun;
}): Promise<BuildReport> {
  const report = await readReport(previousDir);
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
    assetRetention: retention,
  });
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, STATE_FILE), json(state));
  await writeFile(path.join(outDir, REPORT_FILE), json(full));
  return full;
}

/** A failed run's report: what was asked, what failed and why; written outside dist/, which stays as it was. */
export async function writeFailureReport(
  file: string,
  { run, problems, error }: { run: BuildRun; problems: string[]; error: string },
) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, json({ status: 'failed', ...run, problems, error }));
}

/** The warnings of every merchant of this run, printed last so that nobody has to open the report. */
export function printWarnings(report: MerchantReports, codes: string[]) {
  const lines = codes.flatMap((code) =>
    (report.merchants[code]?.warnings ?? []).map((warning) => `  ${code}: ${warning}`),
  );
  if (lines.length) console.warn(`Warnings (${lines.length}):\n${lines.join('\n')}`);
}
