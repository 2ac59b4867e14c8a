// The game screens' own calls (SPEC 7 relay GETs: a category's vendors, the sports matches), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient } from '../../lib/api/request';
import { withImageExt, type ImageFormat } from '../../lib/media/image-format';
import { categoryVendors, type VendorChoice } from './game-vendors';
import { sportsMatches, type SportsMatch } from './sports-matches';

export const gameVendorsCall = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  answer: 'gameVendors',
} as const satisfies OperatorCall;
/** The vendors of a category with games on the page's lane (`onLane`, its cards' codes); no alert on failure. */
export async function fetchCategoryVendors(
  api: ApiClient,
  category: string,
  onLane: readonly string[],
  format?: ImageFormat,
): Promise<VendorChoice[]> {
  const value = await api.get<unknown>(gameVendorsCall.path, {
    query: withImageExt({ category }, format),
    cache: true,
    alert: false,
  });
  return categoryVendors(value, category).filter((vendor) => onLane.includes(vendor.id));
}

export const gameMatchesCall = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_getGameMatchV2',
  answer: 'gameMatches',
} as const satisfies OperatorCall;
/** The operator's matches; a failure is the caller's to show (no alert: the games below still work). */
export async function fetchSportsMatches(api: ApiClient): Promise<SportsMatch[]> {
  return sportsMatches(await api.get<unknown>(gameMatchesCall.path, { cache: true, alert: false }));
}
