// Tracked events (SPEC 4): the collect beacon, then the ping fallback; and the queue the ad pixels read.
import type { ClientMerchant } from '../../config/client';
import { PING_ABORT_MS } from '../../config/constants';
import { configuredPixels } from '../../config/pixels';
import type { AnalyticsInput } from '../../lib/tracking/analytics';
import { collectBody, collectByBeacon } from '../../lib/tracking/beacon';
import type { TrackedEventName } from '../../lib/tracking/events';
import { PIXEL_QUEUE_EVENT, queuePixelEvent } from '../../lib/tracking/pixel-queue';
import { trackEvent } from '../../lib/tracking/deliver-event';
import { local, session } from '../../lib/storage/guarded-storage';
import { apiClient } from '../session/page-client';
import { collectUrl, sendPing } from './api';
import { $session } from '../../stores/session';

/** The member as the tracked events name them. */
export const trackedMember = () => ({ customerId: $session.get()?.id, customerName: $session.get()?.userName });

/** Sends a tracked event once in its scope; never throws (tracking must not break a flow). */
export function track(
  merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'> & Partial<Pick<ClientMerchant, 'tracking'>>,
  name: TrackedEventName,
  input: AnalyticsInput,
): void {
  const api = apiClient(merchant);
  const stores = { local: local(), session: session() };
  const pixels = Object.keys(configuredPixels(merchant.tracking ?? {})).length > 0;
  void trackEvent(name, input, {
    stores,
    // The pixels load when the page is idle, maybe on the next page: the event waits for them in the session.
    ...(pixels && {
      forward: (event) => {
        queuePixelEvent(stores.session, event);
        dispatchEvent(new Event(PIXEL_QUEUE_EVENT));
      },
    }),
    transport: {
      ...(collectByBeacon(navigator.userAgent, typeof navigator.sendBeacon === 'function') && {
        send: async (event) => {
          // false: the browser refused to queue it (too large, too many): a failed try, retried.
          if (!navigator.sendBeacon(collectUrl(merchant), collectBody(merchant.merchantCode, event)))
            throw new Error('sendBeacon refused the event');
        },
      }),
      ping: async (query) => {
        await sendPing(api, query, PING_ABORT_MS);
      },
    },
  }).catch(() => undefined);
}
