// A page traced as a phone runs it (issue 43): Chromium driven over the DevTools protocol with no session on
// the page's JavaScript. Playwright and Lighthouse enable the Runtime domain on every page, and with it V8
// captures a detailed stack trace for each exception thrown, caught or not; React's Suspense throws while
// islands hydrate, so V8 re-parses React DOM for its source positions (about 25-40 ms of CPU on this
// machine, 100-160 ms at 4x) that no player's browser spends. Here the page gets only emulation and a
// navigation; the trace is the browser's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import CDP from 'chrome-remote-interface';
import { blockingEstimate, type BlockingEstimate, type TraceEvent } from './cpu-blocking';

/** The budget phone the page benchmarks stand for. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
/** What the blocking estimate reads: the tasks, their children and the first paint. */
export const BLOCKING_TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];
/** The estimate's window from the navigation, as the issue counts it. */
export const BLOCKING_WINDOW_MS = 5_000;

export interface PhoneTracer {
  /** The CPU-time blocking estimate of a visit without a tap, as a `scale` times slower phone. */
  blocking(url: string, scale: number): Promise<BlockingEstimate>;
  close(): Promise<void>;
}

const DEVTOOLS_URL = /DevTools listening on (ws:\/\/\S+)/;

/** The browser's DevTools address, read from its first lines on stderr. */
function devtoolsUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = DEVTOOLS_URL.exec(seen);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before it opened DevTools:\n${seen.slice(-2_000)}`)),
    );
  });
}

export async function launchPhoneTracer(executablePath: string): Promise<PhoneTracer> {
  const profile = mkdtempSync(path.join(tmpdir(), 'phone-trace-'));
  const child = spawn(
    executablePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const client = await CDP({ target: await devtoolsUrl(child) });
  // One trace at a time: the events of the one running.
  let events: TraceEvent[] = [];
  client.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])));

  /** Opens url in a fresh profile at phone size and traces it for watchMs from the navigation. */
  async function trace(url: string, { categories, watchMs }: { categories: string[]; watchMs: number }) {
    const { browserContextId } = await client.send('Target.createBrowserContext', {});
    try {
      const { targetId } = await client.send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await client.send('Target.attachToTarget', { targetId, flatten: true });
      await client.send(
        'Emulation.setDeviceMetricsOverride',
        { width: 360, height: 780, deviceScaleFactor: 1, mobile: true },
        sessionId,
      );
      await client.send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId);
      await client.send('Emulation.setUserAgentOverride', { userAgent: PHONE_USER_AGENT }, sessionId);
      events = [];
      await client.send('Tracing.start', {
        traceConfig: { includedCategories: categories },
        transferMode: 'ReportEvents',
      });
      await client.send('Page.navigate', { url }, sessionId);
      await new Promise((resolve) => setTimeout(resolve, watchMs));
      const complete = client['Tracing.tracingComplete']();
      await client.send('Tracing.end');
      await complete;
      return events;
    } finally {
      await client.send('Target.disposeBrowserContext', { browserContextId });
    }
  }

  return {
    async blocking(url, scale) {
      const events = await trace(url, { categories: BLOCKING_TRACE_CATEGORIES, watchMs: BLOCKING_WINDOW_MS });
      return blockingEstimate(events, scale, BLOCKING_WINDOW_MS);
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await client.send('Browser.close');
      await client.close();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
