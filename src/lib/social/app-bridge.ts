// SPEC 8 "Social failures from the app bridge (begin with the word Failure) | Alert": inside the operator's
// native app shell, the shell reports a social sign-in it ran as a string message event (docs/api.md "Native
// app shell"); a failure is alerted with the shell's text, shown as text.
import type { ApiEmitter } from '../api/api-events';
import { lineAccessToken } from './line';

/** Longer than any sign-in report; a longer message is refused, not cut. */
const MAX_LENGTH = 500;
export const APP_FAILURE_TITLE_KEY = 'social.appFailure';

/** The shell's text when `data` reports a failure: a string of at most 500 characters beginning with the word Failure. */
export function appFailureText(data: unknown): string | undefined {
  if (typeof data !== 'string' || data.length > MAX_LENGTH) return undefined;
  const text = data.trim();
  return /^Failure\b/.test(text) ? text : undefined;
}

/**
 * The LINE access token of a shell that signed the player in to LINE itself: `{lineAccessToken: "..."}`
 * (docs/api.md "Native app shell"); anything else is not one.
 */
export function shellLineAccessToken(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  return lineAccessToken((data as { lineAccessToken?: unknown }).lineAccessToken);
}

type BridgeWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Pick<Location, 'origin'> };

/**
 * From the shell: an event it dispatched on the page (no origin, no source) or a message the page posted to
 * itself. Frames and popups of any other window, same origin or not, are not the shell.
 */
const fromShell = (event: MessageEvent, win: BridgeWindow) =>
  (event.origin === '' && event.source === null) ||
  (event.origin === win.location.origin && (event.source as unknown) === win);

/** Alerts each failure the shell reports and hands on a LINE access token it sends; returns the stop. */
export function watchAppBridge(
  win: BridgeWindow,
  events: ApiEmitter,
  onLineAccess: (accessToken: string) => void = () => undefined,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!fromShell(event, win)) return;
    const text = appFailureText(event.data);
    if (text) events.emit('alert', { titleKey: APP_FAILURE_TITLE_KEY, message: text });
    const accessToken = shellLineAccessToken(event.data);
    if (accessToken) onLineAccess(accessToken);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
