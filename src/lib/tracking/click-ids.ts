// Issue 15 "Pixels": the ad click ids a campaign link carries, kept in the browser so that a registration
// on a later page (pixelTrack, SPEC 3) and the pixels still have them.
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';
import type { PixelTrackSources } from './pixel-track';

/** The click id query parameters (SPEC 2 keeps fbclid, gclid, ttclid and kwaiclid on navigation). */
const CLICK_ID_PARAMS = ['fbclid', 'gclid', 'ttclid', 'kwaiclid', 'twclid'] as const;
type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];
export type ClickIds = Partial<Record<ClickIdParam, string>>;

// Click ids are opaque vendor tokens (base64url-like, dotted for TikTok); anything else is not one.
const CLICK_ID = /^[A-Za-z0-9._~+/=-]{1,500}$/;

const isClickId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && CLICK_ID.test(value);

/** The valid click ids of a query string. */
export function clickIdsOf(search: string): ClickIds {
  const query = new URLSearchParams(search);
  const ids: ClickIds = {};
  for (const param of CLICK_ID_PARAMS) {
    const value = query.get(param);
    if (isClickId(value)) ids[param] = value;
  }
  return ids;
}

/** The kept click ids; a stored value that is not a click id (storage edited by hand) is dropped. */
export function readClickIds(local: GuardedStorage): ClickIds {
  const stored = local.readJson<Record<string, unknown>>(STORAGE_KEYS.clickIds);
  const ids: ClickIds = {};
  if (!stored || typeof stored !== 'object') return ids;
  for (const param of CLICK_ID_PARAMS) {
    const value = stored[param];
    if (typeof value === 'string' && isClickId(value)) ids[param] = value;
  }
  return ids;
}

/** Keeps the click ids of this query; a newer campaign click replaces the same vendor's older one. */
export function keepClickIds(search: string, local: GuardedStorage): ClickIds {
  const fresh = clickIdsOf(search);
  const ids = { ...readClickIds(local), ...fresh };
  if (Object.keys(fresh).length > 0) local.writeJson(STORAGE_KEYS.clickIds, ids);
  return ids;
}

/** The click ids SPEC 3's pixelTrack has a field for (fbclid travels inside the _fbc cookie instead). */
export const pixelTrackClickIdSources = (ids: ClickIds): PixelTrackSources => ({
  kwaiClickId: ids.kwaiclid,
  twclid: ids.twclid,
});
