// SPEC 4 "Device id", SPEC 5, SPEC 9: a 36-character id kept in localStorage and in a cookie.
import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH } from '../../config/constants';
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';

export const DEVICE_ID_COOKIE = 'deviceId';

export const isValidDeviceId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && id.length === DEVICE_ID_LENGTH;

/**
 * The cookie domain: the registrable domain (computed at build time from the public-suffix list) that
 * `hostname` is or belongs to; none (a host-only cookie) for hosts outside the merchant's domains.
 */
export function cookieDomain(hostname: string, registrableDomains: readonly string[]): string | undefined {
  const host = hostname.toLowerCase();
  return registrableDomains.find((domain) => host === domain || host.endsWith(`.${domain}`));
}

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // malformed (set by another app on the parent domain): as if absent
    }
  }
  return undefined;
}

export interface CookiePlace {
  hostname: string;
  /** location.protocol: the cookie is Secure on https. */
  protocol: string;
  /** The merchant's registrable domains (ClientMerchant.cookieDomains). */
  cookieDomains: readonly string[];
}

export function deviceIdCookie(id: string, place: CookiePlace, now: number): string {
  const expires = new Date(now + DEVICE_ID_COOKIE_DAYS * 86_400_000).toUTCString();
  const domain = cookieDomain(place.hostname, place.cookieDomains);
  return `${DEVICE_ID_COOKIE}=${encodeURIComponent(id)}; expires=${expires}; path=/; SameSite=Lax${domain ? `; domain=${domain}` : ''}${place.protocol === 'https:' ? '; Secure' : ''}`;
}

export interface DeviceIdDeps {
  local: GuardedStorage;
  document: Pick<Document, 'cookie'>;
  place: CookiePlace;
  now: () => number;
  generate: () => string;
}

/**
 * The device id: the stored one when it is 36 characters; else (after removing it) the cookie copy; else
 * a new one. Whatever is chosen is written back to both places.
 */
export function ensureDeviceId(deps: DeviceIdDeps): string {
  const stored = deps.local.getItem(STORAGE_KEYS.deviceId);
  let id: string | undefined = isValidDeviceId(stored) ? stored : undefined;
  if (!id) {
    if (stored !== null) deps.local.removeItem(STORAGE_KEYS.deviceId);
    const fromCookie = readCookie(deps.document.cookie, DEVICE_ID_COOKIE);
    id = isValidDeviceId(fromCookie) ? fromCookie : deps.generate();
  }
  adoptDeviceId(id, deps);
  return id;
}

/** Makes `id` this browser's device id on this domain: local storage and the cookie (365 days, refreshed). */
export function adoptDeviceId(id: string, deps: Omit<DeviceIdDeps, 'generate'>): void {
  deps.local.write(STORAGE_KEYS.deviceId, id);
  deps.document.cookie = deviceIdCookie(id, deps.place, deps.now());
}

/** A UUID v4: 36 characters. */
export const generateDeviceId = () => crypto.randomUUID();
