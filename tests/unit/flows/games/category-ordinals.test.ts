import { describe, expect, it } from 'vitest';
import { CATEGORY_BASE_ORDER, categoryOrdinal, sortLanes } from '@/flows/games/category-ordinals';

describe('game category ordinals (SPEC 9)', () => {
  it('start at 100 and step by 100 in the base order', () => {
    expect(CATEGORY_BASE_ORDER.map(categoryOrdinal)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(categoryOrdinal('SPORTS')).toBe(100);
    expect(categoryOrdinal('LIVE')).toBe(200);
  });

  it('map ELOTTO and SEA_LOTT at ELOTT + 5', () => {
    const elott = categoryOrdinal('ELOTT')!;
    expect(categoryOrdinal('ELOTTO')).toBe(elott + 5);
    expect(categoryOrdinal('SEA_LOTT')).toBe(elott + 5);
  });

  it('map VIETNAM_LOTTO at LOTT + 1', () => {
    expect(categoryOrdinal('VIETNAM_LOTTO')).toBe(categoryOrdinal('LOTT')! + 1);
  });

  it('fold RNG and PVP into TCG', () => {
    expect(categoryOrdinal('RNG')).toBe(categoryOrdinal('TCG'));
    expect(categoryOrdinal('PVP')).toBe(categoryOrdinal('TCG'));
  });

  it('read codes in any case and know nothing else', () => {
    expect(categoryOrdinal(' elotto ')).toBe(805);
    expect(categoryOrdinal('POKER')).toBeUndefined();
    expect(categoryOrdinal('')).toBeUndefined();
    expect(categoryOrdinal(undefined)).toBeUndefined();
    expect(categoryOrdinal(null)).toBeUndefined();
  });
});

describe('game lanes order', () => {
  const lane = (category: string | undefined, title: string) => ({ category, title });

  it('sorts lanes by ordinal', () => {
    const lanes = [
      lane('ELOTT', 'e'),
      lane('SPORTS', 's'),
      lane('SEA_LOTT', 'sea'),
      lane('VIETNAM_LOTTO', 'vn'),
      lane('LOTT', 'l'),
      lane('LIVE', 'live'),
    ];
    expect(sortLanes(lanes).map((l) => l.title)).toEqual(['s', 'live', 'e', 'sea', 'l', 'vn']);
  });

  it('keeps ties in their order (RNG, TCG and PVP together)', () => {
    const lanes = [lane('PVP', 'pvp'), lane('SPORTS', 's'), lane('TCG', 'tcg'), lane('RNG', 'rng')];
    expect(sortLanes(lanes).map((l) => l.title)).toEqual(['s', 'pvp', 'tcg', 'rng']);
  });

  it('puts unknown categories last, in their order', () => {
    const lanes = [lane('POKER', 'p'), lane(undefined, 'none'), lane('FISH', 'f'), lane('BINGO', 'b')];
    expect(sortLanes(lanes).map((l) => l.title)).toEqual(['f', 'p', 'none', 'b']);
  });

  it('does not change the input', () => {
    const lanes = [lane('LIVE', 'live'), lane('SPORTS', 's')];
    const sorted = sortLanes(lanes);
    expect(lanes.map((l) => l.title)).toEqual(['live', 's']);
    expect(sorted).not.toBe(lanes);
    expect(sortLanes([])).toEqual([]);
  });
});
