// npm run check:merchants as ops and CI shards run it (defects 3 and 8).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../build-helpers';
import { samples } from './samples';

const check = (merchantsDir: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/check-merchants.mjs', '--merchants-dir', merchantsDir, ...args],
    { cwd: ROOT, encoding: 'utf8' },
  );

describe('npm run check:merchants', () => {
  it('passes the merchants asked for while another is broken, and fails them all without --merchant', () => {
    const m = samples();
    m.edit('luckystar', (s) => {
      s.theme.primary = 'crimson';
    });
    const some = check(m.dir, '--merchant', 'siamarena');
    expect(some.stderr).toBe('');
    expect(some.stdout).toContain('1 merchant(s) valid: siamarena');
    const all = check(m.dir);
    expect(all.status).toBe(1);
    expect(all.stderr).toContain(
      `${m.where('luckystar')}: theme.primary: must be a hex colour like "#1a2b3c", got "crimson"`,
    );
  });

  it('validates sandbox.json, so a copied folder that npm start would refuse fails here', () => {
    const m = samples();
    const file = m.file('saigonlotto', 'sandbox.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{', '{\n  "vendorz": [],'));
    const result = check(m.dir, '--merchant', 'saigonlotto');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${m.where('saigonlotto', 'sandbox.json')}: vendorz: unknown setting; did you mean "vendors"?`,
    );
  });

  it("warns, naming the pair and its ratio, when a theme's text colours are below WCAG AA", () => {
    const m = samples();
    m.edit('siamarena', (s) => {
      s.theme.text = '#bbbbbb';
      s.theme.surface = '#ffffff';
    });
    const result = check(m.dir, '--merchant', 'siamarena');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      `warning: ${m.where('siamarena')}: theme.text on theme.surface: contrast 1.92:1, below 4.5:1 (WCAG AA)`,
    );
  });
});
