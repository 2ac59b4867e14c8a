// Issue 26 item 10: a page opened offline queued one "Network Error / CORS Errors" alert per failed call and
// one for the lost connection; the player confirmed the same alert again and again. One of a kind waits at a time.
import { afterEach, describe, expect, it } from 'vitest';
import { ALERT_KEYS } from '@/lib/api/api-events';
import { $alerts, dismissAlert } from '@/stores/alerts';
import { apiEvents } from '@/flows/session/page-client';

afterEach(() => $alerts.set([]));

describe('the alerts waiting to be shown', () => {
  it('hold an alert raised again while it waits once, and other alerts after it', () => {
    apiEvents.emit('alert', { messageKey: ALERT_KEYS.networkError });
    apiEvents.emit('alert', { messageKey: ALERT_KEYS.networkError });
    apiEvents.emit('alert', { titleKey: ALERT_KEYS.notice, message: 'Server says no' });
    apiEvents.emit('alert', { titleKey: ALERT_KEYS.notice, message: 'Server says no' });
    expect($alerts.get()).toEqual([
      { messageKey: ALERT_KEYS.networkError },
      { titleKey: ALERT_KEYS.notice, message: 'Server says no' },
    ]);
  });

  it('take the same alert again once the player has confirmed it', () => {
    apiEvents.emit('alert', { messageKey: ALERT_KEYS.networkError });
    dismissAlert();
    apiEvents.emit('alert', { messageKey: ALERT_KEYS.networkError });
    expect($alerts.get()).toEqual([{ messageKey: ALERT_KEYS.networkError }]);
  });
});
