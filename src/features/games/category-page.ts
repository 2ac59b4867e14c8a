// What a category page (SPEC 2 /m/sports ... /m/elott) shows of the merchant's lanes: its own (the lottery
// page: every lottery code, SPEC 9 ordinals), and when it has none, the other pages that do have games.
import { categoryPathOf, type CategoryPath } from '../../config/game-categories';
import type { Game, Lane } from '../../flows/games/api';

export interface PageLanes {
  /** The lanes of the page, with games. */
  own: Lane[];
  /** The other category pages with games, in the lanes' order. */
  elsewhere: CategoryPath[];
}

/** A lane says it has games: vendor cards, and no count of zero. */
const hasGames = (lane: Lane) => lane.cards.length > 0 && lane.gameCount !== 0;

export function pageLanes(page: CategoryPath, lanes: readonly Lane[]): PageLanes {
  const withGames = lanes.filter(hasGames);
  const pages = withGames.map((lane) => categoryPathOf(lane.category));
  return {
    own: withGames.filter((_, index) => pages[index] === page),
    elsewhere: [...new Set(pages)].filter((path): path is CategoryPath => path !== undefined && path !== page),
  };
}

/** The query parameter that keeps the vendor chosen on a category page in its URL (as /m/game names it). */
export const VENDOR_PARAM = 'vendor';

/** The vendor a lane's games are filtered by: the one the URL names when the lane has it; else all (undefined). */
export const laneVendor = (lane: Pick<Lane, 'cards'>, wanted: string | null | undefined) =>
  lane.cards.find((card) => card.accountTypeName === wanted)?.accountTypeName;

/** Games a category page shows of each of its lanes (the grid's one page). */
export const CATEGORY_PAGE_GAMES = 12;

/** The build's games for a category page: every lane (the empty state names the other pages), its own lanes' games. */
export interface CategoryGames {
  lanes: Lane[];
  byCategory: Record<string, Game[]>;
}

/** What a category page's HTML carries of the build's snapshot: nothing of the other pages' games. */
export function categoryGames(
  page: CategoryPath,
  lanes: readonly Lane[],
  byCategory: Record<string, Game[]>,
): CategoryGames {
  const own = pageLanes(page, lanes).own.map((lane) => lane.category);
  return {
    lanes: [...lanes],
    byCategory: Object.fromEntries(
      own.map((category) => [category, (byCategory[category] ?? []).slice(0, CATEGORY_PAGE_GAMES)]),
    ),
  };
}
