// Issue 10 defect 4: the CI workflow's plan step runs on Node alone and fails loudly; shards merge.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeShards } from '../../../scripts/lib/merge-shards.mjs';
import { ROOT } from '../build-helpers';

const workflow = parse(readFileSync(path.join(ROOT, '.github/workflows/build-sites.yml'), 'utf8'));
const planStep = workflow.jobs.plan.steps.find((step: { id?: string }) => step.id === 'plan');
// What a plan job has before any npm ci: these files, and no node_modules.
const PLAN_FILES = ['scripts/matrix.mjs', 'scripts/lib/matrix.mjs', 'scripts/lib/args.mjs', 'src/config/folders.mjs'];

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ci-'));
  dirs.push(dir);
  return dir;
};

/** Runs the plan step as GitHub runs a `shell: bash` step, in a checkout without node_modules. */
function runPlanStep(withMerchants: boolean) {
  const checkout = scratch();
  for (const file of PLAN_FILES) cpSync(path.join(ROOT, file), path.join(checkout, file));
  mkdirSync(path.join(checkout, 'merchants'));
  if (withMerchants) cpSync(path.join(ROOT, 'merchants'), path.join(checkout, 'merchants'), { recursive: true });
  const output = path.join(checkout, 'github-output');
  writeFileSync(output, '');
  writeFileSync(path.join(checkout, 'step.sh'), planStep.run);
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', 'step.sh'], {
    cwd: checkout,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, GITHUB_OUTPUT: output },
  });
  return { status: result.status, stderr: result.stderr, output: readFileSync(output, 'utf8') };
}

describe('.github/workflows/build-sites.yml', () => {
  it('plans a matrix of every merchant with Node alone', () => {
    expect(planStep.shell).toBe('bash');
    const { status, output, stderr } = runPlanStep(true);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const matrix = JSON.parse(output.match(/^matrix=(.*)$/m)![1]!);
    expect(matrix.include.flatMap((shard: { merchants: string }) => shard.merchants.split(',')).sort()).toEqual([
      'luckystar',
      'saigonlotto',
      'siamarena',
    ]);
    expect(workflow.jobs.plan.outputs.matrix).toBe('${{ steps.plan.outputs.matrix }}');
  });

  it('fails the plan step, and writes no matrix, when matrix.mjs fails', () => {
    const { status, output, stderr } = runPlanStep(false);
    expect(status).not.toBe(0);
    expect(stderr).toContain('No merchant folders found.');
    expect(output).toBe('');
  });

  it('installs before building each shard, and merges the shards', () => {
    const runs = (job: string) => workflow.jobs[job].steps.map((step: { run?: string }) => step.run).filter(Boolean);
    expect(runs('build')[0]).toMatch(/^npm ci/);
    expect(runs('build')[1]).toContain('npm run build -- --merchant "${{ matrix.merchants }}"');
    expect(workflow.jobs.build.strategy.matrix).toBe('${{ fromJson(needs.plan.outputs.matrix) }}');
    expect(runs('merge')).toContain('node scripts/merge-shards.mjs --out dist shards/*');
    // A failed shard must not hold back the sites of the others.
    expect(workflow.jobs.build.strategy['fail-fast']).toBe(false);
    expect(workflow.jobs.merge.if).toBe('${{ !cancelled() }}');
  });
});

describe('merging shard outputs', () => {
  const shard = (commit: string, sites: Record<string, string>) => {
    const dir = scratch();
    for (const [code, html] of Object.entries(sites)) {
      mkdirSync(path.join(dir, code, 'm'), { recursive: true });
      writeFileSync(path.join(dir, code, 'm/home.html'), html);
    }
    const merchants = Object.fromEntries(Object.keys(sites).map((code) => [code, { status: 'built', bytes: 1 }]));
    writeFileSync(
      path.join(dir, 'build-report.json'),
      JSON.stringify({
        commit,
        env: 'production',
        merchants,
        built: Object.keys(sites),
        skipped: [],
        timings: { total: 1 },
      }),
    );
    writeFileSync(
      path.join(dir, '.build-state.json'),
      JSON.stringify({ merchants: Object.fromEntries(Object.keys(sites).map((code) => [code, `hash-${code}`])) }),
    );
    return dir;
  };

  it('copies every site and combines the build reports and states', async () => {
    const out = path.join(scratch(), 'dist');
    expect(await mergeShards([shard('abc', { a: 'A', c: 'C' }), shard('abc', { b: 'B' })], out)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(readFileSync(path.join(out, 'b/m/home.html'), 'utf8')).toBe('B');
    const report = JSON.parse(readFileSync(path.join(out, 'build-report.json'), 'utf8'));
    expect(report).toMatchObject({
      commit: 'abc',
      built: ['a', 'c', 'b'],
      merchants: { a: { status: 'built' }, b: {}, c: {} },
    });
    expect(report.shards).toHaveLength(2);
    expect(JSON.parse(readFileSync(path.join(out, '.build-state.json'), 'utf8')).merchants).toEqual({
      a: 'hash-a',
      b: 'hash-b',
      c: 'hash-c',
    });
  });

  it('runs as the merge job runs it: its command, on Node alone', () => {
    const checkout = scratch();
    for (const file of ['scripts/merge-shards.mjs', 'scripts/lib/merge-shards.mjs', 'scripts/lib/outcome.mjs'])
      cpSync(path.join(ROOT, file), path.join(checkout, file));
    cpSync(shard('abc', { a: 'A' }), path.join(checkout, 'shards/sites-1'), { recursive: true });
    cpSync(shard('abc', { b: 'B' }), path.join(checkout, 'shards/sites-2'), { recursive: true });
    const command = workflow.jobs.merge.steps
      .map((step: { run?: string }) => step.run)
      .find((run?: string) => run?.includes('merge-shards'));
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], {
      cwd: checkout,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Merged 2 shard(s) into dist: a, b');
  });

  it('refuses shards of different commits, or one merchant built twice', async () => {
    await expect(
      mergeShards([shard('abc', { a: 'A' }), shard('def', { b: 'B' })], path.join(scratch(), 'dist')),
    ).rejects.toThrow(/commit: "def" differs from "abc"/);
    const twice = path.join(scratch(), 'dist');
    await expect(mergeShards([shard('abc', { a: 'A' }), shard('abc', { a: 'A2' })], twice)).rejects.toThrow(
      /merchants\.a: also built by the shard/,
    );
    expect(existsSync(path.join(twice, 'build-report.json'))).toBe(false);
  });
});
