// SPEC 9 "Facebook cookies _fbc and _fbp: 90 days": the Meta pixel's click and browser ids, written on the
// merchant's registrable domain so that every host of the brand (and pixelTrack at registration) sees them.
import { FACEBOOK_COOKIE_DAYS } from '../../config/constants';
import { cookieDomain, readCookie, type CookiePlace } from '../device/device-id';

// Meta's format: fb.<subdomain index>.<creation time in ms>.<fbclid or random number>; index 1 = the
// registrable domain, where these cookies are written.
const FACEBOOK_COOKIE_VALUE = /^fb\.[0-9]\.[0-9]{10,}\.[A-Za-z0-9._~+/=-]{1,500}$/;

export const fbcValue = (fbclid: string, now: number) => `fb.1.${now}.${fbclid}`;

/** _fbp's random part: ten digits, as Meta's own pixel writes it. */
export const fbpValue = (now: number, random: () => number) =>
  `fb.1.${now}.${Math.floor(1_000_000_000 + random() * 9_000_000_000)}`;

export interface FacebookCookieDeps {
  /** document.cookie as read now. */
  cookies: string;
  /** The fbclid of this visit, if it came from a Meta ad. */
  fbclid: string | undefined;
  place: CookiePlace;
  now: number;
  random: () => number;
}

function cookie(name: string, value: string, place: CookiePlace, now: number): string {
  const expires = new Date(now + FACEBOOK_COOKIE_DAYS * 86_400_000).toUTCString();
  const domain = cookieDomain(place.hostname, place.cookieDomains);
  return `${name}=${value}; expires=${expires}; path=/; SameSite=Lax${domain ? `; domain=${domain}` : ''}${place.protocol === 'https:' ? '; Secure' : ''}`;
}

/**
 * The Set-Cookie strings to assign to document.cookie: _fbp kept (or made) and _fbc made from a new fbclid
 * (or kept), each renewed for 90 days. A malformed value (set by another app) is replaced.
 */
export function facebookCookies(deps: FacebookCookieDeps): { fbc?: string; fbp: string; cookies: string[] } {
  const existingFbp = readCookie(deps.cookies, '_fbp');
  const fbp = existingFbp && FACEBOOK_COOKIE_VALUE.test(existingFbp) ? existingFbp : fbpValue(deps.now, deps.random);
  const existingFbc = readCookie(deps.cookies, '_fbc');
  const keptFbc = existingFbc && FACEBOOK_COOKIE_VALUE.test(existingFbc) ? existingFbc : undefined;
  // The same click seen again (the id stays in the URL across pages) keeps its first time.
  const fbc = deps.fbclid && !keptFbc?.endsWith(`.${deps.fbclid}`) ? fbcValue(deps.fbclid, deps.now) : keptFbc;
  const cookies = [cookie('_fbp', fbp, deps.place, deps.now)];
  if (fbc) cookies.push(cookie('_fbc', fbc, deps.place, deps.now));
  return { ...(fbc ? { fbc } : {}), fbp, cookies };
}
