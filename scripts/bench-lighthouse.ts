#!/usr/bin/env tsx
// npm run bench:lighthouse [-- --merchant a,b] [--runs 3] [--cpu-slowdown 4] [--no-build] [--out dist] [--merchants-dir merchants]
// Lighthouse 12 (mobile preset, simulated throttling) in the system Chromium over home and login of every
// merchant, served as `npm start` serves them (precompressed, with the sandbox API): the median of the four
// category scores and of LCP, TBT and CLS per page, printed as a Markdown table for docs/performance.md.
// Each run's benchmarkIndex (Lighthouse's measure of the host's CPU) is printed too: the preset's 4x slowdown
// stands for a mid-tier phone only on a host of about 1,500-2,000 (Lighthouse's docs/throttling.md), so
// figures from hosts of other speeds compare only with the index beside them. Beside them, the CPU-time
// blocking estimate of the same page as a phone runs it (scripts/lib/phone-trace.ts): Lighthouse's own trace
// is taken under its inspector, which makes V8 re-parse React DOM whenever React's Suspense throws.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { $, argv } from 'zx';
import { loadMerchants } from '../src/build/load';
import { HOME_PATH, LOGIN_PATH } from '../src/config/routes';
import { merchantList, resolveDirs } from './lib/args';
import { buildSites } from './lib/bench-build-sites';
import { startDemoServer } from './lib/demo-server';
import { launchPhoneTracer } from './lib/phone-trace';

const root = path.resolve(import.meta.dirname, '..');
const { merchantsDir, outDir } = resolveDirs(argv);
const runs = Number(argv.runs ?? 3);
const cpuSlowdown = Number(argv['cpu-slowdown'] ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Run through npx, not installed: Lighthouse's dependencies name "latest" versions, which `npm ci` cannot
// reproduce from a lock file, and only this benchmark needs it.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const PAGES = [HOME_PATH, LOGIN_PATH];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [...CATEGORIES, 'lcp', 'tbt', 'cls', 'benchmarkIndex', 'cpuBlocking'] as const;

const only = merchantList(argv.merchant);

type Audit = { score: number | null; numericValue: number };
/** The parts of a Lighthouse result (LHR) read here. */
type LighthouseResult = {
  categories: Record<
    (typeof CATEGORIES)[number],
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  environment: { benchmarkIndex: number };
  audits: Record<'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift', Audit> &
    Record<string, Audit | undefined>;
};
/** One run of one page. */
type Sample = Record<(typeof METRICS)[number], number> & { failing: string[] };

/** Object.fromEntries over known keys, typed by them. */
const byKey = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  // Object.fromEntries types its result by string keys only; it has exactly `keys`.
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

if (argv.build !== false) await buildSites(root, { merchantsDir, outDir, only });
const merchants = loadMerchants(merchantsDir, only).merchants.filter((m) =>
  existsSync(path.join(outDir, m.code, 'm/home.html')),
);

const { app, port } = await startDemoServer({ distDir: outDir, merchantsDir });

/** One Lighthouse run of a URL (mobile preset, the four categories), as its JSON result. */
async function lighthouse(url: string): Promise<LighthouseResult> {
  const result = await $({
    env: { ...process.env, CHROME_PATH: CHROMIUM },
  })`npx --yes ${LIGHTHOUSE} ${url} --quiet --output=json --output-path=stdout --only-categories=${CATEGORIES.join(',')} --throttling.cpuSlowdownMultiplier=${cpuSlowdown} --chrome-flags=${CHROME_FLAGS}`.quiet();
  return JSON.parse(result.stdout);
}

/** @param values NaN when empty */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const rows: (Sample & { merchant: string; page: string })[] = [];
const phone = await launchPhoneTracer(CHROMIUM);
try {
  for (const merchant of merchants) {
    for (const page of PAGES) {
      const url = `http://${merchant.code}.localhost:${port}${page}`;
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await lighthouse(url);
        samples.push({
          ...byKey(CATEGORIES, (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
          lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          cpuBlocking: (await phone.blocking(url, cpuSlowdown)).blockingMs,
          failing: CATEGORIES.flatMap((id) =>
            lhr.categories[id].auditRefs
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => ref.id),
          ),
        });
      }
      const row = {
        merchant: merchant.code,
        page,
        ...byKey(METRICS, (key) => median(samples.map((s) => s[key]))),
        failing: [...new Set(samples.flatMap((s) => s.failing))].sort(),
      };
      rows.push(row);
      console.log(
        `${merchant.code} ${page}: ${CATEGORIES.map((id) => `${id} ${row[id]}`).join(', ')}; LCP ${row.lcp.toFixed(2)} s, TBT ${row.tbt.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, benchmarkIndex ${row.benchmarkIndex.toFixed(0)}, CPU blocking ${row.cpuBlocking.toFixed(0)} ms`,
      );
    }
  }
} finally {
  await phone.close();
  await app.close();
}

console.log(
  `\nLighthouse 12 mobile preset (CPU slowdown ${cpuSlowdown}x), median of ${runs} run(s) per page, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`,
);
console.log(
  `| merchant | page | performance | accessibility | best practices | SEO | LCP (s) | TBT (ms) | CLS | benchmarkIndex | CPU blocking at ${cpuSlowdown}x as a phone (ms) |`,
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.merchant} | ${row.page} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${row.lcp.toFixed(2)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.benchmarkIndex.toFixed(0)} | ${row.cpuBlocking.toFixed(0)} |`,
  );
}
console.log('\nAudits not passed in some run:');
for (const row of rows) console.log(`- ${row.merchant} ${row.page}: ${row.failing.join(', ') || 'none'}`);
