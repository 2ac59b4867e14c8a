// The member's push token follows the session (SPEC 4 "Session and chat"): registration 10 s after the
// token appears; on an explicit logout it is unbound while the token is still valid, then deleted.
import type { ClientMerchant } from '../../../config/client';
import type { FirebaseSettings } from '../../../config/schema/social';
import { PERMISSION_BLOCKED } from '../../../lib/pwa/push-errors';
import { local } from '../../../lib/storage/guarded-storage';
import {
  PushError,
  registerPushToken,
  unregisterPushToken,
  type PushRelay,
  type PushTokenDeps,
} from '../../../lib/pwa/push-token';
import { apiClient } from '../../../flows/session/page-client';
import { pushCalls } from '../api';
import { $session, onBeforeLogOut, sessionLifecycle } from '../../../stores/session';

function pushRelay(merchant: ClientMerchant): PushRelay {
  return pushCalls(apiClient(merchant), { alert: false });
}

export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

function pushDeps(merchant: ClientMerchant, settings: FirebaseSettings): PushTokenDeps {
  const provider = () => import('./firebase-messaging');
  return {
    storage: local(),
    now: () => Date.now(),
    permission: notificationPermission,
    providerToken: () => provider().then((messaging) => messaging.providerToken(settings)),
    deleteProviderToken: () => provider().then((messaging) => messaging.deleteProviderToken(settings)),
    relay: pushRelay(merchant),
  };
}

/** Registers the token of the member logged in now; a permission not granted is the modal's business. */
export async function registerPush(merchant: ClientMerchant, settings: FirebaseSettings, token: string) {
  const member = String($session.get()?.id ?? token);
  try {
    return await registerPushToken(pushDeps(merchant, settings), member);
  } catch (error) {
    if (error instanceof PushError && error.code === PERMISSION_BLOCKED) return 'not-permitted';
    throw error;
  }
}

/** Attaches push to the page's session; returns the detach. */
export function attachPushSession(merchant: ClientMerchant, settings: FirebaseSettings): () => void {
  const deps = pushDeps(merchant, settings);
  const detach = [
    sessionLifecycle.onLogin('pushRegistration', async (token) => void (await registerPush(merchant, settings, token))),
    onBeforeLogOut(() => unregisterPushToken(deps)),
    // A forced logout (the token is already invalid): nothing to unbind with; the provider forgets the token.
    sessionLifecycle.onLogout('pushTokenRemoval', async () => {
      await unregisterPushToken({ storage: deps.storage, deleteProviderToken: deps.deleteProviderToken });
    }),
  ];
  return () => detach.forEach((off) => off());
}
