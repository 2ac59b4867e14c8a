// npm run check:merchants as ops and CI shards run it (defects 3 and 8).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../build-helpers';
import { samples } from '../../unit/samples';

const check = (merchantsDir: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/check-merchants.ts', '--merchants-dir', merchantsDir, ...args],
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

  it('warns when merchant.json offers a category its sample games do not fill', () => {
    const m = samples();
    m.edit('luckystar', (s) => {
      s.categories.push('elott');
    });
    const result = check(m.dir, '--merchant', 'luckystar');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      `warning: ${m.where('luckystar')}: categories: "elott" is offered, but sandbox.json has no game for its page`,
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

  it('refuses settings that would write into the policy or the shared nginx config, one line each, and exits 1', () => {
    const m = samples();
    m.edit('luckystar', (s) => {
      s.name = 'Lucky\n} server {';
      s.api.baseUrl = 'https://api$host.example';
      s.tracking.scripts.facebook = 'https://*/p.js';
    });
    // The operator's encrypted form (Base64 DES, then its key) of a chat script on a wildcard host.
    const key = 'k3Y9abcd';
    const hidden = CryptoJS.DES.encrypt(
      CryptoJS.enc.Utf8.parse('https://*.evil.example/x.js'),
      CryptoJS.enc.Utf8.parse(key),
      {
        mode: CryptoJS.mode.ECB,
        padding: CryptoJS.pad.Pkcs7,
      },
    );
    m.edit('siamarena', (s) => {
      s.customerService[1].path = `${hidden.toString()}${key}`;
    });
    const notPlain = 'is not a plain host name (ASCII letters, digits, "-" and "." between labels, optional :port)';
    const result = check(m.dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')).toEqual([
      `${m.where('luckystar')}: name: must be a single line without control characters; found U+000A (line feed) at character 6`,
      `${m.where('luckystar')}: api.baseUrl: host "api$host.example" ${notPlain}, got "https://api$host.example"`,
      `${m.where('luckystar')}: tracking.scripts.facebook: host "*" ${notPlain}, got "https://*/p.js"`,
      `${m.where('siamarena')}: customerService.1.path: decrypts to "https://*.evil.example/x.js": host "*.evil.example" ${notPlain}, got "https://*.evil.example/x.js"`,
      '4 problem(s) found.',
      '',
    ]);
  });
});
