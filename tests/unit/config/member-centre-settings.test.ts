// memberCentre.profileIconCount: SPEC 3 gw PROFILE_ICON_COUNT as a merchant setting, 1 to the 9 built-in icons
// (default 9, SPEC 9); anything else is refused, named as `<file>: <field>: <problem>`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchants } from '@/build/load';

const SAMPLES = path.resolve('merchants');
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** luckystar loaded with this memberCentre setting: its problems as the build prints them, and its islands' count. */
function loadWith(memberCentre: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), 'member-centre-'));
  dirs.push(dir);
  cpSync(SAMPLES, dir, { recursive: true });
  const file = path.join(dir, 'luckystar', 'merchant.json');
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  settings.memberCentre = memberCentre;
  writeFileSync(file, JSON.stringify(settings));
  const where = path.relative(process.cwd(), file);
  const { merchants, problems } = loadMerchants(dir, ['luckystar']);
  return {
    problems: problems.map((problem) => problem.replace(`${where}: `, 'FILE: ')),
    count: merchants[0] && toClientMerchant(merchants[0]).profileIconCount,
  };
}

describe('memberCentre.profileIconCount (PROFILE_ICON_COUNT)', () => {
  it('defaults to 9 and reaches the islands', () => {
    expect(loadMerchants(SAMPLES).merchants.map((m) => m.memberCentre.profileIconCount)).toEqual([9, 9, 9]);
    expect(loadWith({})).toEqual({ problems: [], count: 9 });
    expect(loadWith({ profileIconCount: 1 })).toEqual({ problems: [], count: 1 });
    expect(loadWith({ profileIconCount: 4 }).count).toBe(4);
  });

  it('refuses a count outside 1 to 9, naming the field', () => {
    expect(loadWith({ profileIconCount: 0 }).problems).toEqual([
      'FILE: memberCentre.profileIconCount: must be at least 1: a member needs an icon to choose',
    ]);
    expect(loadWith({ profileIconCount: 10 }).problems).toEqual([
      'FILE: memberCentre.profileIconCount: must be at most 9: the app ships 9 profile icons',
    ]);
    for (const bad of [2.5, '9', null])
      expect(loadWith({ profileIconCount: bad }).problems, String(bad)).toEqual([
        'FILE: memberCentre.profileIconCount: must be a whole number from 1 to 9',
      ]);
    expect(loadWith({ iconCount: 9 }).problems[0]).toMatch(/^FILE: memberCentre(\.iconCount)?: /);
  });
});
