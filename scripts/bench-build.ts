#!/usr/bin/env tsx
// npm run bench:build [-- --sizes 1,10,50,200] [--runs 3] [--from luckystar] [--icons cold|warm]
// Generates K synthetic merchants from a sample into a temporary folder (never into merchants/),
// builds them from scratch (--force) and prints the median time and peak memory (RSS) of the build process
// per K, T(max)/T(min) and MB per merchant. --icons cold (the default) starts each build with an empty icon
// cache (a first build); warm fills it first, untimed (a rebuild whose brand files did not change, as CI's
// restored cache gives).
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { $, argv } from 'zx';
import { loadMerchants } from '../src/build/load';
import { prepareIcons } from './lib/icons';

const root = path.resolve(import.meta.dirname, '..');
const sizes = String(argv.sizes ?? '1,10,50,200')
  .split(',')
  .map(Number);
const runs = Number(argv.runs ?? 3);
const sample = String(argv.from ?? 'luckystar');
const icons = String(argv.icons ?? 'cold');
if (icons !== 'cold' && icons !== 'warm') throw new Error(`--icons: "${icons}" is neither cold nor warm`);
const work = path.join(os.tmpdir(), `bench-build-${process.pid}`);

/** A distinct colour per synthetic merchant, so icons and pages really differ. */
const colour = (index: number) => `#${(((index * 2654435761) >>> 8) & 0xffffff).toString(16).padStart(6, '0')}`;

/** @param count merchants to make */
async function generate(dir: string, count: number) {
  const source = path.join(root, 'merchants', sample);
  const settings = JSON.parse(await readFile(path.join(source, 'merchant.json'), 'utf8'));
  for (let i = 1; i <= count; i += 1) {
    const code = `bench-${String(i).padStart(3, '0')}`;
    const target = path.join(dir, code);
    await cp(source, target, { recursive: true });
    const primary = colour(i);
    for (const file of await readdir(path.join(target, 'assets'))) {
      const asset = path.join(target, 'assets', file);
      if (file.endsWith('.svg'))
        await writeFile(
          asset,
          (await readFile(asset, 'utf8')).replaceAll(new RegExp(settings.theme.primary, 'gi'), primary),
        );
    }
    const merchant = {
      ...settings,
      name: `Bench Merchant ${i}`,
      shortName: `Bench ${i}`,
      merchantCode: `BENCH${i}`,
      domains: [`${code}.example`],
      theme: { ...settings.theme, primary, themeColor: primary },
    };
    await writeFile(path.join(target, 'merchant.json'), JSON.stringify(merchant, null, 2));
  }
}

// The build's own peak RSS, written by the build process itself as it exits (Node reports it in KB).
const PEAK_RSS_HOOK = `data:text/javascript,${encodeURIComponent("import{writeFileSync}from'node:fs';process.on('exit',()=>writeFileSync(process.env.BENCH_RSS_FILE,String(process.resourceUsage().maxRSS)))")}`;

/** Seconds of each assembly step, summed over the merchants of one build report. */
function stepTotals(merchants: unknown[]) {
  const totals: Record<string, number> = {};
  for (const merchant of merchants as { steps?: Record<string, number> }[])
    for (const [name, seconds] of Object.entries(merchant.steps ?? {})) totals[name] = (totals[name] ?? 0) + seconds;
  return totals;
}

/** @param values NaN when empty */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const results = [];
try {
  for (const k of sizes) {
    const merchantsDir = path.join(work, `k${k}`, 'merchants');
    await mkdir(merchantsDir, { recursive: true });
    await generate(merchantsDir, k);
    const times: number[] = [];
    const phases: { astro: number; assemble: number }[] = [];
    let steps: Record<string, number> = {};
    const peaks: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const outDir = path.join(work, `k${k}`, `dist-${run}`);
      const cacheDir = path.join(work, `k${k}`, `icons-${run}`);
      if (icons === 'warm') {
        const { merchants } = loadMerchants(merchantsDir);
        for (const merchant of merchants)
          await prepareIcons({ merchant, merchantDir: path.join(merchantsDir, merchant.code), cacheDir });
      }
      const rssFile = path.join(work, `k${k}`, `rss-${run}`);
      const t0 = performance.now();
      await $({
        cwd: root,
        env: { ...process.env, ICON_CACHE_DIR: cacheDir, CI: '1', BENCH_RSS_FILE: rssFile },
      })`node --import tsx --import ${PEAK_RSS_HOOK} scripts/build.ts --merchants-dir ${merchantsDir} --out ${outDir} --force`.quiet();
      times.push((performance.now() - t0) / 1000);
      peaks.push(Number(await readFile(rssFile, 'utf8')) / 1024);
      const report = JSON.parse(await readFile(path.join(outDir, 'build-report.json'), 'utf8'));
      phases.push(report.timings);
      steps = stepTotals(Object.values(report.merchants));
      await rm(outDir, { recursive: true, force: true });
    }
    const phase = (name: 'astro' | 'assemble') => median(phases.map((timing) => timing[name]));
    results.push({
      k,
      seconds: median(times),
      runs: times,
      astro: phase('astro'),
      assemble: phase('assemble'),
      rssMb: median(peaks),
    });
    console.log(
      `K=${k}: ${times.map((t) => t.toFixed(1)).join(' s, ')} s; peak RSS ${peaks.map((mb) => mb.toFixed(0)).join(', ')} MB`,
    );
    console.log(
      `  per-merchant steps summed over the ${k} merchant(s) of the last run: ${Object.entries(steps)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
        .join(', ')}`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

const first = results[0];
const last = results.at(-1);
if (!first || !last) throw new Error('--sizes named no size');
const base = first.seconds;
console.log(
  '\n| merchants (K) | median build time (s) | Astro pass (s) | per-merchant steps (s) | per merchant (s) | T(K)/T(1) | peak RSS (MB) |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const { k, seconds, astro, assemble, rssMb } of results) {
  console.log(
    `| ${k} | ${seconds.toFixed(1)} | ${astro.toFixed(1)} | ${assemble.toFixed(1)} | ${(seconds / k).toFixed(2)} | ${(seconds / base).toFixed(2)} | ${rssMb.toFixed(0)} |`,
  );
}
console.log(
  `\nT(${last.k})/T(${first.k}) = ${(last.seconds / base).toFixed(2)}, median of ${runs} run(s), ${icons} icon cache, ${os.cpus().length} cores`,
);
if (last.k > first.k)
  console.log(
    `Memory per added merchant: ${((last.rssMb - first.rssMb) / (last.k - first.k)).toFixed(2)} MB (peak RSS ${first.rssMb.toFixed(0)} MB at K=${first.k}, ${last.rssMb.toFixed(0)} MB at K=${last.k})`,
  );
