// Issue 15 "Pixels": tracked events wait in session storage until the pixels have loaded, so an event
// followed at once by a navigation (registration, then the home page) still reaches them on the next page.
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';
import type { TrackingEvent } from './delivery';
import { isTrackedEventName } from './events';

/** Older events are dropped past this many: a page whose pixels never load must not fill the storage. */
export const PIXEL_QUEUE_LIMIT = 50;

/** The window event that says an event was queued (the pixels, once loaded, take it at once). */
export const PIXEL_QUEUE_EVENT = 'pixel-queue';

const isTrackingEvent = (value: unknown): value is TrackingEvent =>
  typeof value === 'object' &&
  value !== null &&
  isTrackedEventName((value as TrackingEvent).name) &&
  typeof (value as TrackingEvent).payload?.eventID === 'string';

const queued = (session: GuardedStorage): TrackingEvent[] => {
  const stored = session.readJson<unknown>(STORAGE_KEYS.pixelQueue);
  return Array.isArray(stored) ? stored.filter(isTrackingEvent) : [];
};

export function queuePixelEvent(session: GuardedStorage, event: TrackingEvent): void {
  session.writeJson(STORAGE_KEYS.pixelQueue, [...queued(session), event].slice(-PIXEL_QUEUE_LIMIT));
}

/** The waiting events, oldest first; the queue is emptied. */
export function takePixelEvents(session: GuardedStorage): TrackingEvent[] {
  const events = queued(session);
  if (events.length > 0) session.removeItem(STORAGE_KEYS.pixelQueue);
  return events;
}
