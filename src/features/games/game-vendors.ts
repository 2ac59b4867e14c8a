// SPEC 7 GCSGAME_gameVendor ("game vendor list", SPEC 7 "Others"): the vendors a category page filters its
// games by. The answer is hostile: a vendor needs a code and a name, and is kept only for the asked category.
import type { GameVendor } from '../../lib/api/contract/game-answers';

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
