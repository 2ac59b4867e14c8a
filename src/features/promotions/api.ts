// The promotions page's own call (SPEC 7 PROMOFE_getPromotionAnnouncementCategory), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient } from '../../lib/api/request';
import { promotionCategories, type PromotionCategory } from '../../lib/content/promotion-categories';

export const promotionCategoriesCall = {
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  answer: 'promotionCategories',
} as const satisfies OperatorCall;
/** The operator's promotion categories; a failure is the caller's to ignore (no alert). */
export async function fetchPromotionCategories(api: ApiClient): Promise<PromotionCategory[]> {
  return promotionCategories(await api.get<unknown>(promotionCategoriesCall.path, { alert: false }));
}
