#!/usr/bin/env tsx
// npm test: every Vitest project (the studio's too), then every Playwright project (e2e in the system Chromium,
// the studio's specs in state-changing) against `npm start`. Ends with one line "N passed, M failed" summing both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
/** @param env added to this process's environment */
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}/unit.json`,
]);
const unit = readJson(`${RESULTS}/unit.json`);
const e2eStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e.json`,
});
const e2e = readJson(`${RESULTS}/e2e.json`);

// CI runs the unit tests and a build on the Node LTS first (scripts/node-lts.ts) and names its result here.
const lts = process.env.NODE_LTS_RESULT
  ? (readJson(process.env.NODE_LTS_RESULT) ?? { passed: 0, failed: 1 })
  : undefined;

// A runner that crashed before reporting counts as one failure, so the line never hides it.
const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = unit ? unit.numFailedTests : 1;
const e2ePassed = e2e?.stats.expected ?? 0;
const e2eFailed = e2e ? e2e.stats.unexpected + e2e.stats.flaky : 1;
// Vitest's failures scroll away above Playwright's output: named again here, next to the counts.
interface UnitFile {
  name: string;
  message?: string;
  assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
}
for (const file of (unit?.testResults ?? []) as UnitFile[]) {
  const failures = file.assertionResults.filter((result) => result.status === 'failed');
  if (!failures.length && file.message) console.log(`unit failed: ${file.name}: ${file.message.split('\n')[0]}`);
  for (const failure of failures)
    console.log(`unit failed: ${file.name} › ${failure.fullName}: ${failure.failureMessages[0]?.split('\n')[0] ?? ''}`);
}
const ltsLine = lts ? `; Node LTS: ${lts.passed} passed, ${lts.failed} failed` : '';
console.log(
  `\nunit: ${unitPassed} passed, ${unitFailed} failed; e2e: ${e2ePassed} passed, ${e2eFailed} failed${ltsLine}`,
);
const failed =
  unitFailed +
  e2eFailed +
  (lts?.failed ?? 0) +
  (unitStatus !== 0 && !unitFailed ? 1 : 0) +
  (e2eStatus !== 0 && !e2eFailed ? 1 : 0);
console.log(`${unitPassed + e2ePassed + (lts?.passed ?? 0)} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
