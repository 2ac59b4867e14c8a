// Issue 10 defect 4: the CI workflow's plan step runs with tsx alone (no npm ci) and fails loudly; shards merge, with
// their nginx configurations; the gallery still runs when a shard failed. (ci-artifact.test.ts replays the
// whole workflow with real builds.)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeShards } from '../../../scripts/lib/merge-shards';
import { sitesConf } from '../../../scripts/lib/nginx-sites';
import { listFiles, ROOT, tsxAlone, tsxOf } from '../build-helpers';

const workflow = parse(readFileSync(path.join(ROOT, '.github/workflows/build-sites.yml'), 'utf8'));
const planStep = workflow.jobs.plan.steps.find((step: { id?: string }) => step.id === 'plan');
// What a plan job has before any npm ci: these files, and tsx alone.
const PLAN_FILES = [
  'package.json',
  'tsconfig.json',
  'scripts/matrix.ts',
  'scripts/lib/matrix.ts',
  'scripts/lib/args.ts',
  'src/build/folders.ts',
];

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

/** Runs the plan step as GitHub runs a `shell: bash` step, in a checkout where only tsx is installed. */
function runPlanStep(withMerchants: boolean) {
  const checkout = scratch();
  for (const file of PLAN_FILES) cpSync(path.join(ROOT, file), path.join(checkout, file));
  const npm = tsxAlone(checkout);
  mkdirSync(path.join(checkout, 'merchants'));
  if (withMerchants) cpSync(path.join(ROOT, 'merchants'), path.join(checkout, 'merchants'), { recursive: true });
  const output = path.join(checkout, 'github-output');
  writeFileSync(output, '');
  writeFileSync(path.join(checkout, 'step.sh'), planStep.run);
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', 'step.sh'], {
    cwd: checkout,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...npm },
  });
  return { status: result.status, stderr: result.stderr, output: readFileSync(output, 'utf8') };
}

describe('.github/workflows/build-sites.yml', () => {
  it('plans a matrix of every merchant with tsx alone', () => {
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

  it('fails the plan step, and writes no matrix, when matrix.ts fails', () => {
    const { status, output, stderr } = runPlanStep(false);
    expect(status).not.toBe(0);
    expect(stderr).toContain('No merchant folders found.');
    expect(output).toBe('');
  });

  it('installs before building each shard, and merges the shards', () => {
    const runs = (job: string) => workflow.jobs[job].steps.map((step: { run?: string }) => step.run).filter(Boolean);
    expect(runs('build')[0]).toMatch(/^npm ci/);
    // Then the sites as last published, whose earlier builds' assets each new site keeps.
    expect(runs('build')[1]).toContain('gh run download "$run_id" --name sites --dir previous-sites');
    // Then each production merchant's game snapshot, from its own API (issue 43), before the build renders it.
    expect(runs('build')[2]).toContain('npm run --silent snapshot:games -- --merchant "$code"');
    expect(runs('build')[3]).toContain('npm run build -- --merchant "${{ matrix.merchants }}"');
    expect(runs('build')[3]).toContain('--keep-assets-from previous-sites');
    expect(workflow.permissions).toEqual({ contents: 'read', actions: 'read' });
    expect(workflow.jobs.build.strategy.matrix).toBe('${{ fromJson(needs.plan.outputs.matrix) }}');
    expect(runs('merge')).toContain('npx --yes tsx@4.23.15 scripts/merge-shards.ts --out dist shards/*');
    // A failed shard must not hold back the sites of the others.
    expect(workflow.jobs.build.strategy['fail-fast']).toBe(false);
    expect(workflow.jobs.merge.if).toBe('${{ !cancelled() }}');
  });

  it('runs the plan and the merge with the tsx that package.json pins', () => {
    const pinned = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).devDependencies.tsx;
    const merge = workflow.jobs.merge.steps.find((step: { run?: string }) => step.run?.includes('merge-shards'));
    expect(tsxOf(planStep.run)).toBe(pinned);
    expect(tsxOf(merge.run)).toBe(pinned);
  });

  it('builds every shard for the one deploy root of the workflow', () => {
    const root = workflow.env.NGINX_ROOT;
    expect(root).toMatch(/^\/\S+[^/]$/);
    const build = workflow.jobs.build.steps.find((step: { run?: string }) => step.run?.includes('npm run build'));
    expect(build.run).toContain('--nginx-root "$NGINX_ROOT"');
  });
});

type Result = 'success' | 'failure' | 'cancelled' | 'skipped';

/**
 * Whether GitHub runs `job` when the jobs before it ended with `results`: its `if` evaluated as GitHub
 * does, with `success() && ` in front when it calls no status function (docs.github.com: "Expressions",
 * "Status check functions"). Enough of the expression language for this workflow's conditions.
 */
function runs(job: string, results: Record<string, Result>, cancelled = false): boolean {
  const needs = (name: string): string[] => [workflow.jobs[name].needs ?? []].flat();
  const ancestors = (name: string): string[] => needs(name).flatMap((need) => [need, ...ancestors(need)]);
  const status: Record<string, () => boolean> = {
    success: () => !cancelled && ancestors(job).every((name) => results[name] === 'success'),
    failure: () => ancestors(job).some((name) => results[name] === 'failure'),
    cancelled: () => cancelled,
    always: () => true,
  };
  const raw = String(workflow.jobs[job].if ?? '')
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .trim();
  const source = /\b(success|failure|cancelled|always)\(\)/.test(raw) ? raw : `success()${raw ? ` && (${raw})` : ''}`;
  const tokens = source.match(/'[^']*'|[\w.-]+\(\)|[\w.-]+|&&|\|\||==|!=|!|\(|\)/g) ?? [];
  let at = 0;
  const value = (token: string): unknown => {
    if (token.startsWith("'")) return token.slice(1, -1);
    if (token.endsWith('()')) return status[token.slice(0, -2)]!();
    const [root, name, field] = token.split('.');
    if (root === 'needs' && field === 'result') return needs(job).includes(name!) ? results[name!] : undefined;
    throw new Error(`${job}.if: ${token} is not modelled here`);
  };
  const unary = (): unknown => {
    const token = tokens[at++]!;
    if (token === '!') return !unary();
    if (token === '(') {
      const inner = or();
      at++;
      return inner;
    }
    return value(token);
  };
  const compare = (): unknown => {
    const left = unary();
    const op = tokens[at];
    if (op !== '==' && op !== '!=') return left;
    at++;
    return (left === unary()) === (op === '==');
  };
  const and = (): unknown => {
    let left = compare();
    while (tokens[at] === '&&') {
      at++;
      const right = compare();
      left = Boolean(left) && Boolean(right);
    }
    return left;
  };
  const or = (): unknown => {
    let left = and();
    while (tokens[at] === '||') {
      at++;
      const right = and();
      left = Boolean(left) || Boolean(right);
    }
    return left;
  };
  const result = Boolean(or());
  expect(at, `${job}.if: ${source}`).toBe(tokens.length);
  return result;
}

describe('which jobs run after a failed shard', () => {
  const failedShard = { plan: 'success', build: 'failure' } as const;

  it('merges the shards that built and screenshots them; the run stays red', () => {
    expect(runs('merge', failedShard)).toBe(true);
    expect(runs('gallery', { ...failedShard, merge: 'success' })).toBe(true);
  });

  it('runs everything after a green build, and no gallery without a merged dist or after a cancel', () => {
    expect(runs('merge', { plan: 'success', build: 'success' })).toBe(true);
    expect(runs('gallery', { plan: 'success', build: 'success', merge: 'success' })).toBe(true);
    expect(runs('gallery', { ...failedShard, merge: 'failure' })).toBe(false);
    expect(runs('gallery', { ...failedShard, merge: 'skipped' })).toBe(false);
    expect(runs('merge', failedShard, true)).toBe(false);
    expect(runs('gallery', { ...failedShard, merge: 'success' }, true)).toBe(false);
  });

  // GitHub's implicit success() covers every job before, not only the needed one: this skipped the gallery.
  it('models GitHub: a job without a condition is skipped after a failure before it', () => {
    const gallery = workflow.jobs.gallery.if;
    try {
      delete workflow.jobs.gallery.if;
      expect(runs('gallery', { ...failedShard, merge: 'success' })).toBe(false);
      expect(runs('gallery', { plan: 'success', build: 'success', merge: 'success' })).toBe(true);
    } finally {
      workflow.jobs.gallery.if = gallery;
    }
  });
});

describe('merging shard outputs', () => {
  const NGINX_ROOT = '/srv/merchant-sites';
  const SHARED = { 'listen.conf': 'listen 80;\n', 'upstream.conf': 'upstream wps_api {}\n', 'compression.conf': '' };
  /** A shard's dist/ as build.ts leaves it: sites, nginx/ (as nginx.ts names its files), report and state. */
  const shard = (
    commit: string,
    sites: Record<string, string>,
    { root = NGINX_ROOT, shared = SHARED as Record<string, string> } = {},
  ) => {
    const dir = scratch();
    mkdirSync(path.join(dir, 'nginx'));
    for (const [code, html] of Object.entries(sites)) {
      mkdirSync(path.join(dir, code, 'm'), { recursive: true });
      writeFileSync(path.join(dir, code, 'm/home.html'), html);
      writeFileSync(path.join(dir, 'nginx', `${code}.conf`), `server {\n  root "${root}/${code}";\n}\n`);
      writeFileSync(path.join(dir, 'nginx', `${code}.security.conf`), `add_header X-Site ${code};\n`);
    }
    for (const [name, text] of Object.entries(shared)) writeFileSync(path.join(dir, 'nginx', name), text);
    writeFileSync(path.join(dir, 'nginx/sites.conf'), sitesConf(Object.keys(sites)));
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
      JSON.stringify({
        merchants: Object.fromEntries(Object.keys(sites).map((code) => [code, `hash-${code}`])),
        // Each shard's own build id; a site also carries the build before, and "unused" is carried by no site.
        assets: {
          builds: {
            [`${commit}-${Object.keys(sites)[0]}`]: { publishedAt: '2026-12-01T00:00:00.000Z', files: ['core.2.js'] },
            before: { publishedAt: '2026-11-30T00:00:00.000Z', files: ['core.1.js'] },
            unused: { publishedAt: '2026-11-01T00:00:00.000Z', files: ['core.0.js'] },
          },
          sites: Object.fromEntries(
            Object.keys(sites).map((code) => [code, [`${commit}-${Object.keys(sites)[0]}`, 'before']]),
          ),
        },
      }),
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
    const state = JSON.parse(readFileSync(path.join(out, '.build-state.json'), 'utf8'));
    expect(state.merchants).toEqual({ a: 'hash-a', b: 'hash-b', c: 'hash-c' });
    // Which builds' hashed assets each site carries, so that the next build prunes them by the rule.
    expect(state.assets.sites).toEqual({ a: ['abc-a', 'before'], b: ['abc-b', 'before'], c: ['abc-a', 'before'] });
    expect(Object.keys(state.assets.builds).sort()).toEqual(['abc-a', 'abc-b', 'before']);
  });

  it("keeps every merchant's nginx files and the shared ones, with one sites.conf including them all", async () => {
    const out = path.join(scratch(), 'dist');
    await mergeShards([shard('abc', { a: 'A', c: 'C' }), shard('abc', { b: 'B' })], out);
    expect(listFiles(path.join(out, 'nginx'))).toEqual(
      [...['a', 'b', 'c'].flatMap((code) => [`${code}.conf`, `${code}.security.conf`]), ...Object.keys(SHARED)]
        .concat('sites.conf')
        .sort(),
    );
    expect(readFileSync(path.join(out, 'nginx/sites.conf'), 'utf8')).toBe(sitesConf(['a', 'b', 'c']));
    expect(readFileSync(path.join(out, 'nginx/b.conf'), 'utf8')).toContain(`root "${NGINX_ROOT}/b";`);
  });

  it('merges the shards that built: a failed shard uploads nothing', async () => {
    const out = path.join(scratch(), 'dist');
    expect(await mergeShards([shard('abc', { b: 'B' })], out)).toEqual(['b']);
    expect(readFileSync(path.join(out, 'nginx/sites.conf'), 'utf8')).toBe(sitesConf(['b']));
  });

  it('refuses shards whose nginx files disagree on a shared file or on the root, naming the file', async () => {
    const differ = path.join(scratch(), 'dist');
    const other = shard('abc', { b: 'B' }, { shared: { ...SHARED, 'listen.conf': 'listen 8080;\n' } });
    await expect(mergeShards([shard('abc', { a: 'A' }), other], differ)).rejects.toThrow(
      `${path.join(other, 'nginx/listen.conf')}: differs from `,
    );
    expect(existsSync(differ)).toBe(false);
    const elsewhere = shard('abc', { b: 'B' }, { root: '/home/runner/work/dist' });
    await expect(mergeShards([shard('abc', { a: 'A' }), elsewhere], path.join(scratch(), 'dist'))).rejects.toThrow(
      `${path.join(elsewhere, 'nginx/b.conf')}: root: "/home/runner/work/dist/b" is not under "${NGINX_ROOT}"`,
    );
    const extra = shard('abc', { b: 'B' }, { shared: { ...SHARED, 'maps.conf': 'map $a $b {}\n' } });
    expect(await mergeShards([shard('abc', { a: 'A' }), extra], path.join(scratch(), 'dist'))).toEqual(['a', 'b']);
  });

  it('refuses a shard without nginx/ or without the server block of a merchant it built', async () => {
    const bare = shard('abc', { a: 'A' });
    rmSync(path.join(bare, 'nginx'), { recursive: true });
    await expect(mergeShards([bare], path.join(scratch(), 'dist'))).rejects.toThrow(
      `${path.join(bare, 'nginx')}: (folder): missing`,
    );
    const partial = shard('abc', { a: 'A' });
    rmSync(path.join(partial, 'nginx/a.conf'));
    await expect(mergeShards([partial], path.join(scratch(), 'dist'))).rejects.toThrow(
      `${path.join(partial, 'nginx/a.conf')}: (file): missing`,
    );
  });

  it('runs as the merge job runs it: its command, with tsx alone', () => {
    const checkout = scratch();
    for (const file of [
      'package.json',
      'tsconfig.json',
      'scripts/merge-shards.ts',
      'scripts/lib/merge-shards.ts',
      'scripts/lib/nginx-sites.ts',
      'scripts/lib/outcome.ts',
      'scripts/lib/kept-assets.ts',
      'scripts/lib/link-tree.ts',
    ])
      cpSync(path.join(ROOT, file), path.join(checkout, file));
    const npm = tsxAlone(checkout);
    cpSync(shard('abc', { a: 'A' }), path.join(checkout, 'shards/sites-1'), { recursive: true });
    cpSync(shard('abc', { b: 'B' }), path.join(checkout, 'shards/sites-2'), { recursive: true });
    const command = workflow.jobs.merge.steps
      .map((step: { run?: string }) => step.run)
      .find((run?: string) => run?.includes('merge-shards'));
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], {
      cwd: checkout,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...npm },
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

describe('the game snapshots step (issue 43)', () => {
  it("takes each production merchant's snapshot from its API, skips demo merchants, and warns when an API does not answer", () => {
    const checkout = scratch();
    for (const entry of ['package.json', 'tsconfig.json', 'node_modules', 'scripts', 'src', 'sandbox'])
      symlinkSync(path.join(ROOT, entry), path.join(checkout, entry));
    mkdirSync(path.join(checkout, 'merchants'));
    cpSync(path.join(ROOT, 'merchants/luckystar'), path.join(checkout, 'merchants/luckystar'), { recursive: true });
    // Its API (https://api.harbourplay.example) has no address here: the lists cannot be taken.
    cpSync(path.join(ROOT, 'tests/fixtures/merchants/harbourplay'), path.join(checkout, 'merchants/harbourplay'), {
      recursive: true,
    });
    const step = workflow.jobs.build.steps.find((candidate: { name?: string }) => candidate.name === 'game snapshots');
    const result = spawnSync('bash', ['-eo', 'pipefail', '-c', step.run], {
      cwd: checkout,
      encoding: 'utf8',
      env: { ...process.env, MERCHANTS: 'luckystar,harbourplay' },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('::warning::harbourplay: no new game snapshot');
    expect(result.stderr).toContain('snapshot:games: a list call failed');
    expect(`${result.stdout}${result.stderr}`).not.toContain('luckystar');
    expect(existsSync(path.join(checkout, 'merchants/harbourplay/game-snapshot.json'))).toBe(false);
  }, 120_000);
});
