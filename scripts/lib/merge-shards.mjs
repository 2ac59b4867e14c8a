// Combines the dist/ folders of CI shards into one: each shard's sites, one build report and one state.
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPORT_FILE, STATE_FILE } from './outcome.mjs';

/** @typedef {import('./outcome.mjs').BuildReport} BuildReport */
/** @typedef {import('./outcome.mjs').BuildState} BuildState */
/** @typedef {import('./outcome.mjs').MerchantReports} MerchantReports */
/** @typedef {{ dir: string, timings?: Record<string, number> | undefined, built?: string[] | undefined, skipped?: string[] | undefined }} ShardSummary */
/**
 * @typedef {MerchantReports & Partial<Pick<BuildReport, 'commit' | 'env'>>
 *   & Pick<BuildReport, 'built' | 'skipped' | 'removed'> & { shards: ShardSummary[] }} MergedReport
 */

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** @param {unknown} value */
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Copies every site that a shard built or kept into `outDir` and merges the reports. Refuses shards of
 * different commits and a merchant that two shards claim: either would mix sites that were never built together.
 * @param {string[]} shardDirs
 * @param {string} outDir
 */
export async function mergeShards(shardDirs, outDir) {
  /** @type {MergedReport} */
  const report = { merchants: {}, built: [], skipped: [], removed: [], shards: [] };
  /** @type {BuildState} */
  const state = { merchants: {} };
  /** @type {Record<string, string>} */
  const from = {};
  for (const dir of shardDirs) {
    const file = path.join(dir, REPORT_FILE);
    if (!existsSync(file)) throw new Error(`${file}: (file): missing; is ${dir} a shard's dist/ folder?`);
    /** @type {Partial<BuildReport> & MerchantReports} */
    const shard = readJson(file);
    if (report.shards.length && shard.commit !== report.commit)
      throw new Error(`${file}: commit: "${shard.commit}" differs from "${report.commit}" of ${report.shards[0]?.dir}`);
    Object.assign(report, { commit: shard.commit, env: shard.env });
    report.shards.push({ dir, timings: shard.timings, built: shard.built, skipped: shard.skipped });
    /** @type {BuildState} */
    const shardState = existsSync(path.join(dir, STATE_FILE))
      ? readJson(path.join(dir, STATE_FILE))
      : { merchants: {} };
    for (const [code, entry] of Object.entries(shard.merchants)) {
      if (!existsSync(path.join(dir, code))) continue;
      if (from[code]) throw new Error(`${file}: merchants.${code}: also built by the shard in ${from[code]}`);
      from[code] = dir;
      report.merchants[code] = entry;
      if (shardState.merchants[code]) state.merchants[code] = shardState.merchants[code];
      await mkdir(outDir, { recursive: true });
      await cp(path.join(dir, code), path.join(outDir, code), { recursive: true });
    }
    report.built.push(...(shard.built ?? []));
    report.skipped.push(...(shard.skipped ?? []));
    report.removed.push(...(shard.removed ?? []));
  }
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, REPORT_FILE), json(report));
  await writeFile(path.join(outDir, STATE_FILE), json(state));
  return Object.keys(from).sort();
}
