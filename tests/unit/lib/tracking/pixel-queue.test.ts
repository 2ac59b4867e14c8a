import { describe, expect, it } from 'vitest';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import type { TrackingEvent } from '@/lib/tracking/delivery';
import { PIXEL_QUEUE_LIMIT, queuePixelEvent, takePixelEvents } from '@/lib/tracking/pixel-queue';
import { memoryStore } from '../memory-store';

const event = (n: number): TrackingEvent => ({ name: 'login', payload: { eventID: `e${n}` } });

describe('events waiting for the pixels (issue 15)', () => {
  it('hands over the waiting events oldest first, once', () => {
    const session = guardStorage(memoryStore());
    queuePixelEvent(session, event(1));
    queuePixelEvent(session, event(2));
    expect(takePixelEvents(session)).toEqual([event(1), event(2)]);
    expect(takePixelEvents(session)).toEqual([]);
  });

  it(`keeps the newest ${PIXEL_QUEUE_LIMIT} when the pixels never come`, () => {
    const session = guardStorage(memoryStore());
    for (let n = 1; n <= PIXEL_QUEUE_LIMIT + 5; n += 1) queuePixelEvent(session, event(n));
    const events = takePixelEvents(session);
    expect(events).toHaveLength(PIXEL_QUEUE_LIMIT);
    expect(events[0]).toEqual(event(6));
  });

  it('drops stored entries that are not tracked events', () => {
    const stored = [{ name: 'evil', payload: { eventID: 'x' } }, { name: 'login' }, event(3), 'text'];
    const session = guardStorage(memoryStore({ [STORAGE_KEYS.pixelQueue]: JSON.stringify(stored) }));
    expect(takePixelEvents(session)).toEqual([event(3)]);
  });
});
