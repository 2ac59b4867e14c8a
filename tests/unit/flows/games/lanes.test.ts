import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { laneBelongsToPage } from '@/features/games/category-page';
import { sortLanes } from '@/flows/games/category-ordinals';

interface SandboxFile {
  categories: { code: string; name: string }[];
}
const categoriesOf = (code: string) =>
  (JSON.parse(readFileSync(`merchants/${code}/sandbox.json`, 'utf8')) as SandboxFile).categories;

describe('lane ordering of every sample merchant (SPEC 9 ordinals)', () => {
  const expected: Record<string, string[]> = {
    luckystar: ['SPORTS', 'LIVE', 'RNG', 'PVP', 'TABLE', 'FISH', 'CRASH', 'ARCADE'],
    saigonlotto: ['SPORTS', 'LIVE', 'RNG', 'PVP', 'FISH', 'ELOTT', 'LOTT'],
    siamarena: ['SPORTS', 'LIVE', 'RNG', 'PVP', 'TABLE', 'FISH', 'CRASH', 'ARCADE', 'LOTT'],
  };
  for (const [code, order] of Object.entries(expected)) {
    it(`orders ${code}'s lanes by category ordinal, whatever order the server sends`, () => {
      const lanes = categoriesOf(code).map((category) => ({ category: category.code, title: category.name }));
      const sorted = sortLanes(lanes).map((lane) => lane.category);
      expect(sorted).toEqual(order);
      // RNG and PVP share TCG's ordinal: between them the server's order stands.
      const reversed = sortLanes([...lanes].reverse()).map((lane) => lane.category);
      expect(reversed).toEqual(order.map((c) => (c === 'RNG' ? 'PVP' : c === 'PVP' ? 'RNG' : c)));
    });
  }
});

describe('lanes of a category page', () => {
  it('shows its own category', () => {
    expect(laneBelongsToPage('RNG', 'RNG')).toBe(true);
    expect(laneBelongsToPage('RNG', 'PVP')).toBe(false);
    expect(laneBelongsToPage('sports', 'SPORTS')).toBe(true);
  });

  it('shows every lottery lane on the lottery page', () => {
    for (const lane of ['ELOTT', 'LOTT', 'ELOTTO', 'SEA_LOTT', 'VIETNAM_LOTTO'])
      expect(laneBelongsToPage('ELOTT', lane)).toBe(true);
    expect(laneBelongsToPage('ELOTT', 'LIVE')).toBe(false);
  });
});
