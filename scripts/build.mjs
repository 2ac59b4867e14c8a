#!/usr/bin/env zx
// npm run build [-- --merchant a,b] [--force] [--env name] [--out dir] [--merchants-dir dir]
// Validates merchant folders, renders every merchant that changed in one Astro pass, assembles one site
// root per merchant in a staging folder, and swaps them into dist/ only when all of them succeeded.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { argv } from 'zx';
import { loadMerchants } from '../src/config/load.ts';
import { PLAN_ENV } from '../src/config/plan.ts';
import { merchantList, resolveDirs } from './lib/args.mjs';
import { assembleSite } from './lib/assemble.mjs';
import { hashApp, hashMerchant } from './lib/hashing.mjs';
import { acquireBuildLock } from './lib/lock.mjs';
import { createProgress } from './lib/progress.mjs';
import { siteStats } from './lib/report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { merchantsDir, outDir } = resolveDirs(argv);
const env = String(argv.env ?? process.env.BUILD_ENV ?? 'production');
const STATE_FILE = path.join(outDir, '.build-state.json');
const REPORT_FILE = path.join(outDir, 'build-report.json');
const staging = path.join(outDir, '.staging');
const started = Date.now();
const timings = {};
const time = async (name, work) => {
  const t0 = Date.now();
  try { return await work(); } finally { timings[name] = (Date.now() - t0) / 1000; }
};
const readJson = async (file, fallback) => (existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : fallback);

async function main() {
  const { merchants, problems } = await time('validate', async () => loadMerchants(merchantsDir, merchantList(argv.merchant)));
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    throw new Error(`${problems.length} problem(s) in merchant settings; nothing was built and dist/ is unchanged`);
  }

  const state = await readJson(STATE_FILE, { merchants: {} });
  const appHash = await hashApp(root);
  const hashes = Object.fromEntries(await Promise.all(merchants.map(async (m) => [m.code, await hashMerchant(merchantsDir, m.code, appHash, env)])));
  const unchanged = (m) => !argv.force && state.merchants[m.code] === hashes[m.code] && existsSync(path.join(outDir, m.code));
  const skipped = merchants.filter(unchanged);
  const toBuild = merchants.filter((m) => !unchanged(m));
  if (skipped.length) console.log(`Skipped (unchanged): ${skipped.map((m) => m.code).join(', ')}`);
  if (!toBuild.length) return writeOutcome({ state, hashes, built: [], skipped, stats: {} });

  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, 'sites'), { recursive: true });
  const astroOut = path.join(staging, 'astro');
  const planFile = path.join(staging, 'plan.json');
  await writeFile(planFile, JSON.stringify(toBuild));

  console.log(`Rendering ${toBuild.length} merchant(s) in one Astro pass: ${toBuild.map((m) => m.code).join(', ')}`);
  await time('astro', async () => {
    process.env[PLAN_ENV] = planFile;
    process.env.PWA_OUT_DIR = astroOut;
    process.env.BUILD_ENV = env;
    const { build } = await import('astro');
    await build({ root, outDir: astroOut, logLevel: process.env.ASTRO_LOG ?? 'warn' }, { teardownCompiler: true });
  });

  const progress = createProgress(toBuild.length);
  const stats = {};
  await time('assemble', () =>
    pool(toBuild, 4, async (merchant) => {
      const t0 = Date.now();
      const siteDir = path.join(staging, 'sites', merchant.code);
      const result = await assembleSite({
        merchant, merchantsDir, astroOut, siteDir,
        publicDir: path.join(root, 'public'),
        cacheDir: process.env.ICON_CACHE_DIR ?? path.join(root, '.build/cache/icons'),
        step: (step) => progress.step(merchant.code, step),
      });
      stats[merchant.code] = { ...result, ...(await siteStats(siteDir)), seconds: (Date.now() - t0) / 1000 };
      progress.merchantDone(merchant.code);
    }),
  );

  await time('swap', () => swapIntoDist(toBuild.map((m) => m.code)));
  await writeOutcome({ state, hashes, built: toBuild, skipped, stats });
}

/** Replaces each dist/<code> by its staged site; until this point dist/ was not touched. */
async function swapIntoDist(codes) {
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

async function writeOutcome({ state, hashes, built, skipped, stats }) {
  const report = await readJson(REPORT_FILE, { merchants: {} });
  for (const m of built) {
    state.merchants[m.code] = hashes[m.code];
    report.merchants[m.code] = { status: 'built', builtAt: new Date().toISOString(), ...stats[m.code] };
  }
  for (const m of skipped) report.merchants[m.code] = { ...report.merchants[m.code], status: 'skipped' };
  timings.total = (Date.now() - started) / 1000;
  Object.assign(report, { env, timings, built: built.map((m) => m.code), skipped: skipped.map((m) => m.code) });
  await mkdir(outDir, { recursive: true });
  await writeFile(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  await rm(staging, { recursive: true, force: true });
  console.log(`Built ${built.length}, skipped ${skipped.length} in ${timings.total.toFixed(1)} s -> ${path.relative(process.cwd(), outDir) || '.'}/<code>/`);
}

/** Runs `work` on at most `limit` items at once; after a failure it starts no more and waits for the rest. */
async function pool(items, limit, work) {
  const queue = [...items];
  let failure;
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length && !failure) {
      try {
        await work(queue.shift());
      } catch (error) {
        failure ??= error;
      }
    }
  }));
  if (failure) throw failure;
}

let releaseLock = async () => {};
try {
  releaseLock = await acquireBuildLock(outDir, { onWait: (pid) => console.log(`Waiting for the build already running (pid ${pid})...`) });
  await main();
  await releaseLock();
} catch (error) {
  await rm(staging, { recursive: true, force: true });
  await releaseLock();
  console.error(`Build failed: ${error.message}`);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
}
