// SPEC 8: offline over https shows network_offline for 1.5 s, also when the page loads offline; over
// http it is the "Network Error / CORS Errors" alert.
import { OFFLINE_NOTICE_MS } from '../../config/constants';
import { ALERT_KEYS, type ApiEmitter } from './api-events';

export function reportOffline(events: ApiEmitter, protocol: string): void {
  if (protocol === 'https:') events.emit('offline', { messageKey: ALERT_KEYS.offline, durationMs: OFFLINE_NOTICE_MS });
  else events.emit('alert', { messageKey: ALERT_KEYS.networkError });
}

/** Reports going offline now (page loaded offline) and whenever the browser goes offline; returns a stop function. */
export function watchConnectivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  online: () => boolean,
  events: ApiEmitter,
  protocol: string,
): () => void {
  const onOffline = () => reportOffline(events, protocol);
  if (!online()) onOffline();
  target.addEventListener('offline', onOffline);
  return () => target.removeEventListener('offline', onOffline);
}
