// SPEC 7 MCSFE_getListAnnouncements and MCSFE_getMerchantAvailablePromotions, shared by the home, the member
// centre, the promotions page and the download bar: banners, marquee, news and promotions share one
// announcement shape (docs/api.md "Announcement").
import type { OperatorCall } from '../../lib/api/call';
import type { Announcement, AvailablePromotion } from '../../lib/api/contract/content-answers';
import type { ApiClient } from '../../lib/api/request';
import { promotionsByType, type AnnouncementType } from '../../lib/content/announcements';
import { withImageExt, type ImageFormat } from '../../lib/media/image-format';
import type { AvailablePromotions } from '../../lib/pwa/download-bar';

export const announcementsCall = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  answer: 'announcements',
} as const satisfies OperatorCall;
/** Announcements of the given types, in the merchant's order; sent without authorization (SPEC 6). */
export function fetchAnnouncements(
  api: ApiClient,
  types: readonly AnnouncementType[],
  format?: ImageFormat,
  category?: string,
): Promise<Announcement[]> {
  const query = withImageExt({ types: types.join(','), platform: 'MOBILE', category }, format);
  return api.get<Announcement[]>(announcementsCall.path, { query, cache: true, auth: false });
}

export const availablePromotionsCall = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  answer: 'availablePromotions',
} as const satisfies OperatorCall;
/** The merchant's (or, with a token, the member's) available promotions. */
export async function fetchAvailablePromotions(api: ApiClient, member: boolean): Promise<AvailablePromotions> {
  const list = await api.get<AvailablePromotion[]>(availablePromotionsCall.path, { auth: member, alert: false });
  return promotionsByType(list);
}
