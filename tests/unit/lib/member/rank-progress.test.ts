import { describe, expect, it } from 'vitest';
import { hasRankLabel, rankCardState, rankProgress } from '@/lib/member/rank-rules';

describe('player rank progress (SPEC 3)', () => {
  it('is completed / expected', () => {
    expect(rankProgress({ labelId: 'gold', completedConditions: 1, totalExpectedConditions: 4 })).toBe(0.25);
    expect(rankProgress({ labelId: 3, completedConditions: '2', totalExpectedConditions: '3' })).toBeCloseTo(2 / 3);
  });

  it('is 1 when the member has no label', () => {
    expect(rankProgress({ completedConditions: 0, totalExpectedConditions: 5 })).toBe(1);
    expect(rankProgress({ labelId: null, completedConditions: 0, totalExpectedConditions: 5 })).toBe(1);
    expect(rankProgress({ labelId: '', completedConditions: 0, totalExpectedConditions: 5 })).toBe(1);
    expect(rankProgress(undefined)).toBe(1);
    expect(rankProgress(null)).toBe(1);
  });

  it('is clamped to [0, 1]', () => {
    expect(rankProgress({ labelId: 'g', completedConditions: 5, totalExpectedConditions: 4 })).toBe(1);
    expect(rankProgress({ labelId: 'g', completedConditions: -1, totalExpectedConditions: 4 })).toBe(0);
    expect(rankProgress({ labelId: 'g', completedConditions: 4, totalExpectedConditions: 4 })).toBe(1);
    expect(rankProgress({ labelId: 'g', completedConditions: 0, totalExpectedConditions: 4 })).toBe(0);
  });

  it('is 1 when nothing is expected, never a division by zero', () => {
    expect(rankProgress({ labelId: 'g', completedConditions: 0, totalExpectedConditions: 0 })).toBe(1);
    expect(rankProgress({ labelId: 'g', completedConditions: 3, totalExpectedConditions: -2 })).toBe(1);
  });

  it('is 0 when the counts are missing or not numbers', () => {
    expect(rankProgress({ labelId: 'g' })).toBe(0);
    expect(rankProgress({ labelId: 'g', completedConditions: 1 })).toBe(0);
    expect(rankProgress({ labelId: 'g', completedConditions: 'x', totalExpectedConditions: 2 })).toBe(0);
    expect(rankProgress({ labelId: 'g', completedConditions: 1, totalExpectedConditions: ' ' })).toBe(0);
    expect(rankProgress({ labelId: 'g', completedConditions: Number.NaN, totalExpectedConditions: 2 })).toBe(0);
    expect(
      rankProgress({ labelId: 'g', completedConditions: 1, totalExpectedConditions: Number.POSITIVE_INFINITY }),
    ).toBe(0);
  });
});

describe('the VIP card (docs/decisions.md "The VIP card of a member without a label")', () => {
  it('reads a label from labelId: null, undefined and empty name none', () => {
    expect(hasRankLabel({ labelId: 'VIP3' })).toBe(true);
    expect(hasRankLabel({ labelId: 0 })).toBe(true);
    for (const labelId of [null, undefined, '']) expect(hasRankLabel({ labelId })).toBe(false);
    expect(hasRankLabel(undefined)).toBe(false);
  });

  it('shows the conditions met toward the next level for a labelled member', () => {
    expect(rankCardState({ labelId: 'VIP3', completedConditions: 3, totalExpectedConditions: 5 }, 'VIP 3')).toBe(
      'conditions',
    );
    // Member info may still be loading: the progress's own label decides.
    expect(rankCardState({ labelId: 'VIP3', completedConditions: 3, totalExpectedConditions: 5 }, undefined)).toBe(
      'conditions',
    );
  });

  it('shows how to reach the first level to a member with no label at all, not a full bar', () => {
    const progress = { labelId: null, completedConditions: 0, totalExpectedConditions: 0 };
    expect(rankProgress(progress)).toBe(1);
    expect(rankCardState(progress, undefined)).toBe('firstLevel');
    expect(rankCardState(progress, null)).toBe('firstLevel');
    expect(rankCardState(progress, '')).toBe('firstLevel');
  });

  it("shows SPEC 3's 1 as complete when the member has a label and the progress names no next one", () => {
    expect(rankCardState({ labelId: null }, 'VIP 9')).toBe('complete');
  });
});
