// Issue 43: the first screen's games are in the HTML, from the build's snapshot of the game lists: a demo
// merchant's from its sandbox.json, a production merchant's from game-snapshot.json (npm run snapshot:games),
// held as hostile input; a missing or broken snapshot never fails the build (the pages keep their placeholders).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild, scratchProject } from './build-helpers';

const project = scratchProject();
const FIXTURE = 'harbourplay';
const snapshotFile = path.join(project.merchantsDir, FIXTURE, 'game-snapshot.json');
const page = (code: string, route: string) =>
  readFileSync(path.join(project.outDir, code, 'm', `${route}.html`), 'utf8');
const tileNames = (html: string) => [...html.matchAll(/class="game-tile__name">([^<]*)</g)].map((match) => match[1]);

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
const snapshot = {
  takenAt: new Date().toISOString(),
  lanes: [
    {
      category: 'RNG',
      title: 'Slots',
      gameCount: 2,
      cards: [
        { accountTypeName: 'PGSOFT', displayName: 'PG Soft', imageUrl: 'https://cdn.harbourplay.example/v/pg.webp' },
      ],
    },
  ],
  hotGames: [
    { gameId: 'h1', gameName: HOSTILE_NAME, vendor: 'PGSOFT', category: 'RNG', imageUrl: 'javascript:alert(1)' },
    {
      gameId: 'h2',
      gameName: 'Harbour Fortune',
      vendor: 'PGSOFT',
      category: 'RNG',
      imageUrl: 'https://cdn.harbourplay.example/g/h2.webp',
    },
  ],
  categoryGames: {
    RNG: [
      {
        gameId: 'h2',
        gameName: 'Harbour Fortune',
        vendor: 'PGSOFT',
        category: 'RNG',
        imageUrl: 'https://cdn.harbourplay.example/g/h2.webp',
      },
    ],
  },
};
let first: ReturnType<typeof runBuild>;

beforeAll(() => {
  cpSync(path.join(ROOT, 'tests/fixtures/merchants', FIXTURE), path.join(project.merchantsDir, FIXTURE), {
    recursive: true,
  });
  writeFileSync(snapshotFile, JSON.stringify(snapshot));
  first = runBuild([
    '--merchants-dir',
    project.merchantsDir,
    '--out',
    project.outDir,
    '--merchant',
    `luckystar,${FIXTURE}`,
  ]);
  expect(first.status, first.stderr).toBe(0);
}, 300_000);
afterAll(() => rmSync(project.dir, { recursive: true, force: true }));

describe('a demo merchant (sandbox.json)', () => {
  it("has its hot games and each category page's games in the HTML, as links to the login with the game as target", () => {
    const home = page('luckystar', 'home');
    expect(tileNames(home)).toContain('Fortune Dragon');
    expect(home).toContain('href="/m/login?go=%2Fm%2Fgame%3Fcategory%3DRNG%26vendor%3DGOLDREEL%26play%3Dg1012"');
    const rng = tileNames(page('luckystar', 'rng'));
    expect(rng.length).toBeGreaterThan(0);
    expect(rng.length).toBeLessThanOrEqual(12);
    expect(rng).toContain('Fortune Dragon');
    // A page carries its own category's games only.
    expect(tileNames(page('luckystar', 'live'))).not.toContain('Fortune Dragon');
  });
});

describe('a production merchant with game-snapshot.json', () => {
  it('renders its games, a name with HTML as text, and leaves out a picture that is not https', () => {
    const home = page(FIXTURE, 'home');
    expect(tileNames(home)).toEqual(['&lt;img src=x onerror=alert(1)&gt;', 'Harbour Fortune']);
    expect(home).not.toContain(HOSTILE_NAME);
    expect(home).not.toContain('javascript:');
    expect(home).toContain('src="https://cdn.harbourplay.example/g/h2.webp"');
    expect(tileNames(page(FIXTURE, 'rng'))).toEqual(['Harbour Fortune']);
    expect(first.stderr).toContain(
      `${snapshotFile}: game snapshot: 1 picture(s) left out: not https or a path of the site`,
    );
  });

  it('still builds when the snapshot is broken or gone, with placeholders and a warning that says why', () => {
    writeFileSync(snapshotFile, '{"takenAt": ');
    const broken = runBuild(['--merchants-dir', project.merchantsDir, '--out', project.outDir, '--merchant', FIXTURE]);
    expect(broken.status, broken.stderr).toBe(0);
    expect(broken.stderr).toContain(`${snapshotFile}: game snapshot: (file): not valid JSON at line 1`);
    expect(broken.stderr).toContain('the pages show placeholders for the game lists');
    expect(tileNames(page(FIXTURE, 'home'))).toEqual([]);
    expect(page(FIXTURE, 'home')).toContain('game-tile--skeleton');
    rmSync(snapshotFile);
    const gone = runBuild(['--merchants-dir', project.merchantsDir, '--out', project.outDir, '--merchant', FIXTURE]);
    expect(gone.status, gone.stderr).toBe(0);
    expect(gone.stderr).not.toContain('game snapshot');
    expect(tileNames(page(FIXTURE, 'home'))).toEqual([]);
  }, 300_000);
});
