// SPEC 9 "Game category ordinals": the order of game lanes, from 100 in steps of 100.
import {
  CATEGORY_ORDINAL_START,
  CATEGORY_ORDINAL_STEP,
  ELOTT_ALIAS_OFFSET,
  LOTT_ALIAS_OFFSET,
} from '../../config/constants';

/**
 * The base order of category codes. SPEC 9 gives the numbers, not the order: this follows the category
 * pages of SPEC 2 (sports, live, rng, table, fish, pvp, crash, arcade, elott), with TCG in RNG's place
 * because RNG and PVP fold into it, and LOTT after ELOTT (as the sandbox's category list has it).
 */
export const CATEGORY_BASE_ORDER = [
  'SPORTS',
  'LIVE',
  'TCG',
  'TABLE',
  'FISH',
  'CRASH',
  'ARCADE',
  'ELOTT',
  'LOTT',
] as const;
type BaseCategory = (typeof CATEGORY_BASE_ORDER)[number];

// SPEC 9: ELOTT also maps ELOTTO and SEA_LOTT (+5). LOTT maps VIETNAM_LOTTO (+1).
// Codes that sort with a base category, at this offset from it.
const ALIASES: Readonly<Record<string, { base: BaseCategory; offset: number }>> = {
  ELOTTO: { base: 'ELOTT', offset: ELOTT_ALIAS_OFFSET },
  SEA_LOTT: { base: 'ELOTT', offset: ELOTT_ALIAS_OFFSET },
  VIETNAM_LOTTO: { base: 'LOTT', offset: LOTT_ALIAS_OFFSET },
  // SPEC 9 "RNG and PVP vendors fold into TCG": same ordinal, so they sort together with TCG.
  RNG: { base: 'TCG', offset: 0 },
  PVP: { base: 'TCG', offset: 0 },
};

const BASE_ORDINALS: ReadonlyMap<string, number> = new Map(
  CATEGORY_BASE_ORDER.map((code, index) => [code, CATEGORY_ORDINAL_START + index * CATEGORY_ORDINAL_STEP]),
);

/** The ordinal of a category code (case-insensitive), or undefined for an unknown one. */
export function categoryOrdinal(code: string | null | undefined): number | undefined {
  const key = code?.trim().toUpperCase();
  if (!key) return undefined;
  const base = BASE_ORDINALS.get(key);
  if (base !== undefined) return base;
  const alias = ALIASES[key];
  return alias ? BASE_ORDINALS.get(alias.base)! + alias.offset : undefined;
}

export interface GameLane {
  /** Category code of the lane (gameClassify), like SPORTS or ELOTTO. */
  category?: string | null | undefined;
}

/** Lanes ordered by category ordinal; ties keep their order, unknown categories go last (in their order). */
export function sortLanes<T extends GameLane>(lanes: readonly T[]): T[] {
  return lanes
    .map((lane, index) => ({ lane, index, ordinal: categoryOrdinal(lane.category) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.ordinal - b.ordinal || a.index - b.index)
    .map(({ lane }) => lane);
}
