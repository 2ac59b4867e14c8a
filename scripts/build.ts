#!/usr/bin/env tsx
// npm run build [-- --merchant a,b] [--force] [--env name] [--out dir] [--merchants-dir dir] [--nginx-root dir]
// Validates merchant folders, renders every merchant that changed in one Astro pass, assembles one site
// root per merchant in a staging folder, and swaps them into dist/ only when all of them succeeded.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroInlineConfig } from 'astro';
import pLimit from 'p-limit';
import { argv } from 'zx';
import { listMerchantCodes } from '../src/build/folders';
import { merchantForBuildEnv } from '../src/build/build-env';
import { merchantFile } from '../src/build/load';
import { PLAN_ENV } from '../src/build/plan';
import { merchantList, resolveDirs } from './lib/args';
import { assembleSite } from './lib/assemble';
import { hashApp, hashMerchant } from './lib/hashing';
import { prepareIcons, type PreparedIcons } from './lib/icons';
import { writeNginxConfigs } from './lib/nginx';
import { SHARED_BROTLI_QUALITY, precompressSite } from './lib/precompress';
import { HASHED_ASSETS_DIR } from '../src/config/routes';
import { acquireBuildLock } from './lib/lock';
import {
  printWarnings,
  readState,
  removedMerchants,
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
const staging = path.join(outDir, '.staging');
const started = Date.now();
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

  const state = await readState(outDir);
  const removed = await removedMerchants(outDir, listMerchantCodes(merchantsDir));
  const appHash = await hashApp(root);
  const hashes: Record<string, string> = Object.fromEntries(
    await Promise.all(merchants.map(async (m) => [m.code, await hashMerchant(merchantsDir, m.code, appHash, env)])),
  );
  const unchanged = (m: Merchant) =>
    !argv.force && state.merchants[m.code] === hashes[m.code] && existsSync(path.join(outDir, m.code));
  const skipped = merchants.filter(unchanged);
  const toBuild = merchants.filter((m) => !unchanged(m));
  const finish = async (stats: Record<string, SiteStats>) => {
    timings.total = (Date.now() - started) / 1000;
    const report = await writeOutcome({
      outDir,
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
      outDir,
      merchants,
      ...(argv['nginx-root'] ? { siteRootBase: path.resolve(String(argv['nginx-root'])) } : {}),
    });
    await rm(staging, { recursive: true, force: true });
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
  await mkdir(path.join(staging, 'sites'), { recursive: true });
  const astroOut = path.join(staging, 'astro');
  const planFile = path.join(staging, 'plan.json');
  await writeFile(planFile, JSON.stringify(toBuild));

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

  console.log(`Rendering ${toBuild.length} merchant(s) in one Astro pass: ${toBuild.map((m) => m.code).join(', ')}`);
  await time('astro', async () => {
    process.env[PLAN_ENV] = planFile;
    process.env.PWA_OUT_DIR = astroOut;
    process.env.BUILD_ENV = env;
    // A NODE_ENV left in the caller's shell (test, development) would ship React's development build.
    process.env.NODE_ENV = 'production';
    const { build } = await import('astro');
    // ASTRO_LOG is a developer's choice of Astro's own level names, passed on unchecked.
    const logLevel = (process.env.ASTRO_LOG ?? 'warn') as NonNullable<AstroInlineConfig['logLevel']>;
    await build({ root, outDir: astroOut, logLevel }, { teardownCompiler: true });
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
    const siteDir = path.join(staging, 'sites', merchant.code);
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
    stats[merchant.code] = { ...result, ...site, seconds: (Date.now() - t0) / 1000 };
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

  await time('swap', () => swapIntoDist(toBuild.map((m) => m.code)));
  await finish(stats);
}

/** Replaces each dist/<code> by its staged site; until this point dist/ was not touched. */
async function swapIntoDist(codes: string[]) {
  await mkdir(path.join(staging, 'old'), { recursive: true });
  for (const code of codes) {
    const target = path.join(outDir, code);
    const old = path.join(staging, 'old', code);
    if (existsSync(target)) await rename(target, old);
    try {
      await rename(path.join(staging, 'sites', code), target);
    } catch (error) {
      if (existsSync(old)) await rename(old, target);
      throw error;
    }
  }
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

const outExisted = existsSync(outDir);
let releaseLock = async () => {};
try {
  releaseLock = await acquireBuildLock(outDir, {
    onWait: (pid) => console.log(`Waiting for the build already running (pid ${pid})...`),
  });
  await main();
  await releaseLock();
} catch (error) {
  await rm(staging, { recursive: true, force: true });
  await releaseLock();
  // A build that failed on a clean checkout leaves no dist/ behind (only an empty one can be removed).
  if (!outExisted) await rmdir(outDir).catch(() => {});
  timings.total = (Date.now() - started) / 1000;
  const message = error instanceof Error ? error.message : String(error);
  await writeFailureReport(failureReport, { run, problems, error: message }).catch(() => {});
  console.error(`Build failed: ${message}`);
  console.error(`Failure report: ${path.relative(process.cwd(), failureReport)}`);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
}
