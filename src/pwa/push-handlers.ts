/// <reference lib="webworker" />
// The service worker's push side (SPEC 1 "push notification"): shows each pushed message, and a click on
// it focuses the app's window (or opens one) at the message's in-app link.
import { clickTarget, notificationOfPush } from '../lib/pwa/push-message';

type PushScope = Pick<ServiceWorkerGlobalScope, 'addEventListener' | 'registration' | 'clients' | 'location'>;

/** The payload of a push event: JSON, or nothing readable. */
function payloadOf(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

async function showPushed(scope: PushScope, payload: unknown): Promise<void> {
  const { title, options } = notificationOfPush(payload, scope.location.origin, scope.location.hostname);
  await scope.registration.showNotification(title, options);
}

async function openFromNotification(scope: PushScope, link: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = clickTarget(windows, scope.location.origin);
  const url = new URL(link, scope.location.origin).href;
  if ('open' in target) {
    await scope.clients.openWindow(url);
    return;
  }
  const client = await windows[target.focus]!.focus();
  if (client.url !== url) await client.navigate(url);
}

export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => event.waitUntil(showPushed(scope, payloadOf(event))));
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: string } | null)?.link ?? '/m/home';
    event.waitUntil(openFromNotification(scope, link));
  });
}

// Imported by sw.ts for this effect; elsewhere (unit tests) nothing is installed.
if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope)
  installPushHandlers(self);
