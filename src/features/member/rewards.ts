// REWCEN3's rewards centre: the member's available promotions (SPEC 3 "availablePromotions") they can claim,
// and the page where each is claimed.
import { routePath } from '../../config/routes';
import type { AvailablePromotions } from '../../lib/pwa/download-bar';

/** SPEC 3 names these two promotion types, in this order. */
const REWARD_TYPES = ['APP_DOWNLOAD', 'REFERRAL'] as const;
type RewardType = (typeof REWARD_TYPES)[number];

/** Where a reward is earned: the app download page, the invite page with the member's link. */
const CLAIM_PATHS: Record<RewardType, string> = {
  APP_DOWNLOAD: routePath('download'),
  REFERRAL: routePath('inviteFriends'),
};

export interface Reward {
  type: RewardType;
  /** The promotion's count; 0 when the answer has none (or no whole number). */
  count: number;
  href: string;
}

/** The enabled promotions, each with its count; a disabled (or unknown) one is no reward to claim. */
export function claimableRewards(promotions: AvailablePromotions): Reward[] {
  return REWARD_TYPES.flatMap((type) => {
    const promotion = promotions[type];
    if (promotion?.enabled !== true) return [];
    const { count } = promotion;
    const whole = typeof count === 'number' && Number.isSafeInteger(count) && count > 0;
    return [{ type, count: whole ? count : 0, href: CLAIM_PATHS[type] }];
  });
}
