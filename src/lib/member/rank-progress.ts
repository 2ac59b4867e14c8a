// SPEC 3 "Player rank progress": completed / expected, or 1 when the member has no label.

import type { PlayerRankProgress } from '../api/contract/member';
import { apiNumber } from '../api/numbers';

export type { PlayerRankProgress } from '../api/contract/member';

/**
 * The progress bar's fill in [0, 1]. No label: 1 (SPEC 3). Nothing expected (0 or less): 1, there is
 * nothing left to do. Unknown counts: 0. Otherwise the ratio, clamped.
 */
export function rankProgress(progress: PlayerRankProgress | null | undefined): number {
  const labelId = progress?.labelId;
  if (labelId === undefined || labelId === null || labelId === '') return 1;
  const completed = apiNumber(progress?.completedConditions);
  const expected = apiNumber(progress?.totalExpectedConditions);
  if (expected === undefined || completed === undefined) return 0;
  if (expected <= 0) return 1;
  return Math.min(1, Math.max(0, completed / expected));
}
