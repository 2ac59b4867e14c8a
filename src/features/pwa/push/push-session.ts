// The member's push token follows the session (SPEC 4 "Session and chat"): registration 10 s after the
// token appears; on an explicit logout it is unbound while the token is still valid, then deleted.
import type { FirebaseSettings } from '../../../config/schema/social';
import { PERMISSION_BLOCKED } from '../../../lib/pwa/push-errors';
import {
  PushError,
  registerPushToken,
  unregisterPushToken,
  type PushRelay,
  type PushTokenDeps,
} from '../../../lib/pwa/push-token';
import type { PageEffects } from '../../../flows/session/page-effects';
import { pushCalls } from '../api';
import { $session, onBeforeLogOut, sessionLifecycle } from '../../../stores/session';

/** What push touches of its page: the relay's client, the stored token, the time of its binding. */
type PushSessionPage = Pick<PageEffects, 'api' | 'local' | 'clock'>;

function pushRelay(page: PushSessionPage): PushRelay {
  return pushCalls(page.api, { alert: false });
}

export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

function pushDeps(settings: FirebaseSettings, page: PushSessionPage): PushTokenDeps {
  const provider = () => import('./firebase-messaging');
  return {
    storage: page.local,
    now: () => page.clock.now(),
    permission: notificationPermission,
    providerToken: () => provider().then((messaging) => messaging.providerToken(settings)),
    deleteProviderToken: () => provider().then((messaging) => messaging.deleteProviderToken(settings)),
    relay: pushRelay(page),
  };
}

/** Registers the token of the member logged in now; a permission not granted is the modal's business. */
export async function registerPush(settings: FirebaseSettings, token: string, page: PushSessionPage) {
  const member = String($session.get()?.id ?? token);
  try {
    return await registerPushToken(pushDeps(settings, page), member);
  } catch (error) {
    if (error instanceof PushError && error.code === PERMISSION_BLOCKED) return 'not-permitted';
    throw error;
  }
}

/** Attaches push to the page's session; returns the detach. */
export function attachPushSession(settings: FirebaseSettings, page: PushSessionPage): () => void {
  const deps = pushDeps(settings, page);
  const detach = [
    sessionLifecycle.onLogin('pushRegistration', async (token) => void (await registerPush(settings, token, page))),
    onBeforeLogOut(() => unregisterPushToken(deps)),
    // A forced logout (the token is already invalid): nothing to unbind with; the provider forgets the token.
    sessionLifecycle.onLogout('pushTokenRemoval', async () => {
      await unregisterPushToken({ storage: deps.storage, deleteProviderToken: deps.deleteProviderToken });
    }),
  ];
  return () => detach.forEach((off) => off());
}
