// The page an account call runs on, as arguments, so SPEC 3 payloads are testable without a browser.
import { ensureDeviceId } from '../../lib/device/device-id';
import { inNativeApp, isIPad } from '../../lib/device/platform';
import type { GuardedStorage } from '../../lib/storage/guarded-storage';
import { isWebclip } from '../../lib/storage/startup-params';
import type { Clock } from '../../lib/time/clock';

export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP' | undefined;
export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

export interface AuthPage {
  location: Pick<Location, 'href' | 'search' | 'hostname' | 'protocol'>;
  /** Where cookies are read and written: the device-id copy, the facebook cookies. */
  document: Pick<Document, 'cookie'>;
  local: GuardedStorage;
  session: GuardedStorage;
  clock: Clock;
  /** Started from the home screen as an installed PWA. */
  standalone: () => boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** The merchant's registrable domains: where the device-id cookie may be shared. */
  cookieDomains: readonly string[];
  generateDeviceId: () => string;
}

/** The Device of a login: an installed PWA, a home-screen webclip, an iPad, or nothing. */
export function loginDevice(page: AuthPage): LoginDevice {
  if (page.standalone()) return 'PWA';
  if (isWebclip(page.local)) return 'WEBCLIP';
  return isIPad(page.userAgent, page.maxTouchPoints) ? 'IPAD' : undefined;
}

/** SPEC 3 isOfficialAppLogin: the login or registration comes from the operator's native app shell. */
export const isOfficialAppLogin = (page: AuthPage) => inNativeApp(page.location.search);

export function registerMethod(page: AuthPage): RegisterMethod {
  if (isOfficialAppLogin(page)) return 'APP';
  if (page.standalone()) return 'PWA';
  return isWebclip(page.local) ? 'WEBCLIP' : 'H5';
}

/** This browser's 36-character device id (SPEC 4 "Device id"). */
export const loginDeviceId = (page: AuthPage) =>
  ensureDeviceId({
    local: page.local,
    document: page.document,
    place: {
      hostname: page.location.hostname,
      protocol: page.location.protocol,
      cookieDomains: page.cookieDomains,
    },
    now: () => page.clock.now(),
    generate: page.generateDeviceId,
  });

/** The page URL without token parameters, as registerUrl. */
export function registerUrl(page: AuthPage): string {
  const url = new URL(page.location.href);
  for (const name of [...url.searchParams.keys()])
    if (/^(token|tokens|authorization)$/i.test(name)) url.searchParams.delete(name);
  return url.toString();
}
