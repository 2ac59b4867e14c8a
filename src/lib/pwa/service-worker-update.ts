// SPEC 4 "Update check": the update mechanism is the service worker. A new worker installs beside the
// running one and takes over only when the player taps Refresh; then the page refreshes (SPEC 2, SPEC 9).
import { PAGE_REFRESH_DELAY_MS } from '../../config/constants';
import { APP_BASE } from '../../config/routes';
import { forcedRefreshAction } from '../routing/forced-refresh';
import { withPreservedQuery } from '../routing/navigation';
import { sleep, systemClock, type Clock } from '../time/clock';

/** The message src/pwa/sw.ts answers with skipWaiting(). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

type Container = Pick<ServiceWorkerContainer, 'controller' | 'getRegistration' | 'addEventListener'>;
type Registration = Pick<ServiceWorkerRegistration, 'installing' | 'waiting' | 'update'>;

const browserContainer = (): Container | undefined =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;

/** The app's registration (scope /m/), when this browser has one. */
export async function appRegistration(container = browserContainer()): Promise<Registration | undefined> {
  return (await container?.getRegistration(APP_BASE).catch(() => undefined)) ?? undefined;
}

/** Fetches /m/sw.js now: a changed worker starts installing beside the running one. */
export async function fetchNewWorker(registration: Registration | undefined): Promise<void> {
  await registration?.update().catch(() => undefined);
}

/** Resolves when `worker` reaches one of `states` (at once when it is in one already). */
function untilState(worker: ServiceWorker, states: readonly ServiceWorkerState[]): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      if (!states.includes(worker.state)) return;
      worker.removeEventListener('statechange', settle);
      resolve();
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/**
 * Lets the new worker take over: waits for it to finish installing, asks it to skip waiting, and resolves
 * once it controls the page (activated, for a page no worker controlled). Resolves at once when there is no
 * new worker (no support, an install that failed): the refresh then simply loads the pages from the network.
 */
export async function activateNewWorker(registration: Registration | undefined, container = browserContainer()) {
  if (registration?.installing) await untilState(registration.installing, ['installed', 'redundant']);
  const waiting = registration?.waiting;
  if (!waiting || !container) return;
  const controlled = container.controller
    ? new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }))
    : untilState(waiting, ['activated', 'redundant']);
  waiting.postMessage(SKIP_WAITING_MESSAGE);
  await controlled;
}

/** SPEC 2 forced refresh, after the SPEC 9 page refresh delay: reload in place, or replace by /m/home. */
export async function refreshPage(
  page: Pick<Location, 'pathname' | 'search' | 'reload' | 'replace'> = location,
  clock: Clock = systemClock,
): Promise<void> {
  await sleep(PAGE_REFRESH_DELAY_MS, clock);
  const action = forcedRefreshAction(page.pathname);
  if (action.type === 'reload') page.reload();
  else page.replace(withPreservedQuery(action.url, page.search));
}
