// Issue 25: an explicit logout ends the session in every tab and app window of this browser. Each tab keeps
// its own session (sessionStorage), so the logout leaves its time in localStorage, and a tab whose session
// began before it ends its own: when told (the storage event), when shown again from the back/forward cache
// (which missed the event), or at its next page start.
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';
import type { SessionInfo } from './session-info';

export function recordLogout(store: GuardedStorage, now: number): void {
  store.write(STORAGE_KEYS.loggedOutAt, String(now));
}

/** Whether this browser logged out after the session began; a session of unknown age counts as older. */
export function loggedOutSince(session: SessionInfo | undefined, store: GuardedStorage): boolean {
  const at = Number(store.getItem(STORAGE_KEYS.loggedOutAt));
  return session !== undefined && at > 0 && (session.since ?? 0) < at;
}

/** Runs `end` whenever another tab's logout may have ended this tab's session; returns the unsubscribe. */
export function watchLogouts(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, end: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.loggedOutAt || event.key === null) end();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) end();
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener('pageshow', onShow);
  return () => {
    target.removeEventListener('storage', onStorage);
    target.removeEventListener('pageshow', onShow);
  };
}
