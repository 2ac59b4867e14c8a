// The announcements' types and the available promotions by type (flows/content/api.ts makes the calls).
import type { ANNOUNCEMENT_TYPES, AvailablePromotion } from '../api/contract/content-answers';
import type { AvailablePromotions } from '../pwa/download-bar';

export type { Announcement } from '../api/contract/content-answers';
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** SPEC 3 "availablePromotions" keyed by type (APP_DOWNLOAD, REFERRAL). */
export function promotionsByType(list: readonly AvailablePromotion[] | null | undefined): AvailablePromotions {
  const byType: AvailablePromotions = {};
  for (const item of list ?? []) {
    if (item.type === 'APP_DOWNLOAD' || item.type === 'REFERRAL')
      byType[item.type] = { enabled: item.enabled ?? false, count: item.count ?? 0 };
  }
  return byType;
}
