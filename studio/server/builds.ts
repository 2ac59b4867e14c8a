// Builds started from the studio: `npm run build` for the merchants asked for, then `npm run gallery` of
// them (no second build), one run at a time, each line of their output kept for the page to show, and
// what the gallery found changed in their screenshots.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CHANGES_FILE, DIFF_DIR, type GalleryChanges, type MerchantChange } from '../../scripts/lib/gallery-changes';
import { DESKTOP_SHOT, PHONE_SHOTS } from '../../scripts/lib/gallery-index';
import { REPORT_FILE, type MerchantReports } from '../../scripts/lib/outcome';
import { StudioError } from './guard';
import { merchantFolder } from './merchant-files';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The output lines a run keeps (a build of many merchants prints a few per merchant). */
const KEPT_LINES = 2_000;

/** The screenshots the gallery takes of each merchant, by file name (without .png). */
const GALLERY_SHOTS: readonly string[] = [...PHONE_SHOTS, DESKTOP_SHOT].map(([file]) => file);

export interface BuildRun {
  id: number;
  codes: string[];
  state: 'building' | 'screenshots' | 'passed' | 'failed';
  lines: string[];
  /** Per merchant, the build report's warnings once built. */
  warnings: Record<string, string[]>;
  /** Per merchant, its screenshots against the previous ones, once taken. */
  changes: Record<string, MerchantChange>;
  startedAt: string;
  finishedAt?: string;
}

export interface BuildOptions {
  merchantsDir: string;
  distDir: string;
  /** After a build that passed, before the screenshots: the previews serve the new sites. */
  onBuilt?: () => Promise<void>;
}

/** Runs `node --import tsx <script> ...args` in the repository, each output line to `line`; resolves its exit code. */
function runScript(script: string, args: string[], line: (text: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const text of lines) if (text.trim()) line(stripVTControlCharacters(text));
      });
      stream.on('end', () => rest.trim() && line(stripVTControlCharacters(rest)));
    }
    child.on('error', (error) => {
      line(`could not start ${script}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The gallery's comparison for these merchants (dist/gallery/changes.json), as the run that just ended wrote it. */
export function shotChanges(distDir: string, codes: string[]): Record<string, MerchantChange> {
  const file = path.join(distDir, 'gallery', CHANGES_FILE);
  if (!existsSync(file)) return {};
  const { merchants } = JSON.parse(readFileSync(file, 'utf8')) as GalleryChanges;
  return Object.fromEntries(codes.flatMap((code) => (merchants[code] ? [[code, merchants[code]]] : [])));
}

function reportWarnings(distDir: string, codes: string[]): Record<string, string[]> {
  const file = path.join(distDir, REPORT_FILE);
  if (!existsSync(file)) return {};
  const { merchants } = JSON.parse(readFileSync(file, 'utf8')) as MerchantReports;
  return Object.fromEntries(codes.map((code) => [code, merchants[code]?.warnings ?? []]));
}

export function createBuilds({ merchantsDir, distDir, onBuilt }: BuildOptions) {
  let last: BuildRun | undefined;
  let runs = 0;

  async function run(build: BuildRun) {
    const line = (text: string) => {
      build.lines.push(text);
      if (build.lines.length > KEPT_LINES) build.lines.splice(0, build.lines.length - KEPT_LINES);
    };
    const dirs = ['--merchants-dir', merchantsDir, '--out', distDir];
    const merchants = ['--merchant', build.codes.join(',')];
    const built = await runScript('scripts/build.ts', [...merchants, ...dirs, '--env', 'demo'], line);
    if (built !== 0) {
      line(`The build failed (exit code ${built}); nothing of it was published.`);
      return 'failed';
    }
    build.warnings = reportWarnings(distDir, build.codes);
    await onBuilt?.();
    build.state = 'screenshots';
    const gallery = path.join(distDir, 'gallery');
    const shot = await runScript(
      'scripts/gallery.ts',
      [...merchants, ...dirs, '--no-build', '--gallery-dir', gallery],
      line,
    );
    if (shot !== 0) line(`The screenshots failed (exit code ${shot}).`);
    else build.changes = shotChanges(distDir, build.codes);
    return shot === 0 ? 'passed' : 'failed';
  }

  return {
    /** The run going on, or the last one. */
    get last() {
      return last;
    },
    start(codes: string[]): BuildRun {
      if (last && (last.state === 'building' || last.state === 'screenshots'))
        throw new StudioError(409, `a build of ${last.codes.join(', ')} is running; wait for it to end`);
      if (!codes.length) throw new StudioError(400, 'name at least one merchant to build');
      for (const code of codes) merchantFolder(merchantsDir, code);
      const build: BuildRun = {
        id: ++runs,
        codes: [...new Set(codes)].sort(),
        state: 'building',
        lines: [],
        warnings: {},
        changes: {},
        startedAt: new Date().toISOString(),
      };
      last = build;
      void run(build)
        .catch((error: Error) => {
          build.lines.push(`The studio could not run the build: ${error.message}`);
          return 'failed' as const;
        })
        .then((state) => {
          build.state = state;
          build.finishedAt = new Date().toISOString();
        });
      return build;
    },
  };
}

/** A merchant's gallery screenshot, or with `<shot>.diff` its diff image, if the last gallery run made it. */
export function galleryShot(merchantsDir: string, distDir: string, code: string, shot: string): Buffer | undefined {
  merchantFolder(merchantsDir, code);
  const diff = shot.endsWith('.diff');
  const name = diff ? shot.slice(0, -'.diff'.length) : shot;
  if (!GALLERY_SHOTS.includes(name)) return undefined;
  const file = path.join(distDir, 'gallery', code, ...(diff ? [DIFF_DIR] : []), `${name}.png`);
  return existsSync(file) ? readFileSync(file) : undefined;
}
