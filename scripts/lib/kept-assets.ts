// Skew protection: a new build of a site keeps the hashed assets of the builds before it that an open page or
// service worker may still ask for, and prunes them by one rule (docs/merchants.md "Releases"). Which build
// shipped which file is recorded in .build-state.json (the ledger), so pruning is never by accident.
// Node's own modules only: merge-shards.ts uses the ledger with tsx alone (no npm ci).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { linkOrCopy } from './link-tree';

/** The hashed assets of a site, relative to its root (HASHED_ASSETS_DIR without its leading "/"). */
const SITE_ASSETS_DIR = 'm/_astro';

/** How long earlier builds' assets stay: those of the last `days`, and of at least `builds` builds before this one. */
export interface RetentionRule {
  builds: number;
  days: number;
}
export const DEFAULT_RETENTION: RetentionRule = { builds: 2, days: 7 };

/** Every build whose assets some site still carries, and which builds each site carries (newest first). */
export interface AssetLedger {
  builds: Record<string, { publishedAt: string; files: string[] }>;
  sites: Record<string, string[]>;
}
export const emptyLedger = (): AssetLedger => ({ builds: {}, sites: {} });

/** What one site kept and pruned, for the build report. */
export interface KeptAssets {
  build: string;
  kept: { builds: { id: string; publishedAt: string }[]; files: number };
  pruned: string[];
}

/** A site built before the ledger existed: its assets count as one build, published when that site was. */
export const UNRECORDED_BUILD = 'unrecorded';

const DAY_MS = 86_400_000;

/**
 * The earlier builds whose assets a new build keeps: the newest `rule.builds`, and every other one published
 * within the last `rule.days` days.
 * @param earlier newest first
 */
export function retainedBuilds(
  earlier: { id: string; publishedAt: string }[],
  rule: RetentionRule,
  now: number,
): string[] {
  return earlier
    .filter(({ publishedAt }, index) => index < rule.builds || now - Date.parse(publishedAt) <= rule.days * DAY_MS)
    .map(({ id }) => id);
}

/** Files under `dir`, relative to it with "/" between folders, sorted; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Links into `siteDir` the assets of `previousSite` that the rule keeps, and records the site's builds in `ledger`.
 * @param previousSite the site as published before (absent for a new merchant)
 * @param previousLedger the ledger published with `previousSite`
 * @param build this build's id; its assets are in `siteDir` already
 * @param unrecordedAt when `previousSite` was published, for a site the previous ledger does not know
 */
export async function keepEarlierAssets({
  code,
  siteDir,
  previousSite,
  previousLedger,
  ledger,
  build,
  rule,
  now,
  unrecordedAt,
}: {
  code: string;
  siteDir: string;
  previousSite: string | undefined;
  previousLedger: AssetLedger;
  ledger: AssetLedger;
  build: string;
  rule: RetentionRule;
  now: number;
  unrecordedAt: string;
}): Promise<KeptAssets> {
  const present = previousSite ? await filesUnder(path.join(previousSite, SITE_ASSETS_DIR)) : [];
  const files = await filesUnder(path.join(siteDir, SITE_ASSETS_DIR));
  const current = new Set(files);
  const recorded = previousLedger.sites[code];
  const earlier = (recorded ?? (present.length ? [UNRECORDED_BUILD] : [])).map((id) => ({
    id,
    publishedAt: previousLedger.builds[id]?.publishedAt ?? unrecordedAt,
    files: recorded ? (previousLedger.builds[id]?.files ?? []) : present,
  }));
  const retained = new Set(retainedBuilds(earlier, rule, now));
  const keptBuilds = earlier.filter(({ id }) => retained.has(id));
  const wanted = new Set(keptBuilds.flatMap(({ files }) => files));
  const keep = present.filter((file) => wanted.has(file) && !current.has(file));
  for (const file of keep)
    await linkOrCopy(path.join(previousSite!, SITE_ASSETS_DIR, file), path.join(siteDir, SITE_ASSETS_DIR, file));
  // A build's files are the union over its sites (each site has its own island runtime among them).
  const record = (id: string, publishedAt: string, files: string[]) => {
    const known = ledger.builds[id]?.files ?? [];
    ledger.builds[id] = { publishedAt, files: [...new Set([...known, ...files])].sort() };
  };
  for (const { id, publishedAt, files: earlierFiles } of keptBuilds) record(id, publishedAt, earlierFiles);
  record(build, new Date(now).toISOString(), files);
  ledger.sites[code] = [build, ...keptBuilds.map(({ id }) => id)];
  return {
    build,
    kept: { builds: keptBuilds.map(({ id, publishedAt }) => ({ id, publishedAt })), files: keep.length },
    pruned: present.filter((file) => !current.has(file) && !wanted.has(file)),
  };
}

/** Drops from the ledger the sites not in `codes` and the builds no site carries any more. */
export function pruneLedger(ledger: AssetLedger, codes: string[]): AssetLedger {
  const sites = Object.fromEntries(Object.entries(ledger.sites).filter(([code]) => codes.includes(code)));
  const used = new Set(Object.values(sites).flat());
  const builds = Object.fromEntries(Object.entries(ledger.builds).filter(([id]) => used.has(id)));
  return { builds, sites };
}
