// Issue 25: an explicit logout in one tab ends the sessions other tabs began before it, and only those.
import { describe, expect, it, vi } from 'vitest';
import { loggedOutSince, recordLogout, watchLogouts } from '@/lib/session/logout-everywhere';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { memoryStore } from '../memory-store';

const session = (since?: number) => ({ token: 't', merchantCode: 'LUCKYSTAR', ...(since !== undefined && { since }) });

describe('loggedOutSince', () => {
  it('is true for a session that began before the last logout, false for one that began after', () => {
    const local = guardStorage(memoryStore());
    expect(loggedOutSince(session(1_000), local)).toBe(false);
    recordLogout(local, 2_000);
    expect(loggedOutSince(session(1_999), local)).toBe(true);
    expect(loggedOutSince(session(2_001), local)).toBe(false);
    expect(loggedOutSince(undefined, local)).toBe(false);
  });

  it('counts a session of unknown age (stored before this rule) as older, and ignores a garbled mark', () => {
    const local = guardStorage(memoryStore());
    recordLogout(local, 5);
    expect(loggedOutSince(session(), local)).toBe(true);
    local.write(STORAGE_KEYS.loggedOutAt, 'yesterday');
    expect(loggedOutSince(session(), local)).toBe(false);
  });
});

describe('watchLogouts', () => {
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
  const pageShow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

  it('checks on a storage event of the logout mark or a cleared storage, and on a page shown from the back/forward cache', () => {
    const target = new EventTarget() as unknown as Window;
    const end = vi.fn();
    const stop = watchLogouts(target, end);
    target.dispatchEvent(storageEvent(STORAGE_KEYS.savedLogin));
    target.dispatchEvent(pageShow(false));
    expect(end).not.toHaveBeenCalled();
    target.dispatchEvent(storageEvent(STORAGE_KEYS.loggedOutAt));
    target.dispatchEvent(storageEvent(null));
    target.dispatchEvent(pageShow(true));
    expect(end).toHaveBeenCalledTimes(3);
    stop();
    target.dispatchEvent(storageEvent(STORAGE_KEYS.loggedOutAt));
    expect(end).toHaveBeenCalledTimes(3);
  });
});
