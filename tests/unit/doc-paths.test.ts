// README.md and docs/*.md name only repository paths that exist (the rule: tests/unit/doc-paths.ts).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingPaths } from './doc-paths';

const PAGES = ['README.md', ...readdirSync('docs').flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : []))];

describe('paths named by the docs', () => {
  it.each(PAGES)('%s names only paths that exist', (page) => {
    const missing = missingPaths(readFileSync(page, 'utf8'), page, process.cwd());
    expect(missing.map((entry) => `${page}:${entry.line}: ${entry.path}`)).toEqual([]);
  });
});

describe('the rule', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'doc-paths-'));
  // A small repository: the pages below name some of its files.
  const files = [
    'src/lib/pwa/target.ts',
    'src/layouts/IdleParts.astro',
    'merchants/acme/merchant.json',
    'docs/status.md',
  ];
  for (const file of files) {
    mkdirSync(path.join(repo, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(repo, file), file.endsWith('.md') ? '# Status\n\n## Screens and routes (SPEC 2)\n' : '');
  }
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const page = [
    '# The page',
    'Exists: `src/lib/pwa/target.ts`, `src/lib/`, `lib/pwa/target.ts`, `layouts/IdleParts`, `src/lib/**/*.ts`,',
    '`merchants/<code>/merchant.json`, `node --import tsx src/lib/pwa/target.ts`, [status](status.md),',
    '[status](status.md#screens-and-routes-spec-2), [here](#the-page).',
    'Not checked: `dist/<code>/m/sw.js`, `m/_astro/`, `lib/`, `sw.js`, [spec](../../shared/SPEC.md), [x](https://x.example/a).',
    'Missing: `src/lib/games/`, `flows/sign-in/gone.ts`, `scripts/lib/*.mjs`, `merchants/<code>/gone.json`,',
    '`tests/unit/gone.test.ts`, (`studio/server.ts`), [gone](gone.md), [up](../scripts/gone.ts),',
    '[status](status.md#screens), [here](#gone).',
    '',
    '```sh',
    'cp -r merchants/acme merchants/new-one   # `src/in-a-fence.ts`',
    '```',
  ].join('\n');

  it('names each missing path and heading with its line, and nothing that exists or is not a repository path', () => {
    expect(missingPaths(page, 'docs/page.md', repo)).toEqual([
      { line: 6, path: 'src/lib/games/' },
      { line: 6, path: 'src/flows/sign-in/gone.ts' },
      { line: 6, path: 'scripts/lib/*.mjs' },
      { line: 6, path: 'merchants/<code>/gone.json' },
      { line: 7, path: 'tests/unit/gone.test.ts' },
      { line: 7, path: 'studio/server.ts' },
      { line: 7, path: 'docs/gone.md' },
      { line: 7, path: 'scripts/gone.ts' },
      { line: 8, path: 'docs/status.md#screens' },
      { line: 8, path: 'docs/page.md#gone' },
    ]);
  });

  it('resolves a README link from the repository root', () => {
    expect(missingPaths('[status](docs/status.md), [gone](docs/gone.md)', 'README.md', repo)).toEqual([
      { line: 1, path: 'docs/gone.md' },
    ]);
  });
});
