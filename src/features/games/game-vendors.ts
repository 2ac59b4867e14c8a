// SPEC 7 GCSGAME_gameVendor ("game vendor list", SPEC 7 "Others"): the vendors a category page filters its
// games by. The answer is hostile: a vendor needs a code and a name, and is kept only for the asked category.
import type { GameVendor } from '../../lib/api/contract/games';
import { relayPath, type OnDemandRelayCall } from '../../lib/api/endpoints';
import type { ApiClient } from '../../lib/api/request';
import { withImageExt, type ImageFormat } from '../../lib/media/image-format';

const VENDORS_PATH = relayPath('GCSGAME_gameVendor' satisfies OnDemandRelayCall);

export interface VendorChoice {
  /** Vendor code (accountTypeName), the gameList `vendor`. */
  id: string;
  name: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The vendors of `category` in the operator's order, each code once: those with a code and a name, not
 * listing other categories only (a server that ignores the category still filters right), and not empty.
 */
export function categoryVendors(value: unknown, category: string): VendorChoice[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const wanted = category.toUpperCase();
  return value.flatMap((item: unknown) => {
    const vendor = (item ?? {}) as Partial<Record<keyof GameVendor, unknown>>;
    const [id, name] = [text(vendor.accountTypeName), text(vendor.displayName)];
    if (!id || !name || seen.has(id) || vendor.gameCount === 0) return [];
    const categories = Array.isArray(vendor.categories) ? vendor.categories : undefined;
    if (categories && !categories.some((code) => typeof code === 'string' && code.toUpperCase() === wanted)) return [];
    seen.add(id);
    return [{ id, name }];
  });
}

/** The vendors of a category with games on the page's lane (`onLane`, its cards' codes); no alert on failure. */
export async function fetchCategoryVendors(
  api: ApiClient,
  category: string,
  onLane: readonly string[],
  format?: ImageFormat,
): Promise<VendorChoice[]> {
  const value = await api.get<unknown>(VENDORS_PATH, {
    query: withImageExt({ category }, format),
    cache: true,
    alert: false,
  });
  return categoryVendors(value, category).filter((vendor) => onLane.includes(vendor.id));
}
