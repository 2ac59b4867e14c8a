// Combines the dist/ folders of CI shards into one: each shard's sites and nginx configurations, one
// build report, one state and one nginx sites.conf. Node's own modules only: the merge job runs no npm ci.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NGINX_DIR, SITES_FILE, merchantOfFile, serverRoot, sitesConf } from './nginx-sites';
import { emptyLedger, pruneLedger } from './kept-assets';
import { REPORT_FILE, STATE_FILE, type BuildReport, type BuildState, type MerchantReports } from './outcome';

type ShardSummary = {
  dir: string;
  timings?: Record<string, number> | undefined;
  built?: string[] | undefined;
  skipped?: string[] | undefined;
};
type MergedReport = MerchantReports &
  Partial<Pick<BuildReport, 'commit' | 'env'>> &
  Pick<BuildReport, 'built' | 'skipped' | 'removed'> & { shards: ShardSummary[] };

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file under `dir`, as paths relative to it with "/" between folders, sorted. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/**
 * What the merge takes from one shard's nginx/: each merged merchant's files and the shared ones; the
 * shard's sites.conf is written anew for every merchant of the merge.
 * @param dir the shard's dist/
 * @param codes the merchants this shard contributes
 * @param reported every merchant of the shard's report (their files are never shared ones)
 */
function nginxFilesOf(dir: string, codes: string[], reported: string[]) {
  const nginxDir = path.join(dir, NGINX_DIR);
  if (!existsSync(nginxDir))
    throw new Error(`${nginxDir}: (folder): missing; every build writes it (npm run build -- --nginx-root <dir>)`);
  const shared: string[] = [];
  const own: string[] = [];
  for (const file of filesUnder(nginxDir)) {
    if (file === SITES_FILE) continue;
    const code = merchantOfFile(file, reported);
    if (code === undefined) shared.push(file);
    else if (codes.includes(code)) own.push(file);
  }
  for (const code of codes)
    if (!own.includes(`${code}.conf`))
      throw new Error(`${path.join(nginxDir, `${code}.conf`)}: (file): missing; the shard built ${code} without it`);
  return { nginxDir, shared, own };
}

/**
 * Copies every site that a shard built or kept into `outDir`, with its nginx configuration, and merges the
 * reports. Refuses, before writing anything: shards of different commits and a merchant that two shards
 * claim (either would mix sites that were never built together); shards whose nginx configurations differ
 * in a shared file or put the sites under different roots (one sites.conf cannot serve both).
 * @returns the merged merchants' codes, sorted
 */
export async function mergeShards(shardDirs: string[], outDir: string): Promise<string[]> {
  const report: MergedReport = { merchants: {}, built: [], skipped: [], removed: [], shards: [] };
  const state: BuildState = { merchants: {} };
  const ledger = emptyLedger();
  const from: Record<string, string> = {};
  const copies: { from: string; to: string }[] = [];
  // Shared nginx file -> where it was first seen.
  const sharedFiles = new Map<string, { file: string; text: string }>();
  // The sites' root folder, and the file that set it.
  let deployRoot: { base: string; file: string } | undefined;

  for (const dir of shardDirs) {
    const file = path.join(dir, REPORT_FILE);
    if (!existsSync(file)) throw new Error(`${file}: (file): missing; is ${dir} a shard's dist/ folder?`);
    const shard: Partial<BuildReport> & MerchantReports = readJson(file);
    if (report.shards.length && shard.commit !== report.commit)
      throw new Error(`${file}: commit: "${shard.commit}" differs from "${report.commit}" of ${report.shards[0]?.dir}`);
    Object.assign(report, { commit: shard.commit, env: shard.env });
    report.shards.push({ dir, timings: shard.timings, built: shard.built, skipped: shard.skipped });
    const shardState: BuildState = existsSync(path.join(dir, STATE_FILE))
      ? readJson(path.join(dir, STATE_FILE))
      : { merchants: {} };
    const codes: string[] = [];
    for (const [code, entry] of Object.entries(shard.merchants)) {
      if (!existsSync(path.join(dir, code))) continue;
      if (from[code]) throw new Error(`${file}: merchants.${code}: also built by the shard in ${from[code]}`);
      from[code] = dir;
      codes.push(code);
      report.merchants[code] = entry;
      if (shardState.merchants[code]) state.merchants[code] = shardState.merchants[code];
      // Which earlier builds' assets the site carries (its shard's ledger), so the next build prunes by the rule.
      const { sites, builds } = shardState.assets ?? emptyLedger();
      if (sites[code]) {
        ledger.sites[code] = sites[code];
        for (const id of sites[code]) if (builds[id]) ledger.builds[id] = builds[id];
      }
      copies.push({ from: path.join(dir, code), to: path.join(outDir, code) });
    }
    report.built.push(...(shard.built ?? []));
    report.skipped.push(...(shard.skipped ?? []));
    report.removed.push(...(shard.removed ?? []));

    const nginx = nginxFilesOf(dir, codes, Object.keys(shard.merchants));
    for (const name of nginx.shared) {
      const where = path.join(nginx.nginxDir, name);
      const text = readFileSync(where, 'utf8');
      const seen = sharedFiles.get(name);
      if (!seen) sharedFiles.set(name, { file: where, text });
      else if (seen.text !== text)
        throw new Error(
          `${where}: differs from ${seen.file}; every shard must write the same shared nginx files (same commit and options)`,
        );
    }
    for (const code of codes) {
      const where = path.join(nginx.nginxDir, `${code}.conf`);
      const root = serverRoot(readFileSync(where, 'utf8'));
      if (root === undefined) throw new Error(`${where}: root: missing; cannot tell where the site lives`);
      const base = path.posix.dirname(root);
      if (path.posix.basename(root) !== code)
        throw new Error(`${where}: root: "${root}" is not <nginx root>/${code}; rebuild the shard with --nginx-root`);
      if (!deployRoot) deployRoot = { base, file: where };
      else if (deployRoot.base !== base)
        throw new Error(
          `${where}: root: "${root}" is not under "${deployRoot.base}" as in ${deployRoot.file}; build every shard with the same --nginx-root`,
        );
    }
    for (const name of nginx.own)
      copies.push({ from: path.join(nginx.nginxDir, name), to: path.join(outDir, NGINX_DIR, name) });
  }
  for (const [name, { file }] of sharedFiles) copies.push({ from: file, to: path.join(outDir, NGINX_DIR, name) });

  await mkdir(path.join(outDir, NGINX_DIR), { recursive: true });
  for (const copy of copies) await cp(copy.from, copy.to, { recursive: true });
  const codes = Object.keys(from).sort();
  await writeFile(path.join(outDir, NGINX_DIR, SITES_FILE), sitesConf(codes));
  await writeFile(path.join(outDir, REPORT_FILE), json(report));
  await writeFile(path.join(outDir, STATE_FILE), json({ ...state, assets: pruneLedger(ledger, codes) }));
  return codes;
}
