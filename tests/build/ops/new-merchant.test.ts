// Issue 10 defect 2: scaffolding a merchant never leads to a shared domain or Merchant header. Issue 26 item 13:
// the scaffold passes the repository's Prettier check and validation, with sample data to demo at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateMerchants } from '../../../scripts/lib/validate';
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

  it('writes files that pass `prettier --check` and check:merchants, with games in every category and members', async () => {
    const m = samples();
    expect(newMerchant(m.dir, 'acme', '--name', 'Acme Play Worldwide').status).toBe(0);
    // The repository's settings, as `npm run format:check` applies them to merchants/.
    const prettier = spawnSync(
      process.execPath,
      ['node_modules/prettier/bin/prettier.cjs', '--check', '--config', '.prettierrc.json', path.join(m.dir, 'acme')],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(prettier.stdout + prettier.stderr).toContain('All matched files use Prettier code style!');
    expect(prettier.status).toBe(0);

    const { merchants, problems, warnings } = await validateMerchants(m.dir, ['acme']);
    expect(problems).toEqual([]);
    // Its categories (the tab bar) are those its sample games fill.
    expect(warnings.acme).toEqual([]);
    expect(JSON.parse(readFileSync(m.file('acme'), 'utf8')).categories).toEqual(['sports', 'live', 'rng', 'crash']);
    expect(merchants.map((merchant) => merchant.code)).toEqual(['acme']);
    const data = JSON.parse(readFileSync(m.file('acme', 'sandbox.json'), 'utf8'));
    for (const { code } of data.categories)
      expect(data.games.filter((game: { category: string }) => game.category === code).length, code).toBeGreaterThan(1);
    expect(data.users.map((user: { username: string }) => user.username)).toContain('player1');
    expect(data.downloads ?? []).toEqual([]);
  });
});
