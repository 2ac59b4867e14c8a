// SPEC 2's category pages (/m/sports ... /m/elott) and which game category codes each one shows.
import type { Route } from './routes';

/** The category pages, in SPEC 2's order; each is /m/<path>. */
export const CATEGORY_PATHS = ['sports', 'live', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade', 'elott'] as const;
export type CategoryPath = (typeof CATEGORY_PATHS)[number];

/**
 * What a merchant.json without `categories` offers: every page, and the tab bar (its first three) that every
 * merchant had before the setting existed.
 */
export const DEFAULT_CATEGORIES: readonly CategoryPath[] = [
  'sports',
  'live',
  'elott',
  'rng',
  'table',
  'fish',
  'pvp',
  'crash',
  'arcade',
];

/** Lottery codes (SPEC 9: ELOTT also maps ELOTTO and SEA_LOTT, LOTT maps VIETNAM_LOTTO): all on the lottery page. */
export const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT', 'ELOTTO', 'SEA_LOTT', 'VIETNAM_LOTTO'];

const isCategoryPath = (path: string): path is CategoryPath => (CATEGORY_PATHS as readonly string[]).includes(path);

/** The page that shows games of category `code` (case-insensitive), or undefined (TCG, unknown codes). */
export function categoryPathOf(code: string | null | undefined): CategoryPath | undefined {
  const upper = code?.trim().toUpperCase() ?? '';
  if (LOTTERY_CATEGORIES.includes(upper)) return 'elott';
  const path = upper.toLowerCase();
  return isCategoryPath(path) ? path : undefined;
}

/**
 * Whether search engines are told about a route of this merchant: a category page only when the merchant
 * offers the category, as its page is otherwise an empty state.
 */
export const isIndexableFor = (route: Route, categories: readonly CategoryPath[]) =>
  route.indexable && (!isCategoryPath(route.path) || categories.includes(route.path));
