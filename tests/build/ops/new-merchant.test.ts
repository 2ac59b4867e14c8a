// Issue 10 defect 2: scaffolding a merchant never leads to a shared domain or Merchant header.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../build-helpers';
import { samples } from '../../unit/samples';

const newMerchant = (merchantsDir: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/new-merchant.ts', '--merchants-dir', merchantsDir, ...args],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: '1' } },
  );

describe('npm run new:merchant', () => {
  it('refuses a domain or merchantCode that an existing merchant has, naming it, and creates nothing', () => {
    const m = samples();
    const result = newMerchant(m.dir, 'copycat', '--domain', 'luckystar.example', '--merchant-code', 'SiamArena');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `copycat/merchant.json: domains.0: "luckystar.example" is also listed by ${path.relative(ROOT, m.dir)}/luckystar/merchant.json (domains.0)`,
    );
    expect(result.stderr).toContain(
      `copycat/merchant.json: merchantCode: "SiamArena" is also the merchantCode of ${path.relative(ROOT, m.dir)}/siamarena/merchant.json`,
    );
    expect(existsSync(m.file('copycat'))).toBe(false);
  });

  it('creates a merchant that passes validation beside the others', () => {
    const m = samples();
    const result = newMerchant(m.dir, 'acme', '--name', 'Acme Play');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(existsSync(m.file('acme', 'assets/logo.svg'))).toBe(true);
  });
});
