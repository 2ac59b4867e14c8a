// "Real merchants ship": the CI artifact holds everything a deploy needs. This replays the commands of
// .github/workflows/build-sites.yml as the workflow writes them, each in a checkout of its own: plan (2
// shards), one real build per shard with the workflow's --nginx-root, the merge with tsx alone, and the
// gallery over a merged dist/ that lacks the merchants of a failed shard. Builds are slow: about a minute each.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCLUDE_PREFIX, NGINX_DIR } from '../../../scripts/lib/nginx-sites';
import { listFiles, ROOT, tsxAlone } from '../build-helpers';
import { BROTLI_MODULE, NGINX, nginxConfig, nginxTest } from '../nginx-harness';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILD_TIMEOUT_MS = 600_000;
/** What CI sets for every step: the commit the shards report (all shards of a run have the same one). */
const GITHUB_SHA = 'c1a7f00dc1a7f00dc1a7f00dc1a7f00dc1a7f00d';
const SHARDS = 2;

interface Step {
  id?: string;
  run?: string;
  shell?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
const workflow = parse(readFileSync(path.join(ROOT, '.github/workflows/build-sites.yml'), 'utf8'));
const steps = (job: string): Step[] => workflow.jobs[job].steps;
const runStep = (job: string, match: (run: string) => boolean): Step => {
  const step = steps(job).find((candidate) => candidate.run !== undefined && match(candidate.run));
  if (!step) throw new Error(`the ${job} job has no such step`);
  return step;
};
const NGINX_ROOT: string = workflow.env.NGINX_ROOT;

let work = '';
/** The sample merchants' codes, and each shard's merchants as the plan step dealt them. */
let codes: string[] = [];
let shards: { shard: number; merchants: string }[] = [];
/** Each shard's dist/ as its build job uploaded it. */
const uploaded = new Map<number, string>();

/**
 * Runs one `run:` step as GitHub does: `${{ matrix.* }}` expanded (nothing else is modelled), the
 * workflow's, job's and step's env, bash -e (with pipefail for `shell: bash`), in `cwd`.
 */
function replay(job: string, step: Step, cwd: string, options: { matrix?: object; env?: Record<string, string> } = {}) {
  const script = step.run!.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (expression, inner: string) => {
    const field = /^matrix\.(\w+)$/.exec(inner)?.[1];
    const value = field === undefined ? undefined : (options.matrix as Record<string, unknown> | undefined)?.[field];
    if (value === undefined) throw new Error(`${job}: cannot expand ${expression}`);
    return String(value);
  });
  const shell = step.shell === 'bash' ? ['--noprofile', '--norc', '-eo', 'pipefail'] : ['-e'];
  return spawnSync('bash', [...shell, '-c', script], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      CI: 'true',
      GITHUB_SHA,
      ...workflow.env,
      ...workflow.jobs[job].env,
      ...step.env,
      ...options.env,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * A checkout for a job that ran `npm ci`: the repository's code and node_modules (linked: scripts resolve
 * the repository through their real path), the scratch merchants, and no dist/ of its own.
 */
function checkout(name: string, merchants: string): string {
  const dir = path.join(work, name);
  mkdirSync(dir);
  for (const entry of [
    'package.json',
    'node_modules',
    'scripts',
    'src',
    'sandbox',
    'tsconfig.json',
    'astro.config.mjs',
  ])
    symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  cpSync(merchants, path.join(dir, 'merchants'), { recursive: true });
  return dir;
}

/** A checkout for a job without npm ci: the repository's code copied, tsx alone installed (and its npm settings). */
function bareCheckout(name: string) {
  const dir = path.join(work, name);
  mkdirSync(dir);
  for (const entry of ['package.json', 'tsconfig.json', 'scripts', 'src'])
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  return { dir, npm: tsxAlone(dir) };
}

/** The merge job: downloads the given shards' uploads into shards/ and runs the workflow's merge command. */
function merge(name: string, shardNumbers: number[]) {
  const { dir, npm } = bareCheckout(name);
  const download = steps('merge').find((step) => step.uses?.startsWith('actions/download-artifact'));
  expect(download?.with).toMatchObject({ pattern: 'sites-*', path: 'shards' });
  for (const shard of shardNumbers)
    // As actions/upload-artifact uploads dist/: the files of the release its symlink points to.
    cpSync(uploaded.get(shard)!, path.join(dir, 'shards', `sites-${shard}`), { recursive: true, dereference: true });
  const result = replay(
    'merge',
    runStep('merge', (run) => run.includes('merge-shards')),
    dir,
    { env: npm },
  );
  return { ...result, dist: path.join(dir, 'dist') };
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'ci-artifact-'));
  const merchants = path.join(work, 'merchants');
  cpSync(path.join(ROOT, 'merchants'), merchants, { recursive: true });
  codes = listFiles(merchants)
    .filter((file) => file.endsWith('/merchant.json'))
    .map((file) => path.dirname(file));

  // plan, with 2 shards instead of the workflow's 4 (three merchants would make three shards of one).
  const { dir: planDir, npm } = bareCheckout('plan');
  cpSync(merchants, path.join(planDir, 'merchants'), { recursive: true });
  const planStep = steps('plan').find((step) => step.id === 'plan')!;
  expect(planStep.run).toMatch(/--shards \d+/);
  const output = path.join(planDir, 'github-output');
  writeFileSync(output, '');
  const planned = replay(
    'plan',
    { ...planStep, run: planStep.run!.replace(/--shards \d+/, `--shards ${SHARDS}`) },
    planDir,
    {
      env: { GITHUB_OUTPUT: output, ...npm },
    },
  );
  expect(planned.status, planned.stderr).toBe(0);
  shards = JSON.parse(readFileSync(output, 'utf8').match(/^matrix=(.*)$/m)![1]!).include;
  expect(shards).toHaveLength(SHARDS);

  // build, one checkout per shard, one after the other (the machine has two cores).
  const build = runStep('build', (run) => run.startsWith('npm run build'));
  const upload = steps('build').find((step) => step.uses?.startsWith('actions/upload-artifact') && !step.if);
  expect(upload?.with).toMatchObject({ path: 'dist', 'include-hidden-files': true });
  for (const matrix of shards) {
    const dir = checkout(`build-${matrix.shard}`, merchants);
    // The "previous sites" step on a first run: no earlier run, nothing to keep.
    mkdirSync(path.join(dir, 'previous-sites'));
    const built = replay('build', build, dir, { matrix });
    expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
    uploaded.set(matrix.shard, path.join(dir, 'dist'));
  }
}, BUILD_TIMEOUT_MS);

// Several copies of built sites: removing them takes longer than a hook's default 10 s on a busy machine.
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('the merged artifact of the workflow', () => {
  let dist = '';
  beforeAll(() => {
    const merged = merge('merge', [...uploaded.keys()]);
    expect(merged.stderr).toBe('');
    expect(merged.status).toBe(0);
    expect(merged.stdout).toContain(`Merged ${SHARDS} shard(s) into dist: ${codes.join(', ')}`);
    dist = merged.dist;
  });

  it("holds every merchant's site and one build report of every merchant and shard", () => {
    const files = listFiles(dist);
    for (const code of codes) {
      expect(files).toContain(`${code}/m/home.html`);
      expect(files).toContain(`${code}/_headers`);
    }
    expect(files.filter((file) => file.endsWith('build-report.json'))).toEqual(['build-report.json']);
    const report = JSON.parse(readFileSync(path.join(dist, 'build-report.json'), 'utf8'));
    expect(report.commit).toBe(GITHUB_SHA);
    expect(Object.keys(report.merchants).sort()).toEqual(codes);
    expect([...report.built].sort()).toEqual(codes);
    expect(report.shards).toHaveLength(SHARDS);
  });

  it("holds every merchant's nginx configuration with its root under the deploy root, and the shared files", () => {
    const nginx = path.join(dist, NGINX_DIR);
    const files = listFiles(nginx);
    for (const code of codes) {
      const conf = readFileSync(path.join(nginx, `${code}.conf`), 'utf8');
      expect(conf.match(/^\s*root\s.*$/gm)).toEqual([`  root "${NGINX_ROOT}/${code}";`]);
    }
    // Whatever a shard's build wrote there (per merchant or shared), the artifact has it, unchanged.
    for (const [shard, upload] of uploaded) {
      const own = shards.find((entry) => entry.shard === shard)!.merchants.split(',');
      for (const file of listFiles(path.join(upload, NGINX_DIR)).filter((name) => name !== 'sites.conf')) {
        expect(files).toContain(file);
        expect(readFileSync(path.join(nginx, file), 'utf8'), file).toBe(
          readFileSync(path.join(upload, NGINX_DIR, file), 'utf8'),
        );
      }
      expect(readFileSync(path.join(upload, NGINX_DIR, 'sites.conf'), 'utf8').match(/^include .*$/gm)).toHaveLength(
        own.length + 2,
      );
    }
    for (const shared of ['listen.conf', 'upstream.conf', 'compression.conf']) expect(files).toContain(shared);
    // Nothing names the machines the shards were built on.
    for (const file of files) expect(readFileSync(path.join(nginx, file), 'utf8'), file).not.toContain(work);
    const sites = readFileSync(path.join(nginx, 'sites.conf'), 'utf8');
    for (const code of codes) expect(sites).toContain(`include ${INCLUDE_PREFIX}/${code}.conf;`);
  });

  it.skipIf(!existsSync(NGINX) || !existsSync(BROTLI_MODULE))('is a configuration nginx -t accepts', () => {
    // As an operator installs it: dist/nginx/ copied to <nginx conf dir>/merchant-sites/, unchanged.
    const prefix = path.join(work, 'nginx');
    const conf = path.join(prefix, 'conf');
    cpSync(path.join(dist, NGINX_DIR), path.join(conf, INCLUDE_PREFIX), { recursive: true });
    const check = nginxTest(
      nginxConfig(
        prefix,
        ['include /etc/nginx/mime.types;', `include ${INCLUDE_PREFIX}/sites.conf;`],
        [`load_module ${BROTLI_MODULE};`],
      ),
    );
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toContain('syntax is ok');
  });
});

describe('a run where a shard failed', () => {
  it.skipIf(!existsSync(CHROMIUM))(
    'merges the shards that built, and the gallery screenshots their merchants',
    () => {
      // A failed build job uploads no sites-<shard>: the merge gets the others.
      const failed = shards.reduce((most, entry) =>
        entry.merchants.split(',').length > most.merchants.split(',').length ? entry : most,
      );
      const lost = failed.merchants.split(',');
      const kept = codes.filter((code) => !lost.includes(code));
      const merged = merge(
        'merge-partial',
        [...uploaded.keys()].filter((shard) => shard !== failed.shard),
      );
      expect(merged.status, merged.stderr).toBe(0);
      expect(readFileSync(path.join(merged.dist, NGINX_DIR, 'sites.conf'), 'utf8').match(/^include .*$/gm)).toEqual([
        `include ${INCLUDE_PREFIX}/default-server.conf;`,
        `include ${INCLUDE_PREFIX}/upstream.conf;`,
        ...kept.map((code) => `include ${INCLUDE_PREFIX}/${code}.conf;`),
      ]);

      // The gallery job: its checkout has the failed merchants' broken settings (why their shard failed).
      const dir = checkout('gallery', path.join(work, 'merchants'));
      for (const code of lost) writeFileSync(path.join(dir, 'merchants', code, 'merchant.json'), '{ "name": ');
      cpSync(merged.dist, path.join(dir, 'dist'), { recursive: true });
      const gallery = replay(
        'gallery',
        runStep('gallery', (run) => run.includes('npm run gallery')),
        dir,
        { env: { CHROMIUM_PATH: CHROMIUM } },
      );
      expect(gallery.status, `${gallery.stdout}\n${gallery.stderr}`).toBe(0);
      expect(gallery.stdout).toContain(`gallery: without ${lost.join(', ')}`);
      const shots = listFiles(path.join(dir, 'dist/gallery'));
      for (const code of kept) expect(shots).toContain(`${code}/home.png`);
      for (const code of lost) expect(shots.some((file) => file.startsWith(`${code}/`))).toBe(false);
      const index = readFileSync(path.join(dir, 'dist/gallery/index.html'), 'utf8');
      for (const code of kept) expect(index).toContain(`id="${code}"`);
    },
    240_000,
  );
});
