// What the account calls say about where the app runs (SPEC 3 login and registration payloads).
import { ensureDeviceId, generateDeviceId } from '../../lib/device/device-id';
import { inNativeApp, isIPad, isStandalone } from '../../lib/device/platform';
import { local } from '../../lib/storage/guarded-storage';
import { isWebclip } from '../../lib/storage/startup-params';
import { pageMerchant } from '../../stores/merchant';

export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP' | undefined;
export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

const standalone = () => isStandalone(window);

/** The Device of a login: an installed PWA, a home-screen webclip, an iPad, or nothing. */
export function loginDevice(): LoginDevice {
  if (standalone()) return 'PWA';
  if (isWebclip(local())) return 'WEBCLIP';
  return isIPad(navigator.userAgent, navigator.maxTouchPoints) ? 'IPAD' : undefined;
}

export function registerMethod(): RegisterMethod {
  if (inNativeApp(location.search)) return 'APP';
  if (standalone()) return 'PWA';
  return isWebclip(local()) ? 'WEBCLIP' : 'H5';
}

/** This browser's 36-character device id (SPEC 4 "Device id"). */
export const loginDeviceId = () =>
  ensureDeviceId({
    local: local(),
    document,
    place: {
      hostname: location.hostname,
      protocol: location.protocol,
      cookieDomains: pageMerchant()?.cookieDomains ?? [],
    },
    now: () => Date.now(),
    generate: generateDeviceId,
  });

/** The page URL without token parameters, as registerUrl. */
export function registerUrl(): string {
  const url = new URL(location.href);
  for (const name of [...url.searchParams.keys()])
    if (/^(token|tokens|authorization)$/i.test(name)) url.searchParams.delete(name);
  return url.toString();
}
