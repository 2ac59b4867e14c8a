// SPEC 4 "Device id" in the browser: the page's part of the sync across the merchant's registrable domains
// (src/lib/device/device-sync.ts), loaded by the PWA parts only for merchants that have one.
import type { ClientMerchant, DeviceSyncTarget } from '../../../config/client';
import { adoptDeviceId, ensureDeviceId, generateDeviceId, type DeviceIdDeps } from '../../../lib/device/device-id';
import {
  askForDeviceId,
  deviceSyncRole,
  keepDeviceSyncCopy,
  markDeviceSyncDone,
  type SyncFrame,
} from '../../../lib/device/device-sync';
import { local, session } from '../../../lib/storage/guarded-storage';
import { systemClock } from '../../../lib/time/clock';

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
export async function startDeviceSync(merchant: ClientMerchant, target: DeviceSyncTarget): Promise<void> {
  const place = { hostname: location.hostname, protocol: location.protocol, cookieDomains: merchant.cookieDomains };
  const deps: DeviceIdDeps = { local: local(), document, place, now: () => Date.now(), generate: generateDeviceId };
  const sessionStore = session();
  const decision = deviceSyncRole(
    {
      ...place,
      search: location.search,
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
      clock: systemClock,
    });
  markDeviceSyncDone(sessionStore);
}
