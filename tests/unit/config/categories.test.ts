import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { categoryPathOf, DEFAULT_CATEGORIES, isIndexableFor } from '@/config/game-categories';
import { ROUTES } from '@/config/routes';
import { samples } from '../samples';

const route = (path: string) => ROUTES.find((candidate) => candidate.path === path)!;

describe('category pages (SPEC 2) and game category codes (SPEC 9)', () => {
  it('puts each code on its page, every lottery code on the lottery page, and TCG or unknown codes on none', () => {
    expect(categoryPathOf('SPORTS')).toBe('sports');
    expect(categoryPathOf(' rng ')).toBe('rng');
    expect(categoryPathOf('pvp')).toBe('pvp');
    for (const code of ['LOTT', 'ELOTT', 'ELOTTO', 'SEA_LOTT', 'vietnam_lotto'])
      expect(categoryPathOf(code)).toBe('elott');
    for (const code of ['TCG', 'CASINO', '', null, undefined]) expect(categoryPathOf(code)).toBeUndefined();
  });

  it('tells search engines about a category page only when the merchant offers the category', () => {
    expect(isIndexableFor(route('sports'), ['sports', 'live'])).toBe(true);
    expect(isIndexableFor(route('elott'), ['sports', 'live'])).toBe(false);
    expect(isIndexableFor(route('login'), ['sports'])).toBe(true);
    expect(isIndexableFor(route('member/home'), DEFAULT_CATEGORIES)).toBe(false);
  });
});

describe('merchant.json categories', () => {
  const problemsWith = (categories: unknown) => {
    const m = samples();
    m.edit('luckystar', (settings) => {
      if (categories === undefined) delete settings.categories;
      else settings.categories = categories;
    });
    const { merchants, problems } = loadMerchants(m.dir, ['luckystar']);
    return { merchants, problems: problems.map((problem) => problem.replace(`${m.where('luckystar')}: `, '')) };
  };

  it('keeps the order the merchant gives', () => {
    const { merchants, problems } = problemsWith(['rng', 'sports']);
    expect(problems).toEqual([]);
    expect(merchants[0]!.categories).toEqual(['rng', 'sports']);
  });

  it('offers every category, with the tab bar merchants had before the setting, when it is left out', () => {
    const { merchants } = problemsWith(undefined);
    expect(merchants[0]!.categories).toEqual([...DEFAULT_CATEGORIES]);
    expect(DEFAULT_CATEGORIES.slice(0, 3)).toEqual(['sports', 'live', 'elott']);
  });

  it('names an unknown category, a category listed twice and an empty list', () => {
    expect(problemsWith(['sports', 'lottery']).problems).toEqual([
      'categories.1: unknown category "lottery"; use one of sports live rng table fish pvp crash arcade elott',
    ]);
    expect(problemsWith(['live', 'sports', 'live']).problems).toEqual(['categories.2: "live" is listed twice']);
    expect(problemsWith([]).problems).toEqual(['categories: must list at least one category']);
  });
});
