// SPEC 3 gw PROFILE_ICON_COUNT (default 9, SPEC 9): the member picks one of the first that many built-in icons.
import { PROFILE_ICON_COUNT_DEFAULT } from '../../config/constants';

/** The icons offered, 1 to `count`; a count outside 1 to the built-in ones is held inside them. */
export function profileIconChoices(count: number): number[] {
  const whole = Number.isSafeInteger(count) ? count : PROFILE_ICON_COUNT_DEFAULT;
  const offered = Math.min(Math.max(whole, 1), PROFILE_ICON_COUNT_DEFAULT);
  return Array.from({ length: offered }, (_, index) => index + 1);
}

/** The icon the member info names, when it is one of those offered; anything else shows the initial instead. */
export function shownProfileIcon(value: unknown, count: number): number | undefined {
  return typeof value === 'number' && profileIconChoices(count).includes(value) ? value : undefined;
}
