#!/usr/bin/env tsx
// npm run bench:tap [-- --merchant a,b] [--runs 5] [--cpu 4] [--no-build] [--out dist] [--merchants-dir merchants]
// A budget phone in the system Chromium (CPU slowed down 4x through the DevTools protocol, 360x780, touch),
// over home and login of every merchant as `npm start` serves them, fresh profile each run:
// - tap: a player taps as soon as the control shows (a game tile and a category tab on the home, the login
//   button on login)
//   and again every 100 ms until the page answers (a guest's tile opens /m/login; an empty login shows its
//   field errors); the time from navigation to that answer;
// - tasks: a visit without a tap, the longest main-thread task and those over 50 ms in its first 5 s
//   (PerformanceObserver's long tasks), and their blocking time (each task's time past 50 ms, as TBT);
// - the floor: the same visit figures for a static Astro page and one with a single React 19 island
//   (bench/floor), measured in the same run, for what no page can go below;
// - CPU blocking: an unslowed visit traced, each main-thread task after first paint counted as --cpu x its own
//   CPU time - 50 ms (scripts/lib/cpu-blocking.ts), which a loaded machine distorts far less than wall time:
//   as a phone runs the page (no DevTools session on it, scripts/lib/phone-trace.ts) and, for comparison,
//   under Playwright's inspector as Lighthouse sees it.
// Prints the medians as a Markdown table for docs/performance.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { argv } from 'zx';
import { loadMerchants } from '../src/build/load';
import { HOME_PATH, LOGIN_PATH } from '../src/config/routes';
import { merchantList, resolveDirs } from './lib/args';
import { buildSites } from './lib/bench-build-sites';
import { blockingEstimate, type TraceEvent } from './lib/cpu-blocking';
import { startDemoServer } from './lib/demo-server';
import { buildFloor, FLOOR_PAGES, serveFloor } from './lib/floor-pages';
import { BLOCKING_TRACE_CATEGORIES, BLOCKING_WINDOW_MS, launchPhoneTracer, PHONE_USER_AGENT } from './lib/phone-trace';

const root = path.resolve(import.meta.dirname, '..');
const { merchantsDir, outDir } = resolveDirs(argv);
const runs = Number(argv.runs ?? 5);
const cpu = Number(argv.cpu ?? 4);
const only = merchantList(argv.merchant);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WATCH_MS = BLOCKING_WINDOW_MS;
const GIVE_UP_MS = 15_000;

/**
 * What a player taps on each page, and how the page shows it answered that tap: checked only after a tap
 * went through (the login's alert region is on the page before any tap). The home's tile and tab are links
 * in the HTML (issue 43): a tap navigates before any island hydrates.
 */
const TAPS: Record<string, { name: string; control: string; answered: (page: Page) => Promise<boolean> }[]> = {
  [HOME_PATH]: [
    { name: 'tile', control: '.game-tile__play', answered: async (page) => new URL(page.url()).pathname !== HOME_PATH },
    {
      name: 'tab',
      control: '.tabbar__item:not([aria-current])',
      answered: async (page) => new URL(page.url()).pathname !== HOME_PATH,
    },
  ],
  [LOGIN_PATH]: [
    {
      name: 'submit',
      control: 'form[aria-labelledby="login-title"] button[type="submit"]',
      answered: async (page) => (await page.locator('form [aria-invalid="true"]').count()) > 0,
    },
  ],
};

if (argv.build !== false) await buildSites(root, { merchantsDir, outDir, only });
const merchants = loadMerchants(merchantsDir, only).merchants.filter((m) =>
  existsSync(path.join(outDir, m.code, 'm/home.html')),
);

/** A fresh phone-sized profile with its CPU slowed down; long tasks recorded from the document's start. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    userAgent: PHONE_USER_AGENT,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    const tasks: [number, number][] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return page;
}

/** A tap's times in ms: when it landed and when it was answered, from navigation; the next page's request and commit, from the tap. */
interface TapTimes {
  tapped: number;
  answered: number;
  request: number;
  commit: number;
}

/** Taps the page's control as soon as it shows; NaN for what did not happen (the login's tap navigates nowhere). */
async function tapResponse(
  browser: Browser,
  url: string,
  { control, answered }: (typeof TAPS)[string][number],
): Promise<TapTimes> {
  const page = await phonePage(browser);
  const times: TapTimes = { tapped: NaN, answered: NaN, request: NaN, commit: NaN };
  // The page's own clock of the first pointerdown: Playwright's tap() waits for the control to be stable first.
  let tappedAt = NaN;
  await page.exposeBinding('__tapped', (_source, at: number) => {
    if (Number.isNaN(tappedAt)) tappedAt = at;
  });
  await page.addInitScript(() =>
    addEventListener('pointerdown', () => (window as unknown as { __tapped(at: number): void }).__tapped(Date.now()), {
      capture: true,
    }),
  );
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && Number.isNaN(times.request))
      times.request = Number.isNaN(tappedAt) ? NaN : Date.now() - tappedAt;
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !Number.isNaN(tappedAt) && Number.isNaN(times.commit))
      times.commit = Date.now() - tappedAt;
  });
  try {
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    let tapped = false;
    while (Date.now() - start < GIVE_UP_MS) {
      const target = page.locator(control).first();
      if (await target.isVisible().catch(() => false))
        tapped =
          (await target
            .tap({ timeout: 1_000 })
            .then(() => true)
            .catch(() => false)) || tapped;
      // A tap whose navigation began while tap() still waited counts: its pointerdown landed.
      if ((tapped || !Number.isNaN(tappedAt)) && (await answered(page).catch(() => false))) {
        times.answered = Date.now() - start;
        times.tapped = tappedAt - start;
        return times;
      }
      await page.waitForTimeout(100);
    }
    return times;
  } finally {
    await page.context().close();
  }
}

/** The long tasks of a visit's first 5 s without a tap: [start, duration] in ms. */
async function longTasks(browser: Browser, url: string): Promise<[number, number][]> {
  const page = await phonePage(browser);
  try {
    await page.goto(url);
    await page.waitForTimeout(WATCH_MS);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
    return tasks.filter(([start]) => start < WATCH_MS);
  } finally {
    await page.context().close();
  }
}

/** The CPU-time blocking estimate of a visit without a tap, traced at full speed under Playwright's inspector. */
async function inspectedCpuBlocking(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    userAgent: PHONE_USER_AGENT,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await browser.startTracing(page, { categories: BLOCKING_TRACE_CATEGORIES });
    await page.goto(url);
    await page.waitForTimeout(WATCH_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return blockingEstimate(trace.traceEvents, cpu, WATCH_MS);
  } finally {
    await context.close();
  }
}

/** NaN when no run measured it. */
const median = (values: number[]) => {
  // A run that missed a figure (a tap that never landed) leaves it out.
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

const { app, port } = await startDemoServer({ distDir: outDir, merchantsDir });
const floor = await serveFloor(await buildFloor(root));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const phone = await launchPhoneTracer(CHROMIUM);
const rows: string[] = [];

/**
 * The visit-without-a-tap figures of a page, median over the runs: longest task, count, blocking, CPU blocking
 * as a phone and under an inspector.
 */
async function visitFigures(url: string) {
  const longest: number[] = [];
  const blocking: number[] = [];
  const counts: number[] = [];
  const cpuBlocked: number[] = [];
  const inspectedCpuBlocked: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    cpuBlocked.push((await phone.blocking(url, cpu)).blockingMs);
    inspectedCpuBlocked.push((await inspectedCpuBlocking(browser, url)).blockingMs);
    const tasks = await longTasks(browser, url);
    longest.push(Math.max(0, ...tasks.map(([, duration]) => duration)));
    blocking.push(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0));
    counts.push(tasks.length);
  }
  return [median(longest), median(counts), median(blocking), median(cpuBlocked), median(inspectedCpuBlocked)].map(
    Math.round,
  );
}

try {
  for (const pathname of FLOOR_PAGES)
    rows.push(`| floor | ${pathname} | - | ${(await visitFigures(`${floor.origin}${pathname}`)).join(' | ')} |`);
  for (const merchant of merchants) {
    for (const pathname of [HOME_PATH, LOGIN_PATH]) {
      const url = `http://${merchant.code}.localhost:${port}${pathname}`;
      const taps: string[] = [];
      for (const tap of TAPS[pathname]!) {
        const times: TapTimes[] = [];
        for (let run = 0; run < runs; run += 1) times.push(await tapResponse(browser, url, tap));
        const figure = (key: keyof TapTimes) => Math.round(median(times.map((time) => time[key])));
        console.log(
          `${merchant.code} ${pathname}: ${tap.name} ${times.map((time) => `tapped ${Math.round(time.tapped)}, answered ${time.answered}, request +${time.request}, commit +${time.commit}`).join('; ')} ms`,
        );
        taps.push(
          `${figure('tapped')} / ${figure('answered')}${Number.isNaN(figure('request')) ? '' : ` / +${figure('request')} / +${figure('commit')}`} (${tap.name})`,
        );
      }
      rows.push(`| ${merchant.code} | ${pathname} | ${taps.join(', ')} | ${(await visitFigures(url)).join(' | ')} |`);
    }
  }
} finally {
  await browser.close();
  await phone.close();
  await app.close();
  await floor.app.close();
}

console.log(
  `\nCPU ${cpu}x slower, median of ${runs} run(s) per page, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`,
);
console.log(
  `| merchant | page | tap: landed / answered, from navigation; next page's request / commit, from the tap (ms) | longest task (ms) | tasks > 50 ms | blocking time (ms) | CPU blocking at ${cpu}x (ms) | the same under an inspector (ms) |`,
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
