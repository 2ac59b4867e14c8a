// Issue 15 "Pixels": loads each pixel the merchant turns on, sends its PageView, and tells every pixel of
// each tracked event (queued in the session by src/flows/tracking/track.ts) once the scripts have arrived.
import type { ClientMerchant } from '../../config/client';
import { configuredPixels, PIXELS } from '../../config/pixels';
import type { GuardedStorage } from '../../lib/storage/guarded-storage';
import { readClickIds } from '../../lib/tracking/click-ids';
import type { TrackingEvent } from '../../lib/tracking/delivery';
import { facebookCookies } from '../../lib/tracking/facebook-cookies';
import { eventCalls, pageViewCalls } from '../../lib/tracking/pixel-events';
import { PIXEL_QUEUE_EVENT, takePixelEvents } from '../../lib/tracking/pixel-queue';
import { pixelScriptSrc } from '../../lib/tracking/pixel-scripts';
import { sleep, type Clock } from '../../lib/time/clock';
import { installSnippet, runPixelCall, type PixelPage } from './snippets';

/** Queued events go to the pixels when every script has arrived, or after this long (a script that hangs). */
export const PIXEL_SCRIPTS_WAIT_MS = 10_000;

export interface PixelRunnerDeps {
  page: PixelPage;
  /** Where the queue event is announced (the window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  location: Pick<Location, 'origin' | 'hostname' | 'protocol'>;
  cookies: { read: () => string; write: (cookie: string) => void };
  local: GuardedStorage;
  session: GuardedStorage;
  clock: Clock;
  random: () => number;
}

/** Starts the merchant's pixels; the returned function stops telling them of new events. */
export function startPixels(
  merchant: Pick<ClientMerchant, 'tracking' | 'cookieDomains'>,
  deps: PixelRunnerDeps,
): () => void {
  const ids = configuredPixels(merchant.tracking);
  const pixels = PIXELS.filter((pixel) => ids[pixel]);
  const clickIds = readClickIds(deps.local);
  const now = deps.clock.now();
  // SPEC 9: the Meta pixel's own cookies, on the brand's registrable domain, before fbevents.js reads them.
  if (ids.facebook) {
    const { hostname, protocol } = deps.location;
    const place = { hostname, protocol, cookieDomains: merchant.cookieDomains };
    const fbclid = clickIds.fbclid;
    for (const cookie of facebookCookies({ cookies: deps.cookies.read(), fbclid, place, now, random: deps.random })
      .cookies)
      deps.cookies.write(cookie);
  }
  const scripts = pixels.map((pixel) => {
    const id = ids[pixel]!;
    const src = pixelScriptSrc(pixel, id, merchant.tracking.scripts[pixel], deps.location.origin);
    const loaded = installSnippet(pixel, id, src, deps.page);
    for (const call of pageViewCalls(pixel, id, now)) runPixelCall(call, id, deps.page.win);
    return loaded;
  });

  let stopped = false;
  const tell = (event: TrackingEvent) => {
    for (const pixel of pixels)
      for (const call of eventCalls(pixel, ids[pixel]!, event, {
        clickIds,
        twitterEventIds: merchant.tracking.twitterEventIds,
      }))
        runPixelCall(call, ids[pixel]!, deps.page.win);
  };
  const flush = () => {
    if (!stopped) takePixelEvents(deps.session).forEach(tell);
  };
  void Promise.race([Promise.all(scripts), sleep(PIXEL_SCRIPTS_WAIT_MS, deps.clock)]).then(() => {
    flush();
    deps.events.addEventListener(PIXEL_QUEUE_EVENT, flush);
  });
  return () => {
    stopped = true;
    deps.events.removeEventListener(PIXEL_QUEUE_EVENT, flush);
  };
}
