// Cloud Messaging on demand (firebase/app + firebase/messaging): loaded only when a member's token is bound
// or deleted, never with a page. Tokens belong to our own service worker (/m/sw.js), not Firebase's default.
import type { FirebaseSettings } from '../../../config/schema/social';
import { pushErrorOf, UNSUPPORTED_BROWSER } from '../../../lib/pwa/push-errors';
import { PushError } from '../../../lib/pwa/push-token';

// Its own app name: the sign-in feature may hold the default app of the same project with other options.
const PUSH_APP_NAME = 'push';

async function messagingOf(settings: FirebaseSettings) {
  const [{ getApps, initializeApp }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) throw new PushError(UNSUPPORTED_BROWSER);
  const { apiKey, appId, authDomain, projectId, messagingSenderId } = settings;
  const app =
    getApps().find((known) => known.name === PUSH_APP_NAME) ??
    initializeApp({ apiKey, appId, authDomain, projectId, messagingSenderId }, PUSH_APP_NAME);
  return { ...messaging, instance: messaging.getMessaging(app) };
}

/** The provider's own SPEC 8 failures (messaging/..., installations/...) as a PushError; others as they came. */
async function named<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const code = pushErrorOf(error);
    throw code ? new PushError(code) : error;
  }
}

/** This browser's registration token, with the merchant's VAPID key and the app's service worker. */
export async function providerToken(settings: FirebaseSettings): Promise<string> {
  const serviceWorkerRegistration = await navigator.serviceWorker.ready;
  const { getToken, instance } = await messagingOf(settings);
  return named(getToken(instance, { vapidKey: settings.vapidKey, serviceWorkerRegistration }));
}

/** Deletes it at the provider. getToken first: it ties the SDK to our worker (else it registers its own). */
export async function deleteProviderToken(settings: FirebaseSettings): Promise<void> {
  const serviceWorkerRegistration = await navigator.serviceWorker.ready;
  const { getToken, deleteToken, instance } = await messagingOf(settings);
  await named(getToken(instance, { vapidKey: settings.vapidKey, serviceWorkerRegistration }));
  await named(deleteToken(instance));
}
