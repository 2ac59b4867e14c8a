// The home's top winners (SPEC 7 GCSGAME_getRankList): which winners show, in which order, and how a win reads.
import { describe, expect, it } from 'vitest';
import { winners, WINNER_LIMIT } from '@/features/home/rank-list';
import { formatMoney } from '@/lib/format/intl';

const entry = (rank: unknown, userName: unknown, amount: unknown, gameName: unknown = 'Fortune Dragon') => ({
  rank,
  userName,
  gameId: 'g1012',
  gameName,
  vendor: 'GOLDREEL',
  amount,
  currency: 'PHP',
});

describe('winners', () => {
  it("shows the operator's ranks in order, numbered as shown", () => {
    const list = [entry(2, 'ma***ia', 98450), entry(1, 'jo***88', 152300), entry(3, 'ke***on', 64210, null)];
    expect(winners(list)).toEqual([
      { rank: 1, userName: 'jo***88', gameName: 'Fortune Dragon', amount: 152300 },
      { rank: 2, userName: 'ma***ia', gameName: 'Fortune Dragon', amount: 98450 },
      { rank: 3, userName: 'ke***on', gameName: undefined, amount: 64210 },
    ]);
  });

  it('puts entries without a usable rank after the ranked ones, largest win first', () => {
    const list = [entry(null, 'small', 10), entry(1, 'first', 5), entry(0, 'big', 900), entry(1.5, 'mid', 50)];
    expect(winners(list).map((w) => [w.rank, w.userName])).toEqual([
      [1, 'first'],
      [2, 'big'],
      [3, 'mid'],
      [4, 'small'],
    ]);
  });

  it(`keeps the first ${WINNER_LIMIT} places`, () => {
    const list = Array.from({ length: 15 }, (_, index) => entry(index + 1, `p${index + 1}`, 1000 - index));
    expect(winners(list).map((w) => w.userName)).toEqual(Array.from({ length: 10 }, (_, index) => `p${index + 1}`));
  });

  it('drops entries without a name or a finite amount, and takes numeric strings as amounts', () => {
    const list = [
      entry(1, '', 100),
      entry(2, 'nan', Number.NaN),
      entry(3, 'text', 'lots'),
      entry(4, 'string', '250.5'),
      null,
      7,
    ];
    expect(winners(list)).toEqual([{ rank: 1, userName: 'string', gameName: 'Fortune Dragon', amount: 250.5 }]);
    expect(winners({ list })).toEqual([]);
  });

  it("writes a win in the player's language with the merchant's currency", () => {
    const [first] = winners([entry(1, 'jo***88', 152300)]);
    expect(formatMoney(first?.amount, 'EN', { code: 'PHP', symbol: '₱', position: 'before' })).toBe('₱152,300.00');
    expect(formatMoney(first?.amount, 'VI', { code: 'VND', symbol: '₫', position: 'after' })).toBe('152.300\u00a0₫');
  });
});
