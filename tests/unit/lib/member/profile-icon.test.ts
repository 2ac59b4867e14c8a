// SPEC 3 gw PROFILE_ICON_COUNT (default 9, SPEC 9): which built-in icons a member chooses from, and which
// icon of a (hostile) member info answer the member centre header shows.
import { describe, expect, it } from 'vitest';
import { PROFILE_ICON_COUNT_DEFAULT } from '@/config/constants';
import { PROFILE_ICONS } from '@/features/member/ProfileIcon';
import { profileIconChoices, shownProfileIcon } from '@/lib/member/profile-icon';

describe('profile icons (PROFILE_ICON_COUNT)', () => {
  it('ships one built-in icon for each of the default count, each its own colour and mark', () => {
    expect(PROFILE_ICON_COUNT_DEFAULT).toBe(9);
    expect(PROFILE_ICONS).toHaveLength(9);
    expect(new Set(PROFILE_ICONS.map(([colour]) => colour)).size).toBe(9);
    expect(new Set(PROFILE_ICONS.map(([, mark]) => mark)).size).toBe(9);
  });

  it('offers icons 1 to the count, held within the built-in ones', () => {
    expect(profileIconChoices(9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(profileIconChoices(3)).toEqual([1, 2, 3]);
    expect(profileIconChoices(1)).toEqual([1]);
    expect(profileIconChoices(0)).toEqual([1]);
    expect(profileIconChoices(12)).toHaveLength(9);
    expect(profileIconChoices(Number.NaN)).toHaveLength(9);
  });

  it('shows the icon the member info names only when it is one of those offered', () => {
    expect(shownProfileIcon(4, 9)).toBe(4);
    expect(shownProfileIcon(9, 9)).toBe(9);
    for (const value of [null, undefined, 0, 10, 4.5, '4', -1, Number.NaN])
      expect(shownProfileIcon(value, 9)).toBeUndefined();
    // A merchant that offers 3 shows the initial for an icon saved before it lowered the count.
    expect(shownProfileIcon(4, 3)).toBeUndefined();
  });
});
