// SPEC 7 MCSFE_getListAnnouncements and MCSFE_getMerchantAvailablePromotions: banners, marquee, news and
// promotions share one announcement shape (docs/api.md "Announcement").
import type { ANNOUNCEMENT_TYPES, Announcement, AvailablePromotion } from '../api/contract/content';
import { WPS } from '../api/endpoints';
import type { ApiClient } from '../api/request';
import { withImageExt, type ImageFormat } from '../media/image-format';
import type { AvailablePromotions } from '../pwa/download-bar';

export type { Announcement } from '../api/contract/content';
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Announcements of the given types, in the merchant's order; sent without authorization (SPEC 6). */
export function fetchAnnouncements(
  api: ApiClient,
  types: readonly AnnouncementType[],
  format?: ImageFormat,
  category?: string,
): Promise<Announcement[]> {
  const query = withImageExt({ types: types.join(','), platform: 'MOBILE', category }, format);
  return api.get<Announcement[]>(WPS.MCSFE_getListAnnouncements, { query, cache: true, auth: false });
}

/** SPEC 3 "availablePromotions" keyed by type (APP_DOWNLOAD, REFERRAL). */
export function promotionsByType(list: readonly AvailablePromotion[] | null | undefined): AvailablePromotions {
  const byType: AvailablePromotions = {};
  for (const item of list ?? []) {
    if (item.type === 'APP_DOWNLOAD' || item.type === 'REFERRAL')
      byType[item.type] = { enabled: item.enabled ?? false, count: item.count ?? 0 };
  }
  return byType;
}

/** The merchant's (or, with a token, the member's) available promotions. */
export async function fetchAvailablePromotions(api: ApiClient, member: boolean): Promise<AvailablePromotions> {
  const list = await api.get<AvailablePromotion[]>(WPS.MCSFE_getMerchantAvailablePromotions, {
    auth: member,
    alert: false,
  });
  return promotionsByType(list);
}
