// Issue 10: what a build run does when one merchant is broken, removed or aimed at an odd folder.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild, scratchProject, treeHash } from '../build-helpers';

const project = scratchProject();
const { merchantsDir, outDir } = project;
const failureReport = path.join(project.dir, 'failure.json');
const build = (...args: string[]) =>
  runBuild(['--merchants-dir', merchantsDir, '--out', outDir, '--failure-report', failureReport, ...args], {
    ICON_CACHE_DIR: path.join(project.dir, 'icons'),
  });
afterAll(() => rmSync(project.dir, { recursive: true, force: true }));

describe("one merchant's mistake (defect 3)", () => {
  it('does not block building another merchant, while a full build still refuses', () => {
    writeFileSync(path.join(merchantsDir, 'luckystar/merchant.json'), '{ "name": "Lucky Star", }');
    // Large enough for a warning, printed at the end of the run.
    const splash = path.join(merchantsDir, 'siamarena/assets/splash.svg');
    writeFileSync(
      splash,
      readFileSync(splash, 'utf8').replace('</svg>', `<!-- ${'padding '.repeat(40_000)} --></svg>`),
    );

    const full = build();
    expect(full.status).toBe(1);
    expect(full.stderr).toContain(
      'luckystar/merchant.json: (file): not valid JSON at line 1, column 25: property name expected',
    );
    expect(existsSync(outDir)).toBe(false);

    const some = build('--merchant', 'siamarena,saigonlotto');
    expect(some.stderr).not.toContain('luckystar');
    expect(some.status).toBe(0);
    expect(existsSync(path.join(outDir, 'siamarena/m/home.html'))).toBe(true);
    // Printed last: the splash warning.
    const block = some.stderr.slice(some.stderr.lastIndexOf('Warnings ('));
    expect(block).toMatch(/^Warnings \(1\):\n/);
    expect(block).toMatch(
      /\n {2}siamarena: .*siamarena\/merchant\.json: template\.splash: assets\/splash\.svg: is 31\d KB; above 200 KB it slows/,
    );
    const report = JSON.parse(readFileSync(path.join(outDir, 'build-report.json'), 'utf8'));
    expect(report.merchants.siamarena.warnings).toHaveLength(1);
    expect(report.merchants.siamarena.brandAssets['m/brand/splash.svg']).toBeGreaterThan(300_000);
  }, 120_000);
});

describe('a merchant folder removed (defect 9)', () => {
  it('removes its site and report entries at the next build, and says so', () => {
    rmSync(path.join(merchantsDir, 'saigonlotto'), { recursive: true });
    const again = build('--merchant', 'siamarena');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Skipped (unchanged): siamarena');
    expect(again.stdout).toContain('Removed the sites of merchants whose folder is gone: saigonlotto');
    expect(existsSync(path.join(outDir, 'saigonlotto'))).toBe(false);
    const report = JSON.parse(readFileSync(path.join(outDir, 'build-report.json'), 'utf8'));
    expect(Object.keys(report.merchants)).toEqual(['siamarena']);
    expect(Object.keys(JSON.parse(readFileSync(path.join(outDir, '.build-state.json'), 'utf8')).merchants)).toEqual([
      'siamarena',
    ]);
  }, 60_000);
});

describe('a failed run (defect 10)', () => {
  it('writes a report of what failed outside dist/, which stays as it was', () => {
    const before = treeHash(outDir);
    const failed = build('--merchant', 'luckystar');
    expect(failed.status).toBe(1);
    expect(treeHash(outDir)).toBe(before);
    const report = JSON.parse(readFileSync(failureReport, 'utf8'));
    expect(report).toMatchObject({
      status: 'failed',
      requested: ['luckystar'],
      problems: [expect.stringMatching(/luckystar\/merchant\.json: \(file\): not valid JSON/)],
    });
    expect(report.commit).toMatch(/^[0-9a-f]{40}|unknown/);
  }, 60_000);
});

describe('--out (defect 6)', () => {
  it("refuses clearly a folder whose path only starts with the repository's path as text, and creates nothing", () => {
    const sibling = `${ROOT}-out-${process.pid}`;
    const result = runBuild(['--merchants-dir', merchantsDir, '--out', sibling]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `--out: ${sibling} starts with the repository's path (${ROOT}) without being inside it`,
    );
    expect(result.stderr).not.toContain('Cannot find package');
    expect(existsSync(sibling)).toBe(false);
  });

  it('builds nothing into a missing folder when validation fails, and leaves no folder behind', () => {
    const missing = path.join(tmpdir(), `never-made-${process.pid}`);
    const result = runBuild(['--merchants-dir', merchantsDir, '--out', missing, '--failure-report', failureReport]);
    expect(result.status).toBe(1);
    expect(existsSync(missing)).toBe(false);
  });
});
