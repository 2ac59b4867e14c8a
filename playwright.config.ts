import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The system Chromium (no browser download is possible on CI machines here).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A free loopback port for `npm start`, unless E2E_PORT fixes one. */
async function freePort(any = false): Promise<number> {
  if (process.env.E2E_PORT && !any) return Number(process.env.E2E_PORT);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
// `npm run studio` for the studio's own specs (studio/tests/e2e), on copies of the samples (its studio-server.ts).
const studioPort = process.env.E2E_STUDIO_PORT ? Number(process.env.E2E_STUDIO_PORT) : await freePort(true);
const STATE_CHANGING =
  /tests\/e2e\/(status-screens|games-launch|security-injected|pwa-update|release-under-open-page|console-clean|run-time-switches|captcha-flags-and-line-token|member-info)\.spec\.ts$/;
// The merchant studio is an app of its own: its specs live in its folder and run with the state-changing ones.
const STUDIO_SPECS = /studio\/tests\/e2e\/[^/]+\.spec\.ts$/;
// The production-like fixture merchant (tests/fixtures/merchants/harbourplay), built for production and served in
// live mode (sites and /wps only) as an operator runs it, its stand-in operator data out of its folder; the
// specs answer its own API origin through that server (fixture-merchant.ts).
const fixturePort = process.env.E2E_FIXTURE_PORT ? Number(process.env.E2E_FIXTURE_PORT) : await freePort(true);
const fixtureOut = process.env.E2E_FIXTURE_OUT ?? path.join(tmpdir(), `e2e-fixture-${fixturePort}`);
process.env.E2E_PORT = String(port);
process.env.E2E_STUDIO_PORT = String(studioPort);
process.env.E2E_FIXTURE_PORT = String(fixturePort);
process.env.E2E_FIXTURE_OUT = fixtureOut;

export default defineConfig({
  // The app's specs are in tests/e2e, the studio's in studio/tests/e2e: each project names its own (below), and
  // reports name them from the repository's root.
  testDir: '.',
  respectGitIgnore: true,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Encrypted calls start by loading the crypto code and the RSA key: give the first one time on a busy machine.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 360, height: 780 },
    // A browser language no sample merchant offers, so each page opens in its merchant's default language
    // (SPEC 4: a first visit follows the browser); languages.spec.ts sets the browser languages it tests.
    locale: 'de-DE',
    // Each new context would install the service worker and precache the whole site (about 100 files);
    // only the tests about the service worker let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', testIgnore: STATE_CHANGING },
    // Specs that switch a merchant into maintenance or inject faults run after the rest, one test at a
    // time: the sandbox's merchant state is shared by every page of that merchant. The guest crawl of every
    // route (console-clean) runs there too, so its 84 page loads do not slow the timing-sensitive specs, and so
    // does the studio's (its build takes both cores for a minute).
    {
      name: 'state-changing',
      testMatch: [STATE_CHANGING, STUDIO_SPECS],
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'npm start',
      // Test mode: the sandbox answers its control API (/__sandbox) for fault injection and codes.
      env: { PORT: String(port), SANDBOX_MODE: 'test' },
      url: `http://127.0.0.1:${port}/`,
      timeout: 240_000,
      reuseExistingServer: false,
      // npm start stops the Firebase Auth emulator it started on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx scripts/start.ts --mode live --merchants-dir tests/fixtures/merchants --sample-data tests/fixtures/operator-data --out ${fixtureOut}`,
      env: { PORT: String(fixturePort) },
      url: `http://127.0.0.1:${fixturePort}/`,
      timeout: 240_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Started once npm start has built the sites it copies.
    {
      command: 'node --import tsx studio/tests/e2e/studio-server.ts',
      env: { PORT: String(studioPort) },
      url: `http://127.0.0.1:${studioPort}/__studio/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
