#!/usr/bin/env tsx
// npm run build [-- --merchant a,b] [--force] [--env name] [--out dir] [--merchants-dir dir] [--nginx-root dir]
//   [--keep-assets-from dir] [--keep-assets-builds n] [--keep-assets-days d]
// Validates merchant folders, renders every merchant that changed in one Astro pass, assembles a whole new
// release (every site, the report, the state, nginx/) beside dist/, and publishes it as dist/ in one rename
// only when all of it succeeded (scripts/lib/releases.ts).
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { AstroInlineConfig } from 'astro';
import pLimit from 'p-limit';
import { argv } from 'zx';
import { listMerchantCodes } from '../src/build/folders';
import { gameSnapshots } from './lib/game-snapshots';
import { merchantForBuildEnv } from '../src/build/build-env';
import { merchantFile } from '../src/build/load';
import { merchantList, resolveDirs } from './lib/args';
import { assembleSite } from './lib/assemble';
import { hashApp, hashMerchant } from './lib/hashing';
import { prepareIcons, type PreparedIcons } from './lib/icons';
import { writeNginxConfigs } from './lib/nginx';
import { NGINX_DIR } from './lib/nginx-sites';
import { DEFAULT_RETENTION, emptyLedger, keepEarlierAssets, pruneLedger } from './lib/kept-assets';
import { linkTree } from './lib/link-tree';
import { adoptPublished, publish, publishedRelease, pruneReleases, releasesDirOf } from './lib/releases';
import { SHARED_BROTLI_QUALITY, precompressSite } from './lib/precompress';
import { HASHED_ASSETS_DIR } from '../src/config/routes';
import { LOCK_DIR, acquireBuildLock } from './lib/lock';
import {
  printWarnings,
  readReport,
  readState,
  removedMerchants,
  REPORT_FILE,
  STATE_FILE,
  sourceCommit,
  writeFailureReport,
  writeOutcome,
  type BuildRun,
  type SiteStats,
} from './lib/outcome';
import { collectEvery } from './lib/collect-garbage';
import { createProgress } from './lib/progress';
import { sharedSizes, siteStats } from './lib/report';
import { validateMerchants } from './lib/validate';
import type { Merchant } from '../src/config/schema/merchant';

const root = path.resolve(import.meta.dirname, '..');
const { merchantsDir, outDir } = resolveDirs(argv);
const failureReport = path.resolve(String(argv['failure-report'] ?? path.join(root, '.build/build-failure.json')));
const env = String(argv.env ?? process.env.BUILD_ENV ?? 'production');
// Resolved here, before the build changes into the repository's folder: relative paths name the caller's.
const keepAssetsFrom = argv['keep-assets-from'] ? path.resolve(String(argv['keep-assets-from'])) : undefined;
const nginxRoot = argv['nginx-root'] ? path.resolve(String(argv['nginx-root'])) : undefined;
const releasesDir = releasesDirOf(outDir);
const staging = path.join(releasesDir, '.staging');
const started = Date.now();
/** This build's id: its release folder's name, and its assets' entry in the ledger (kept-assets.ts). */
const buildId = new Date(started).toISOString().replace(/[:.]/g, '-');
const release = path.join(releasesDir, buildId);
const count = (option: string, fallback: number) => {
  const value = argv[option] === undefined ? fallback : Number(argv[option]);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${option}: "${String(argv[option])}" is not a whole number of 0 or more`);
  return value;
};
/** A full garbage collection after this many assembled sites (no slower at 200: assembly 56 -> 57 s). */
const SITES_PER_COLLECTION = 25;
const timings: Record<string, number> = {};
const run: BuildRun = {
  env,
  commit: sourceCommit(root),
  requested: merchantList(argv.merchant) ?? 'all',
  startedAt: new Date(started).toISOString(),
  timings,
};
let problems: string[] = [];
const time = async <T>(name: string, work: () => Promise<T>) => {
  const t0 = Date.now();
  try {
    return await work();
  } finally {
    timings[name] = (Date.now() - t0) / 1000;
  }
};

async function main() {
  const validation = await time('validate', () => validateMerchants(merchantsDir, merchantList(argv.merchant)));
  const { warnings } = validation;
  problems = validation.problems;
  // What this environment may ship (no emulator outside demo and test builds), said in the merchant's warnings.
  const merchants = validation.merchants.map((validated) => {
    const shipped = merchantForBuildEnv(validated, env);
    const where = merchantFile(merchantsDir, validated.code);
    (warnings[validated.code] ??= []).push(...shipped.warnings.map((warning) => `${where}: ${warning}`));
    return shipped.merchant;
  });
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    throw new Error(`${problems.length} problem(s) in merchant settings; nothing was built and dist/ is unchanged`);
  }

  const retention = {
    builds: count('keep-assets-builds', DEFAULT_RETENTION.builds),
    days: count('keep-assets-days', DEFAULT_RETENTION.days),
  };
  await adoptPublished(outDir, releasesDir);
  const published = publishedRelease(outDir);
  // Where the earlier builds' assets come from: the published release, or a deploy's copy (CI shards start empty).
  const keepFrom = keepAssetsFrom ?? published;
  if (keepFrom && !existsSync(keepFrom))
    throw new Error(`--keep-assets-from: ${keepFrom} does not exist; give the folder of the sites as last deployed`);
  const previous = keepFrom
    ? { ledger: (await readState(keepFrom)).assets ?? emptyLedger(), report: await readReport(keepFrom) }
    : { ledger: emptyLedger(), report: { merchants: {} } };
  const state = await readState(outDir);
  const ledger = state.assets ?? emptyLedger();
  const removed = await removedMerchants(outDir, listMerchantCodes(merchantsDir));
  const appHash = await hashApp(root);
  const hashes: Record<string, string> = Object.fromEntries(
    await Promise.all(merchants.map(async (m) => [m.code, await hashMerchant(merchantsDir, m.code, appHash, env)])),
  );
  const unchanged = (m: Merchant) =>
    !argv.force && state.merchants[m.code] === hashes[m.code] && existsSync(path.join(outDir, m.code));
  const skipped = merchants.filter(unchanged);
  const toBuild = merchants.filter((m) => !unchanged(m));
  // The new release starts as the published one, less what this build writes anew; nginx/ is copied, as its
  // shared files are only written when missing and the others rewritten (a link would change the published ones).
  await mkdir(release, { recursive: true });
  if (published) {
    const anew = [...toBuild.map((m) => m.code), ...removed, NGINX_DIR, STATE_FILE, REPORT_FILE, LOCK_DIR];
    await linkTree(published, release, new Set(anew));
    if (existsSync(path.join(published, NGINX_DIR)))
      await cp(path.join(published, NGINX_DIR), path.join(release, NGINX_DIR), { recursive: true });
  }
  const finish = async (stats: Record<string, SiteStats>) => {
    timings.total = (Date.now() - started) / 1000;
    state.assets = pruneLedger(
      ledger,
      [...skipped, ...toBuild].map((m) => m.code),
    );
    const report = await writeOutcome({
      outDir: release,
      previousDir: outDir,
      retention,
      state,
      hashes,
      built: toBuild,
      skipped,
      removed,
      stats,
      warnings,
      run,
    });
    await writeNginxConfigs({
      outDir: release,
      merchants,
      // The sites are served through dist/'s symlink, so that publishing the next release switches nginx too.
      siteRootBase: nginxRoot ?? outDir,
    });
    await publish(outDir, release);
    await rm(staging, { recursive: true, force: true });
    await pruneReleases(outDir, releasesDir, new Set([LOCK_DIR]));
    await rm(failureReport, { force: true });
    if (removed.length) console.log(`Removed the sites of merchants whose folder is gone: ${removed.join(', ')}`);
    console.log(
      `Built ${toBuild.length}, skipped ${skipped.length} in ${timings.total.toFixed(1)} s -> ${path.relative(process.cwd(), outDir) || '.'}/<code>/`,
    );
    printWarnings(
      report,
      merchants.map((m) => m.code),
    );
  };
  if (skipped.length) console.log(`Skipped (unchanged): ${skipped.map((m) => m.code).join(', ')}`);
  if (!toBuild.length) return finish({});

  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const astroOut = path.join(staging, 'astro');

  // Icons need only the merchant folders: sharp makes them on other cores while Astro renders on this one.
  const cacheDir = process.env.ICON_CACHE_DIR ?? path.join(root, '.build/cache/icons');
  const iconLimit = pLimit(2);
  const iconsStarted = Date.now();
  const icons = Promise.all(
    toBuild.map((merchant) =>
      iconLimit(async () => {
        const prepared = await prepareIcons({
          merchant,
          merchantDir: path.join(merchantsDir, merchant.code),
          cacheDir,
        });
        return [merchant.code, prepared] as const;
      }),
    ),
  ).finally(() => (timings.icons = (Date.now() - iconsStarted) / 1000));
  // Settled here so that a failure waits for the Astro pass instead of ending the process beside it.
  const iconsSettled = icons.then(
    (entries) => ({ ok: true as const, byCode: new Map<string, PreparedIcons>(entries) }),
    (error: unknown) => ({ ok: false as const, error }),
  );

  // The first screen's game tiles come from these (issue 43); a missing or broken one is a warning, never a failure.
  const snapshots = await time('game snapshots', () =>
    gameSnapshots(merchantsDir, toBuild, new Date(started), (code, warning) => (warnings[code] ??= []).push(warning)),
  );
  console.log(`Rendering ${toBuild.length} merchant(s) in one Astro pass: ${toBuild.map((m) => m.code).join(', ')}`);
  await time('astro', async () => {
    process.env.PWA_OUT_DIR = astroOut;
    process.env.BUILD_ENV = env;
    // A NODE_ENV left in the caller's shell (test, development) would ship React's development build.
    process.env.NODE_ENV = 'production';
    const { build } = await import('astro');
    // The config with this pass's merchants, which Astro's integration checks again (src/build/merchant-plan.ts).
    const { siteConfig } = await import('../astro.config.mjs');
    // ASTRO_LOG is a developer's choice of Astro's own level names, passed on unchecked.
    const logLevel = (process.env.ASTRO_LOG ?? 'warn') as NonNullable<AstroInlineConfig['logLevel']>;
    await build(
      { ...siteConfig({ merchants: toBuild, snapshots }), configFile: false, root, outDir: astroOut, logLevel },
      { teardownCompiler: true },
    );
  });

  const iconsDone = await iconsSettled;
  if (!iconsDone.ok) throw iconsDone.error;
  // The hashed assets are the same for every merchant: compressed once here, copied with them into each site.
  await time('precompress', () => precompressSite(path.join(astroOut, HASHED_ASSETS_DIR), SHARED_BROTLI_QUALITY));
  const shared = await sharedSizes(astroOut, HASHED_ASSETS_DIR);

  const progress = createProgress(toBuild.length);
  // Memory bounded by what is alive (scripts/lib/collect-garbage.ts): 200 merchants peaked at 1.86 GB without.
  const collect = collectEvery(SITES_PER_COLLECTION);
  const stats: Record<string, SiteStats> = {};
  // Four sites at once; after a failure no more start, and those running finish before the error is thrown.
  const limit = pLimit({ concurrency: 4, rejectOnClear: true });
  const assemble = async (merchant: Merchant) => {
    const t0 = Date.now();
    const siteDir = path.join(release, merchant.code);
    const result = await assembleSite({
      merchant,
      merchantsDir,
      astroOut,
      siteDir,
      publicDir: path.join(root, 'public'),
      icons: iconsDone.byCode.get(merchant.code)!,
      step: (step) => progress.step(merchant.code, step),
    });
    const t1 = performance.now();
    const site = await siteStats(siteDir, shared);
    result.steps['site stats'] = (performance.now() - t1) / 1000;
    // After the stats and the worker's precache: both are of this build's assets only.
    const kept = await keepEarlierAssets({
      code: merchant.code,
      siteDir,
      previousSite: keepFrom && path.join(keepFrom, merchant.code),
      previousLedger: previous.ledger,
      ledger,
      build: buildId,
      rule: retention,
      now: started,
      unrecordedAt: previous.report.merchants[merchant.code]?.builtAt ?? new Date(started).toISOString(),
    });
    stats[merchant.code] = { ...result, ...site, earlierAssets: kept, seconds: (Date.now() - t0) / 1000 };
    progress.merchantDone(merchant.code);
    collect();
  };
  await time('assemble', async () => {
    const settled = await Promise.allSettled(
      toBuild.map((merchant) =>
        limit(assemble, merchant).catch((error) => {
          limit.clearQueue();
          throw error;
        }),
      ),
    );
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });

  await finish(stats);
}

// Astro 5 takes an output folder whose path starts with the working folder's as text (/repo-x for /repo)
// for one inside it, and then cannot import the app's packages from there.
const outside = path.relative(root, outDir).startsWith('..');
if (outside && outDir.startsWith(root)) {
  console.error(
    `--out: ${outDir} starts with the repository's path (${root}) without being inside it, which Astro cannot build into; choose a folder inside the repository or one whose path does not start with it`,
  );
  process.exit(1);
}
process.chdir(root);

const releasesExisted = existsSync(releasesDir);
let releaseLock = async () => {};
try {
  releaseLock = await acquireBuildLock(releasesDir, {
    onWait: (pid) => console.log(`Waiting for the build already running (pid ${pid})...`),
  });
  await main();
  await releaseLock();
} catch (error) {
  await rm(staging, { recursive: true, force: true });
  if (publishedRelease(outDir) !== release) await rm(release, { recursive: true, force: true });
  await releaseLock();
  // A build that failed on a clean checkout leaves nothing behind (only an empty folder can be removed).
  if (!releasesExisted) await rmdir(releasesDir).catch(() => {});
  timings.total = (Date.now() - started) / 1000;
  const message = error instanceof Error ? error.message : String(error);
  await writeFailureReport(failureReport, { run, problems, error: message }).catch(() => {});
  console.error(`Build failed: ${message}`);
  console.error(`Failure report: ${path.relative(process.cwd(), failureReport)}`);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
}
