// The category pages' vendor filter (SPEC 7 GCSGAME_gameVendor): which vendors a category offers as chips,
// and which vendor the URL's ?vendor= filters a lane's games by.
import { describe, expect, it } from 'vitest';
import { laneVendor, VENDOR_PARAM } from '@/features/games/category-page';
import { categoryVendors } from '@/features/games/game-vendors';

const vendor = (code: string, categories: unknown = ['TABLE'], fields: object = {}) => ({
  accountTypeName: code,
  displayName: `${code} name`,
  freeplay: true,
  categories,
  gameCount: 3,
  imageUrl: 'https://cdn.example/v.png',
  ...fields,
});

describe('categoryVendors', () => {
  it("keeps the category's vendors in the operator's order, as {id, name}", () => {
    const list = [vendor('JADELIVE'), vendor('GOLDREEL', ['RNG']), vendor('PINOYCARDS', ['PVP', 'TABLE'])];
    expect(categoryVendors(list, 'TABLE')).toEqual([
      { id: 'JADELIVE', name: 'JADELIVE name' },
      { id: 'PINOYCARDS', name: 'PINOYCARDS name' },
    ]);
  });

  it('compares categories in any case; a vendor without a category list is taken as the server filtered it', () => {
    expect(categoryVendors([vendor('A', ['table']), vendor('B', null)], 'TABLE').map((v) => v.id)).toEqual(['A', 'B']);
  });

  it('drops vendors without games, code or name, repeated codes and non-objects', () => {
    const list = [
      vendor('EMPTY', ['TABLE'], { gameCount: 0 }),
      vendor('', ['TABLE']),
      vendor('NONAME', ['TABLE'], { displayName: ' ' }),
      vendor('NUMBER', ['TABLE'], { displayName: 7 }),
      vendor('TWICE'),
      vendor('TWICE'),
      null,
      'JADELIVE',
    ];
    expect(categoryVendors(list, 'TABLE').map((v) => v.id)).toEqual(['TWICE']);
    expect(categoryVendors({ list }, 'TABLE')).toEqual([]);
  });
});

describe('laneVendor', () => {
  const lane = { cards: [{ accountTypeName: 'JADELIVE' }, { accountTypeName: 'PINOYCARDS' }] } as never;

  it('is the vendor the URL names when the lane has it; otherwise all (undefined)', () => {
    expect(VENDOR_PARAM).toBe('vendor');
    expect(laneVendor(lane, 'PINOYCARDS')).toBe('PINOYCARDS');
    expect(laneVendor(lane, 'GOLDREEL')).toBeUndefined();
    expect(laneVendor(lane, 'pinoycards')).toBeUndefined();
    expect(laneVendor(lane, null)).toBeUndefined();
  });
});
