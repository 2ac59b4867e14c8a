// SPEC 4 "Device id" in the browser: the page's part of the sync across the merchant's registrable domains
// (src/lib/device/device-sync.ts), loaded where a sign-in or registration form shows (useDeviceSync.ts).
import type { ClientMerchant, DeviceSyncTarget } from '../../../config/client';
import { adoptDeviceId, ensureDeviceId, generateDeviceId, type DeviceIdDeps } from '../../../lib/device/device-id';
import {
  askForDeviceId,
  deviceSyncRole,
  keepDeviceSyncCopy,
  markDeviceSyncDone,
  type SyncFrame,
} from '../../../lib/device/device-sync';
import type { PageEffects } from '../../../flows/session/page-effects';

/** A hidden frame of `url` at the end of the body: no layout, no focus, nothing for assistive technology. */
function hiddenFrame(url: string): SyncFrame {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = url;
  document.body.append(frame);
  return {
    window: frame.contentWindow,
    post: (message, targetOrigin) => frame.contentWindow?.postMessage(message, targetOrigin),
    onLoad: (callback) => frame.addEventListener('load', callback, { once: true }),
    remove: () => frame.remove(),
  };
}

/** Keeps the first domain's copy, or asks its frame for the id, once per session (skipped where SPEC 4 says). */
export async function startDeviceSync(
  merchant: ClientMerchant,
  target: DeviceSyncTarget,
  page: Pick<PageEffects, 'location' | 'local' | 'session' | 'clock'>,
): Promise<void> {
  // The page's address as a URL: its host and scheme decide the role and the cookie's domain.
  const { hostname, protocol } = page.location;
  const place = { hostname, protocol, cookieDomains: merchant.cookieDomains };
  const now = () => page.clock.now();
  const deps: DeviceIdDeps = { local: page.local, document, place, now, generate: generateDeviceId };
  const sessionStore = page.session;
  const decision = deviceSyncRole(
    {
      ...place,
      search: page.location.search,
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      session: sessionStore,
    },
    target,
  );
  if ('skip' in decision) return;
  if (decision.role === 'keep') keepDeviceSyncCopy(deps, target);
  else
    await askForDeviceId({
      target,
      ownId: ensureDeviceId(deps),
      openFrame: hiddenFrame,
      listen: (handler) => {
        const listener = (event: MessageEvent) => handler(event);
        addEventListener('message', listener);
        return () => removeEventListener('message', listener);
      },
      adopt: (id) => adoptDeviceId(id, deps),
      clock: page.clock,
    });
  markDeviceSyncDone(sessionStore);
}
