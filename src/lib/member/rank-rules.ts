// SPEC 3 "Player rank progress": completed / expected, or 1 when the member has no label.

import type { PlayerRankProgress } from '../api/contract/member-answers';
import { apiNumber } from '../api/numbers';

export type { PlayerRankProgress } from '../api/contract/member-answers';

/** Whether the progress names a label (labelId); null, undefined and '' name none. */
export function hasRankLabel(progress: PlayerRankProgress | null | undefined): boolean {
  const labelId = progress?.labelId;
  return labelId !== undefined && labelId !== null && labelId !== '';
}

/**
 * The progress bar's fill in [0, 1]. No label: 1 (SPEC 3). Nothing expected (0 or less): 1, there is
 * nothing left to do. Unknown counts: 0. Otherwise the ratio, clamped.
 */
export function rankProgress(progress: PlayerRankProgress | null | undefined): number {
  if (!hasRankLabel(progress)) return 1;
  const completed = apiNumber(progress?.completedConditions);
  const expected = apiNumber(progress?.totalExpectedConditions);
  if (expected === undefined || completed === undefined) return 0;
  if (expected <= 0) return 1;
  return Math.min(1, Math.max(0, completed / expected));
}

/**
 * What the VIP card shows (docs/decisions.md "The VIP card of a member without a label"): no label in the
 * progress nor in member info means no level yet, so the way to the first one; a label with nothing left
 * to reach (SPEC 3's 1) is complete; otherwise the conditions met.
 */
export function rankCardState(
  progress: PlayerRankProgress | null | undefined,
  memberLabelName: string | null | undefined,
): 'firstLevel' | 'complete' | 'conditions' {
  if (hasRankLabel(progress)) return 'conditions';
  return memberLabelName ? 'complete' : 'firstLevel';
}
