// merchant.json's categories and each sample's sandbox.json tell the same story (issue 26 item 4).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { categoryMismatches } from '../../sandbox/data/categories';
import type { SandboxData } from '../../sandbox/data/schema';
import { MERCHANTS_DIR } from './helpers';

const gamesOf = (code: string) =>
  (JSON.parse(readFileSync(`${MERCHANTS_DIR}/${code}/sandbox.json`, 'utf8')) as Pick<SandboxData, 'games'>).games;
const settingsOf = (code: string) => loadMerchants(MERCHANTS_DIR).merchants.find((m) => m.code === code)!;

describe('categories offered and sample games', () => {
  it.each(['luckystar', 'saigonlotto', 'siamarena'])(
    '%s offers exactly the categories its sample games fill',
    (code) => {
      expect(categoryMismatches(settingsOf(code).categories, { games: gamesOf(code) })).toEqual([]);
    },
  );

  it('names a category offered without sample games, and sample games of a category not offered', () => {
    expect(categoryMismatches(['sports', 'elott'], { games: gamesOf('luckystar') })).toEqual([
      'categories: "elott" is offered, but sandbox.json has no game for its page',
      ...['live', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade'].map(
        (path) => `categories: sandbox.json has games for "${path}", which is not offered; add it or drop them`,
      ),
    ]);
  });

  it('counts LOTT games as the lottery page’s, and compares nothing without sample games', () => {
    const withoutLottery = settingsOf('siamarena').categories.filter((path) => path !== 'elott');
    expect(categoryMismatches(withoutLottery, { games: gamesOf('siamarena') })).toEqual([
      'categories: sandbox.json has games for "elott", which is not offered; add it or drop them',
    ]);
    expect(categoryMismatches(['sports'], { games: [] })).toEqual([]);
  });
});
