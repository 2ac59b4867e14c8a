// SPEC 2 "Lazily loaded screens": the popup banners m_popup1 and m_popup2 show after 20 s, once per session.
import { POPUP_BANNER_DELAY_MS, POPUP_BANNER_GROUPS } from '../../config/constants';
import type { Announcement } from '../../lib/content/announcements';
import type { KeyValueStore } from '../../lib/storage/types';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { systemClock, type Clock } from '../../lib/time/clock';
import { bannersOf } from './banner-target';

const SHOWN_KEY = STORAGE_KEYS.popupBannersShown;

export function popupBannersShown(session: KeyValueStore): boolean {
  try {
    return session.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The popups to show, m_popup1 before m_popup2. */
export const popupQueue = (list: readonly Announcement[]): Announcement[] =>
  POPUP_BANNER_GROUPS.flatMap((group) => bannersOf(list, group));

/**
 * Calls `show` 20 s after start unless popups were already shown in this session; marks them shown when it
 * fires. Returns a cancel function (leaving the page before 20 s shows nothing and marks nothing).
 */
export function schedulePopupBanners(session: KeyValueStore, show: () => void, clock: Clock = systemClock): () => void {
  if (popupBannersShown(session)) return () => undefined;
  const timer = clock.setTimeout(() => {
    try {
      session.setItem(SHOWN_KEY, '1');
    } catch {
      // not remembered: they may show again on the next page
    }
    show();
  }, POPUP_BANNER_DELAY_MS);
  return () => clock.clearTimeout(timer);
}
