// Which lanes a category page (SPEC 2 /m/sports ... /m/elott) shows: its own category, and for the
// lottery page every lottery category with its aliases (SPEC 9 ordinals: ELOTTO, SEA_LOTT, VIETNAM_LOTTO).
import { LOTTERY_CATEGORIES } from '../../flows/games/launch-rules';

export function laneBelongsToPage(pageCategory: string, laneCategory: string): boolean {
  const page = pageCategory.toUpperCase();
  const lane = laneCategory.toUpperCase();
  if (page === 'ELOTT') return LOTTERY_CATEGORIES.includes(lane);
  return page === lane;
}
