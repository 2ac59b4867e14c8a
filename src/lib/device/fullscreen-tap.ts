// SPEC 9 "Home-screen fullscreen click debounce": on a page opened with fullscreen=1 (or true), a tap anywhere
// asks the browser for fullscreen; a tap less than 250 ms after the last one does not ask again. Loaded only
// when the parameter is there (page-start.ts).
import { FULLSCREEN_CLICK_DEBOUNCE_MS } from '../../config/constants';
import { systemClock, type Clock } from '../time/clock';

type FullscreenDocument = Pick<Document, 'addEventListener' | 'removeEventListener' | 'fullscreenElement'> & {
  documentElement: Partial<Pick<HTMLElement, 'requestFullscreen'>>;
};

/** Asks for fullscreen on every tap that is not within 250 ms of the one before; returns the stop. */
export function watchFullscreenTaps(doc: FullscreenDocument, clock: Pick<Clock, 'now'> = systemClock): () => void {
  let lastTap = -Infinity;
  const onTap = () => {
    const now = clock.now();
    const bounced = now - lastTap < FULLSCREEN_CLICK_DEBOUNCE_MS;
    lastTap = now;
    const root = doc.documentElement;
    // Browsers without the API (iPhone Safari) and a page already fullscreen: nothing to ask.
    if (bounced || doc.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
    // Refused (no user activation, a frame without allowfullscreen): the page simply stays as it is.
    root.requestFullscreen().catch(() => undefined);
  };
  // Capture: a control that stops its click's propagation still counts as a tap.
  const options = { capture: true };
  doc.addEventListener('click', onTap, options);
  return () => doc.removeEventListener('click', onTap, options);
}
