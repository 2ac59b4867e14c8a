// SPEC 7 PROMOFE_getPromotionAnnouncementCategory: the categories the promotions page filters its list by; a
// promotion names its category in the announcement's `category` (docs/api.md "Announcement").
import type { Announcement, PromotionCategory } from '../api/contract/content-answers';

export type { PromotionCategory } from '../api/contract/content-answers';

/** The query parameter that keeps the chosen category in the page's URL. */
export const CATEGORY_PARAM = 'category';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The answer's categories with a text id and name, each id once, in the operator's order; nothing else. */
export function promotionCategories(value: unknown): PromotionCategory[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((item: unknown) => {
    const { id, name } = (item ?? {}) as Partial<Record<keyof PromotionCategory, unknown>>;
    if (!isText(id) || !isText(name) || seen.has(id)) return [];
    seen.add(id);
    return [{ id, name }];
  });
}

/** The category the URL names when the operator lists it; any other value (or none) means All. */
export const chosenCategory = (categories: readonly PromotionCategory[], wanted: string | null | undefined) =>
  categories.find((category) => category.id === wanted)?.id;

/** The promotions of `category`, in their order; every one without a category chosen. */
export const promotionsIn = (promotions: readonly Announcement[], category: string | undefined) =>
  category === undefined ? [...promotions] : promotions.filter((promotion) => promotion.category === category);
