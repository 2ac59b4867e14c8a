// SPEC 4 "messenger web widget": Telegram's login popup, and the result it hands back in the URL hash.
import { browserPopupTimers, popupFeatures, watchPopupClose } from '../../../lib/social/popup';
import { readTelegramAuthParam, TELEGRAM_POPUP_MESSAGE } from '../../../lib/social/telegram';

/** Opens the popup (500x600); null when the browser blocked it (SPEC 8 popup_blocked). */
export const openTelegramPopup = (url: string) => window.open(url, 'telegram_auth', popupFeatures(window.screen));

/** The signed result the popup posts back, or undefined once the player closed it without one (8 s grace). */
export function awaitTelegramResult(popup: Window, origin: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const finish = (result: string | undefined) => {
      window.removeEventListener('message', onMessage);
      stopWatching();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; telegramAuth?: unknown } | null;
      // Only this popup, back on this site, may answer (any page can post messages to a window).
      if (event.origin !== origin || event.source !== popup || data?.type !== TELEGRAM_POPUP_MESSAGE) return;
      if (typeof data.telegramAuth === 'string') finish(data.telegramAuth);
    };
    window.addEventListener('message', onMessage);
    const stopWatching = watchPopupClose(popup, () => finish(undefined), browserPopupTimers);
  });
}

/**
 * In the popup, back from Telegram with #tgAuthResult: hands the result to the login page that opened it and
 * closes. False when this page is not such a popup (then the page signs in itself).
 */
export function relayTelegramResult(location: Pick<Location, 'hash' | 'origin'>): boolean {
  const telegramAuth = readTelegramAuthParam(location.hash);
  const opener = window.opener as Window | null;
  if (!telegramAuth || !opener) return false;
  try {
    if (opener.location.origin !== location.origin) return false;
  } catch {
    return false; // the opener is on another site: never hand it the result
  }
  opener.postMessage({ type: TELEGRAM_POPUP_MESSAGE, telegramAuth }, location.origin);
  window.close();
  return true;
}
