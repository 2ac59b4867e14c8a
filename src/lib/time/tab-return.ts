// SPEC 9 "Data-refresh debounce on tab visibility" (300 ms): work that runs when the player comes back to the
// tab. A quick switch away and back runs it once; leaving again within the 300 ms runs it not at all.
import { VISIBILITY_REFRESH_DEBOUNCE_MS } from '../../config/constants';
import { systemClock, type Clock, type TimerHandle } from './clock';

/** What tells that the player came back to the tab (the document). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Runs `run` 300 ms after each return to the tab; returns the function that stops listening. */
export function onTabReturn(visibility: VisibilitySource, run: () => void, clock: Clock = systemClock): () => void {
  let returned: TimerHandle | undefined;
  const cancel = () => {
    if (returned !== undefined) clock.clearTimeout(returned);
    returned = undefined;
  };
  const onVisibility = () => {
    cancel();
    if (visibility.visibilityState !== 'visible') return;
    returned = clock.setTimeout(() => {
      returned = undefined;
      run();
    }, VISIBILITY_REFRESH_DEBOUNCE_MS);
  };
  visibility.addEventListener('visibilitychange', onVisibility);
  return () => {
    cancel();
    visibility.removeEventListener('visibilitychange', onVisibility);
  };
}
