// The promotions page's filter (SPEC 7 PROMOFE_getPromotionAnnouncementCategory): which categories show, which
// one the URL chooses, and which promotions a category holds.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '@/lib/api/contract/content-answers';
import { chosenCategory, promotionCategories, promotionsIn } from '@/lib/content/promotion-categories';

const promotion = (id: string, category: string | null): Announcement => ({
  id,
  type: 'PROMOTION',
  category,
  title: id,
});
const LIST = [
  promotion('p-welcome', 'pc-new'),
  promotion('p-cashback', 'pc-casino'),
  promotion('p-parlay', 'pc-sports'),
  promotion('p-daily', 'pc-casino'),
  promotion('p-loose', null),
];
const CATEGORIES = [
  { id: 'pc-new', name: 'New members' },
  { id: 'pc-casino', name: 'Casino' },
  { id: 'pc-sports', name: 'Sports' },
];

describe('the promotion categories of the answer', () => {
  it('keeps each category with a text id and name, in the operator order, names as given', () => {
    expect(promotionCategories([...CATEGORIES, { id: 'pc-html', name: '<b>Hot</b> ' }])).toEqual([
      ...CATEGORIES,
      { id: 'pc-html', name: '<b>Hot</b> ' },
    ]);
  });

  it('drops what is not a category, and a repeated id after its first', () => {
    const answer = [
      null,
      'pc-new',
      { id: 7, name: 'Numbers' },
      { id: 'pc-empty', name: '  ' },
      { id: '', name: 'No id' },
      { name: 'No id either' },
      { id: 'pc-new', name: 'New members' },
      { id: 'pc-new', name: 'Again' },
    ];
    expect(promotionCategories(answer)).toEqual([{ id: 'pc-new', name: 'New members' }]);
  });

  it('is empty for an answer that is no list', () => {
    for (const answer of [null, undefined, {}, 'pc-new', { list: CATEGORIES }])
      expect(promotionCategories(answer)).toEqual([]);
  });
});

describe('the category the URL chooses', () => {
  it('is the listed category of that id', () => {
    expect(chosenCategory(CATEGORIES, 'pc-casino')).toBe('pc-casino');
  });

  it('falls back to All for an unknown id, no id, or no categories', () => {
    expect(chosenCategory(CATEGORIES, 'pc-unknown')).toBeUndefined();
    expect(chosenCategory(CATEGORIES, 'PC-CASINO')).toBeUndefined();
    expect(chosenCategory(CATEGORIES, '')).toBeUndefined();
    expect(chosenCategory(CATEGORIES, null)).toBeUndefined();
    expect(chosenCategory([], 'pc-casino')).toBeUndefined();
  });
});

describe('the promotions of a category', () => {
  const ids = (list: Announcement[]) => list.map((item) => item.id);

  it('are the promotions that name it, in their order', () => {
    expect(ids(promotionsIn(LIST, 'pc-casino'))).toEqual(['p-cashback', 'p-daily']);
    expect(ids(promotionsIn(LIST, 'pc-sports'))).toEqual(['p-parlay']);
  });

  it('are none for a category no promotion names', () => {
    expect(promotionsIn(LIST, 'pc-lotto')).toEqual([]);
  });

  it('are every promotion under All, those without a category too', () => {
    expect(ids(promotionsIn(LIST, undefined))).toEqual(ids(LIST));
  });
});
