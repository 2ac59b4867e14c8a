// What the account calls say about where the app runs (SPEC 3 login and registration payloads).
import { ensureDeviceId, generateDeviceId } from '../../lib/device/device-id';
import { local } from '../../lib/storage/guarded-storage';
import { isWebclip } from '../../lib/storage/startup-params';
import { pageMerchant } from '../../stores/merchant';

export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP' | undefined;
export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

const standalone = () => matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
const inNativeApp = () => new URLSearchParams(location.search).get('inApp') === '1';
const iPad = () => /iPad/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** The Device of a login: an installed PWA, a home-screen webclip, an iPad, or nothing. */
export function loginDevice(): LoginDevice {
  if (standalone()) return 'PWA';
  if (isWebclip(local())) return 'WEBCLIP';
  return iPad() ? 'IPAD' : undefined;
}

export function registerMethod(): RegisterMethod {
  if (inNativeApp()) return 'APP';
  if (standalone()) return 'PWA';
  return isWebclip(local()) ? 'WEBCLIP' : 'H5';
}

/** This browser's 36-character device id (SPEC 4 "Device id"). */
export const loginDeviceId = () =>
  ensureDeviceId({
    local: local(),
    document,
    place: { hostname: location.hostname, protocol: location.protocol, cookieDomains: pageMerchant()?.cookieDomains ?? [] },
    now: () => Date.now(),
    generate: generateDeviceId,
  });

/** The page URL without token parameters, as registerUrl. */
export function registerUrl(): string {
  const url = new URL(location.href);
  for (const name of [...url.searchParams.keys()]) if (/^(token|tokens|authorization)$/i.test(name)) url.searchParams.delete(name);
  return url.toString();
}
