// SPEC 7 MCSFE_getListAnnouncements and MCSFE_getMerchantAvailablePromotions: banners, marquee, news and
// promotions share one announcement shape (docs/api.md "Announcement").
import { WPS } from '../api/endpoints';
import type { ApiClient } from '../api/request';
import { withImageExt, type ImageFormat } from '../media/image-format';
import type { AvailablePromotions } from '../pwa/download-bar';
import type { Game } from '../games/game-api';

export type AnnouncementType = 'MARQUEE' | 'NEWS' | 'BANNER' | 'PROMOTION';
/** SPEC 2 "Banner click types". */
export type BannerClickType = 'P' | 'URL' | 'G';

export interface Announcement {
  id: string;
  type: AnnouncementType;
  /** Banner group (m_home, m_top, m_popup1, m_popup2) for BANNER; the promotion category for PROMOTION. */
  category?: string | null;
  title: string;
  content?: string | null;
  summary?: string | null;
  sort?: number | null;
  imageUrl?: string | null;
  clickType?: BannerClickType | null;
  promotionId?: string | null;
  url?: string | null;
  game?: Game | null;
}

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

interface AvailablePromotion {
  type: string;
  enabled?: boolean | null;
  count?: number | null;
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
