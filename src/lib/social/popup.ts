// SPEC 9 "Popup window 500x600; close detection 8 s after close": the sign-in popup of the messenger widget.
import { POPUP_CLOSE_DETECTION_MS, POPUP_WINDOW_HEIGHT, POPUP_WINDOW_WIDTH } from '../../config/constants';

/** How often the opener looks whether the player closed the popup. */
const POPUP_POLL_MS = 500;

/** window.open features: 500x600, centred on the opener's screen. */
export function popupFeatures(screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((screen.width - POPUP_WINDOW_WIDTH) / 2));
  const top = Math.max(0, Math.round((screen.height - POPUP_WINDOW_HEIGHT) / 2));
  return `width=${POPUP_WINDOW_WIDTH},height=${POPUP_WINDOW_HEIGHT},left=${left},top=${top},popup=yes`;
}

export interface PopupTimers {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

/**
 * Calls `onGone` 8 s after the player closed the popup (a result posted just before closing still arrives
 * in that time). Returns the function that stops watching, called once the result is in.
 */
export function watchPopupClose(popup: Pick<Window, 'closed'>, onGone: () => void, timers: PopupTimers): () => void {
  let grace: unknown;
  const poll = timers.setInterval(() => {
    if (!popup.closed) return;
    timers.clearInterval(poll);
    grace = timers.setTimeout(onGone, POPUP_CLOSE_DETECTION_MS);
  }, POPUP_POLL_MS);
  return () => {
    timers.clearInterval(poll);
    if (grace !== undefined) timers.clearTimeout(grace);
  };
}

/** The page's own timers. */
export const browserPopupTimers: PopupTimers = {
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (id) => globalThis.clearInterval(id as number),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
};
