// Deploys that never break an open page (issue 41): dist/ changes as one build (a build killed before it
// publishes leaves the old one whole), and a code release keeps the hashed assets of the builds before it,
// pruned by the rule. Real builds: the first of the samples, then a release with a source change.
import { cpSync, existsSync, lstatSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESSED } from '../../../scripts/lib/precompress';
import { releasesDirOf } from '../../../scripts/lib/releases';
import { listFiles, runBuild, scratchCheckout, scratchProject, treeHash } from '../build-helpers';
import { BROTLI_MODULE, NGINX, nginxGet, serveWithNginx } from '../nginx-harness';

const project = scratchProject();
const { merchantsDir, outDir } = project;
const releases = releasesDirOf(outDir);
const checkout = scratchCheckout(path.join(project.dir, 'checkout'));
const args = ['--merchants-dir', merchantsDir, '--out', outDir];
const assetsOf = (code: string) =>
  listFiles(path.join(outDir, code, 'm/_astro')).filter((file) => !PRECOMPRESSED.test(file));
const readJson = (file: string) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));
/** The hashed assets a page asks for: its scripts, styles, islands' component and renderer URLs. */
const referenced = (code: string, page: string) =>
  [...readFileSync(path.join(outDir, code, page), 'utf8').matchAll(/\/m\/_astro\/([\w.-]+\.(?:js|css))/g)].map(
    (match) => match[1]!,
  );
const BUILD_MS = 240_000;

let firstAssets: string[] = [];
let firstPages: string[] = [];
let firstRelease = '';

beforeAll(() => {
  const first = runBuild(args);
  expect(first.status, first.stderr).toBe(0);
  firstAssets = assetsOf('luckystar');
  firstPages = [...new Set([...referenced('luckystar', 'm/home.html'), ...referenced('luckystar', 'm/login.html')])];
  firstRelease = realpathSync(outDir);
}, BUILD_MS);
afterAll(() => {
  nginx?.stop();
  rmSync(project.dir, { recursive: true, force: true });
}, 60_000);

/** nginx over the first build's generated configuration, started before the release and never reloaded. */
let nginx: Awaited<ReturnType<typeof serveWithNginx>> | undefined;
const HOST = 'luckystar.example';
const withNginx = existsSync(NGINX) && existsSync(BROTLI_MODULE);
beforeAll(async () => {
  if (withNginx) nginx = await serveWithNginx(path.join(outDir, 'nginx'), { upstreamPort: 9, readyHost: HOST });
}, 30_000);

describe('dist/ as one build', () => {
  it('is a symlink to a whole release folder beside it, the only one', () => {
    expect(lstatSync(outDir).isSymbolicLink()).toBe(true);
    expect(path.dirname(firstRelease)).toBe(releases);
    expect(readdirSync(releases)).toEqual([path.basename(firstRelease)]);
  });

  it(
    'stays wholly the old build when the build is killed just before it publishes; the next build is whole',
    () => {
      const before = treeHash(outDir);
      const killed = runBuild(args, { BUILD_TEST_KILL_AT: 'publish' }, checkout);
      expect(killed.signal).toBe('SIGKILL');
      expect(realpathSync(outDir)).toBe(firstRelease);
      expect(treeHash(outDir)).toBe(before);

      const next = runBuild(args, {}, checkout);
      expect(next.status, next.stderr).toBe(0);
      expect(realpathSync(outDir)).not.toBe(firstRelease);
      // The killed build's partial release and the old one are gone.
      expect(readdirSync(releases)).toEqual([path.basename(realpathSync(outDir))]);
      const report = readJson('build-report.json');
      expect(report.built).toEqual(['luckystar', 'saigonlotto', 'siamarena']);
      for (const code of report.built) expect(existsSync(path.join(outDir, code, 'm/home.html'))).toBe(true);
      expect(Object.keys(readJson('.build-state.json').merchants).sort()).toEqual(report.built);
      expect(readdirSync(path.join(outDir, 'nginx'))).toContain('luckystar.conf');
    },
    2 * BUILD_MS,
  );
});

describe('a code release', () => {
  it("changes the core chunk's name (or this test proves nothing)", () => {
    const core = (files: string[]) => files.filter((file) => /^core\./.test(file));
    expect(core(assetsOf('luckystar'))).not.toEqual(core(firstAssets));
  });

  it('keeps every hashed asset of the build before, so a page opened then finds all it asks for', () => {
    const now = assetsOf('luckystar');
    for (const file of firstAssets) expect(now, file).toContain(file);
    for (const file of firstPages) expect(now, file).toContain(file);
    expect(firstPages.length).toBeGreaterThan(5);
    const { earlierAssets } = readJson('build-report.json').merchants.luckystar;
    expect(earlierAssets.kept.builds.map((build: { id: string }) => build.id)).toEqual([path.basename(firstRelease)]);
    expect(earlierAssets.kept.files).toBeGreaterThan(0);
    expect(earlierAssets.pruned).toEqual([]);
  });

  it("lists and precaches only the new build's assets (the update check and the worker ignore the kept ones)", () => {
    const listed = JSON.stringify(readJson('luckystar/m/asset-manifest.json'));
    const worker = readFileSync(path.join(outDir, 'luckystar/m/sw.js'), 'utf8');
    const onlyOld = firstAssets.filter((file) => !referenced('luckystar', 'm/home.html').includes(file));
    const gone = onlyOld.filter((file) => /^core\./.test(file));
    expect(gone.length).toBeGreaterThan(0);
    for (const file of gone) {
      expect(listed).not.toContain(file);
      expect(worker).not.toContain(file);
    }
  });

  it.skipIf(!withNginx)(
    "under nginx, not reloaded: serves the new pages, and the earlier build's assets to pages opened before",
    async () => {
      const home = await nginxGet(nginx!.port, HOST, '/m/home');
      expect(home.status).toBe(200);
      expect(home.body.toString('utf8')).toBe(readFileSync(path.join(outDir, 'luckystar/m/home.html'), 'utf8'));
      for (const file of firstPages) {
        const asset = await nginxGet(nginx!.port, HOST, `/m/_astro/${file}`, 'br');
        expect([asset.status, asset.headers['cache-control']], file).toEqual([
          200,
          'public, max-age=31536000, immutable',
        ]);
      }
    },
  );

  it(
    'prunes by the rule, and the report names what it pruned',
    () => {
      const released = assetsOf('luckystar');
      const pruneAll = runBuild([...args, '--keep-assets-builds', '0', '--keep-assets-days', '0']);
      expect(pruneAll.status, pruneAll.stderr).toBe(0);
      const now = assetsOf('luckystar');
      expect(now.sort()).toEqual([...firstAssets].sort());
      const { earlierAssets } = readJson('build-report.json').merchants.luckystar;
      expect(earlierAssets.kept).toEqual({ builds: [], files: 0 });
      const onlyReleased = released.filter((file) => !firstAssets.includes(file));
      expect(onlyReleased.length).toBeGreaterThan(0);
      for (const file of onlyReleased) expect(earlierAssets.pruned).toContain(file);
      expect(readJson('build-report.json').assetRetention).toEqual({ builds: 0, days: 0 });
    },
    BUILD_MS,
  );

  it('refuses a retention that is not a whole number, naming the option', () => {
    const refused = runBuild([...args, '--keep-assets-days', 'week']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--keep-assets-days: "week" is not a whole number of 0 or more');
  });
});

describe('a plain dist/ folder (built before releases, or a CI download)', () => {
  it('becomes the first release as it is, then a symlink', () => {
    const plain = path.join(project.dir, 'plain-dist');
    cpSync(outDir, plain, { recursive: true, dereference: true });
    const adopted = runBuild(['--merchants-dir', merchantsDir, '--out', plain]);
    expect(adopted.status, adopted.stderr).toBe(0);
    expect(adopted.stdout).toContain('Skipped (unchanged): luckystar, saigonlotto, siamarena');
    expect(lstatSync(plain).isSymbolicLink()).toBe(true);
    expect(treeHash(path.join(plain, 'luckystar'))).toBe(treeHash(path.join(outDir, 'luckystar')));
  });
});
