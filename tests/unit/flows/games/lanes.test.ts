import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageLanes } from '@/features/games/category-page';
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
  const lane = (category: string, gameCount = 3, cards = 1) => ({
    category,
    title: category,
    gameCount,
    cards: Array.from({ length: cards }, (_, index) => ({ accountTypeName: `V${index}`, displayName: `V${index}` })),
  });

  it('shows its own category', () => {
    const lanes = [lane('SPORTS'), lane('RNG'), lane('PVP')];
    expect(pageLanes('rng', lanes).own.map((l) => l.category)).toEqual(['RNG']);
    expect(pageLanes('sports', lanes).own.map((l) => l.category)).toEqual(['SPORTS']);
  });

  it('shows every lottery lane on the lottery page', () => {
    const lotteries = ['ELOTT', 'LOTT', 'ELOTTO', 'SEA_LOTT', 'VIETNAM_LOTTO', 'elotto'];
    const lanes = [lane('LIVE'), ...lotteries.map((code) => lane(code))];
    expect(pageLanes('elott', lanes).own.map((l) => l.category)).toEqual(lotteries);
  });

  it('counts a lane without vendor cards or with a count of zero as no games, and an unknown count as games', () => {
    const lanes = [lane('SPORTS', 0), lane('LIVE', 4, 0), { ...lane('RNG'), gameCount: null }];
    expect(pageLanes('sports', lanes)).toEqual({ own: [], elsewhere: ['rng'] });
    expect(pageLanes('live', lanes).own).toEqual([]);
  });

  it('names the other pages with games once each, in lane order, without TCG or unknown codes', () => {
    const lanes = [lane('SPORTS'), lane('TCG'), lane('LOTT'), lane('ELOTT'), lane('CASINO'), lane('FISH')];
    expect(pageLanes('live', lanes)).toEqual({ own: [], elsewhere: ['sports', 'elott', 'fish'] });
    expect(pageLanes('elott', lanes).elsewhere).toEqual(['sports', 'fish']);
  });
});
