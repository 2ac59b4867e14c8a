// Tracked events (SPEC 4) sent through the page's request layer: the collect beacon, then the ping fallback.
import type { ClientMerchant } from '../config/client';
import { PING_ABORT_MS } from '../config/constants';
import type { AnalyticsInput } from '../lib/tracking/analytics';
import type { TrackedEventName } from '../lib/tracking/events';
import { trackEvent } from '../lib/tracking/track';
import { WPS } from '../lib/api/endpoints';
import { local, session } from '../lib/storage/guarded-storage';
import { apiClient } from './api';

/** Sends a tracked event once in its scope; never throws (tracking must not break a flow). */
export function track(
  merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>,
  name: TrackedEventName,
  input: AnalyticsInput,
): void {
  const api = apiClient(merchant);
  void trackEvent(name, input, {
    stores: { local: local(), session: session() },
    transport: {
      send: async (event) => {
        await api.post(WPS.systemCollect, { merchant: merchant.merchantCode, value: event }, { alert: false });
      },
      ping: async (query) => {
        await api.get(WPS.systemTestPing, { query, alert: false, retry: false, timeoutMs: PING_ABORT_MS });
      },
    },
  }).catch(() => undefined);
}
