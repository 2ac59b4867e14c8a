// SPEC 3 "pixelTrack": the campaign ids sent with a registration, taken from whichever sources have them.
import type { z } from 'zod';
import type { trackingSchema } from '../../config/schema/tracking';

/** Every field pixelTrack can hold, in SPEC 3 order. The names are the payload's keys. */
export const PIXEL_TRACK_FIELDS = [
  'tid',
  'facebookPixelId',
  'tiktokPixelId',
  'kwaiPixelId',
  'kwaiClickId',
  'kw',
  'gtagId',
  'gtmId',
  'twitterPixelId',
  'twclid',
  'bigo',
  'voluumCid',
  'propellerVisitorId',
  'kadam',
  'tfTracker',
  'rtCid',
  'okspPixelId',
  'okspClickId',
  'obclid',
  'phxClickId',
  'mgsClickId',
  'devilsClickId',
  'macanClickId',
  'utmSource',
  'fbc',
  'fbp',
] as const;

type PixelTrackField = (typeof PIXEL_TRACK_FIELDS)[number];

/** The ids that are present; a field is absent rather than empty. */
export type PixelTrack = Partial<Record<PixelTrackField, string>>;

/**
 * Input: plain strings keyed by pixelTrack field, merged by the caller from the query (see
 * PIXEL_TRACK_QUERY_PARAMS), the _fbc/_fbp cookies (readFacebookCookies) and the merchant's tracking
 * settings. Missing, null, empty and blank values all count as absent.
 */
export type PixelTrackSources = Partial<Record<PixelTrackField, string | null | undefined>>;

/**
 * Query parameter that carries each click-side id. SPEC 2 names tid, kwaiclid, kw and cid (and
 * SPEC 3 twclid, obclid and utm_source); the other names are the project's choice (docs/decisions.md).
 */
const PIXEL_TRACK_QUERY_PARAMS = {
  tid: 'tid',
  kwaiClickId: 'kwaiclid',
  kw: 'kw',
  twclid: 'twclid',
  bigo: 'bbg',
  voluumCid: 'cid',
  propellerVisitorId: 'visitor_id',
  kadam: 'kadam',
  tfTracker: 'tfTracker',
  rtCid: 'rtCid',
  okspClickId: 'okspclid',
  obclid: 'obclid',
  phxClickId: 'phxclid',
  mgsClickId: 'mgsclid',
  devilsClickId: 'devilsclid',
  macanClickId: 'macanclid',
  utmSource: 'utm_source',
} as const satisfies Partial<Record<PixelTrackField, string>>;

/** SPEC 3: the pixelTrack object, or null when every id is empty. */
export function pixelTrack(sources: PixelTrackSources): PixelTrack | null {
  const track: PixelTrack = {};
  for (const field of PIXEL_TRACK_FIELDS) {
    const value = sources[field]?.trim();
    if (value) track[field] = value;
  }
  return Object.keys(track).length > 0 ? track : null;
}

/** The click-side ids of a query string (with or without the leading "?"). */
export function pixelTrackQuerySources(search: string | URLSearchParams): PixelTrackSources {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sources: PixelTrackSources = {};
  for (const [field, param] of Object.entries(PIXEL_TRACK_QUERY_PARAMS) as [PixelTrackField, string][]) {
    const value = query.get(param);
    if (value !== null) sources[field] = value;
  }
  return sources;
}

/** The pixel-side ids of the merchant's tracking settings (propellerId is a zone, not a visitor id). */
export function pixelTrackSettingsSources(tracking: Partial<z.output<typeof trackingSchema>>): PixelTrackSources {
  return {
    facebookPixelId: tracking.facebookPixelId,
    tiktokPixelId: tracking.tiktokPixelId,
    kwaiPixelId: tracking.kwaiPixelId,
    gtagId: tracking.gtagId,
    gtmId: tracking.gtmId,
    twitterPixelId: tracking.twitterPixelId,
    bigo: tracking.bigoId,
  };
}

/** The facebook click and browser ids from a cookie string (document.cookie): _fbc and _fbp. */
export function readFacebookCookies(cookieString: string): { fbc?: string; fbp?: string } {
  const result: { fbc?: string; fbp?: string } = {};
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const value = safeDecode(part.slice(separator + 1).trim());
    if (!value) continue;
    if (name === '_fbc') result.fbc = value;
    else if (name === '_fbp') result.fbp = value;
  }
  return result;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
