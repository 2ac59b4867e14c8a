// SPEC 7 GCSGAME_getRankList: the home's top winners. The answer is hostile: a winner needs a masked name
// (as the operator sends it) and a finite amount; the list is shown in rank order, as plain text.
import type { RankEntry } from '../../lib/api/contract/game-answers';
import { toFiniteNumber } from '../../lib/format/number';

/** The home shows the first ten places: a ranking, not a feed. */
export const WINNER_LIMIT = 10;

export interface Winner {
  rank: number;
  userName: string;
  gameName: string | undefined;
  amount: number;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const rankOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * The winners in the operator's ranks (1 first); entries without a usable rank follow, largest win first,
 * and all are numbered again 1, 2, 3 ... as shown. At most WINNER_LIMIT.
 */
export function winners(value: unknown): Winner[] {
  if (!Array.isArray(value)) return [];
  const valid = value.flatMap((item: unknown, index) => {
    const entry = (item ?? {}) as Partial<Record<keyof RankEntry, unknown>>;
    const userName = text(entry.userName);
    const amount = toFiniteNumber(entry.amount);
    if (!userName || amount === undefined) return [];
    return [{ order: rankOf(entry.rank) ?? Infinity, index, userName, gameName: text(entry.gameName), amount }];
  });
  return valid
    .sort((a, b) => a.order - b.order || (a.order === Infinity ? b.amount - a.amount : 0) || a.index - b.index)
    .slice(0, WINNER_LIMIT)
    .map(({ userName, gameName, amount }, index) => ({ rank: index + 1, userName, gameName, amount }));
}
