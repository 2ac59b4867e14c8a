// REWCEN3's rewards centre lists the member's enabled promotions (SPEC 3 "availablePromotions") with counts.
import { describe, expect, it } from 'vitest';
import { claimableRewards } from '@/features/member/rewards';

describe('the rewards centre (REWCEN3, SPEC 3 availablePromotions)', () => {
  it('lists each enabled promotion with its count and where it is claimed, APP_DOWNLOAD first', () => {
    expect(
      claimableRewards({ REFERRAL: { enabled: true, count: 2 }, APP_DOWNLOAD: { enabled: true, count: 1 } }),
    ).toEqual([
      { type: 'APP_DOWNLOAD', count: 1, href: '/m/download' },
      { type: 'REFERRAL', count: 2, href: '/m/inviteFriends' },
    ]);
  });

  it('leaves out a promotion that is disabled, not known to be enabled, or absent', () => {
    expect(
      claimableRewards({ APP_DOWNLOAD: { enabled: false, count: 3 }, REFERRAL: { enabled: true, count: 1 } }),
    ).toEqual([{ type: 'REFERRAL', count: 1, href: '/m/inviteFriends' }]);
    expect(claimableRewards({ APP_DOWNLOAD: { enabled: null, count: 1 } })).toEqual([]);
    expect(claimableRewards({ REFERRAL: { enabled: 'true' as unknown as boolean, count: 1 } })).toEqual([]);
    expect(claimableRewards({})).toEqual([]);
  });

  it('counts 0 for a missing, negative or non-whole count', () => {
    const counts = [null, -1, 1.5, Number.NaN, '4' as unknown as number].map(
      (count) => claimableRewards({ REFERRAL: { enabled: true, count } })[0]?.count,
    );
    expect(counts).toEqual([0, 0, 0, 0, 0]);
    expect(claimableRewards({ APP_DOWNLOAD: { enabled: true } })).toEqual([
      { type: 'APP_DOWNLOAD', count: 0, href: '/m/download' },
    ]);
  });
});
