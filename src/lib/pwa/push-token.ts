// SPEC 4 "Notification permission", SPEC 5, SPEC 7 "Relay POSTs": a member's push token is bound and
// subscribed to 'ALL', kept for 7 days, and unsubscribed and deleted when the member leaves.
import type { FirebaseSettings, SocialSettings } from '../../config/schema/social';
import { PUSH_TOKEN_REFRESH_AGE_MS, PUSH_TOPIC_ALL } from '../../config/constants';
import { PERMISSION_BLOCKED, UNSUPPORTED_BROWSER, type PushErrorCode } from './push-errors';
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';

/** What the app remembers of the token it bound (localStorage STORAGE_KEYS.pushToken). */
export interface StoredPushToken {
  token: string;
  /** When it was bound (ms since the epoch). */
  time: number;
  /** The session id of the member it is bound to. */
  member: string;
}

/** The merchant's Cloud Messaging settings, or undefined when it has no push (no sender id or VAPID key). */
export function messagingSettings(social: Pick<SocialSettings, 'firebase'>): FirebaseSettings | undefined {
  const firebase = social.firebase;
  return firebase?.messagingSenderId && firebase.vapidKey ? firebase : undefined;
}

/** A push failure named by its SPEC 8 code. */
export class PushError extends Error {
  constructor(readonly code: PushErrorCode) {
    super(`push: ${code}`);
  }
}

/** The relay calls of SPEC 7 that bind a token to the member. */
export interface PushRelay {
  bind(registrationToken: string): Promise<unknown>;
  subscribe(registrationToken: string, topic: string): Promise<unknown>;
  /** unsubscribeAll true: the token is unbound from the member. */
  unsubscribe(registrationToken: string): Promise<unknown>;
}

export interface PushTokenDeps {
  storage: GuardedStorage;
  now: () => number;
  /** Notification.permission, or 'unsupported' without the Notification API. */
  permission: () => NotificationPermission | 'unsupported';
  /** The provider's registration token for this browser (loaded on demand). */
  providerToken: () => Promise<string>;
  /** Deletes this browser's token at the provider. */
  deleteProviderToken: () => Promise<unknown>;
  relay: PushRelay;
}

export const readPushToken = (storage: GuardedStorage) => {
  const stored = storage.readJson<Partial<StoredPushToken>>(STORAGE_KEYS.pushToken);
  return typeof stored?.token === 'string' && typeof stored.time === 'number' && typeof stored.member === 'string'
    ? (stored as StoredPushToken)
    : undefined;
};

/** A token bound to this member less than 7 days ago needs nothing (SPEC 4: refreshed when older than 7 days). */
export const isPushTokenFresh = (stored: StoredPushToken | undefined, member: string, now: number) =>
  stored !== undefined && stored.member === member && now - stored.time < PUSH_TOKEN_REFRESH_AGE_MS;

/**
 * Push registration for `member` (SPEC 4): with permission granted only (SPEC 5), unless a fresh token is
 * bound already; a new token is bound, subscribed to 'ALL' and remembered with its time.
 */
export async function registerPushToken(deps: PushTokenDeps, member: string): Promise<'fresh' | 'bound'> {
  const permission = deps.permission();
  if (permission === 'unsupported') throw new PushError(UNSUPPORTED_BROWSER);
  if (permission !== 'granted') throw new PushError(PERMISSION_BLOCKED);
  const stored = readPushToken(deps.storage);
  if (isPushTokenFresh(stored, member, deps.now())) return 'fresh';
  const token = await deps.providerToken();
  // A replaced token of the same member must not stay bound to it.
  if (stored && stored.member === member && stored.token !== token)
    await deps.relay.unsubscribe(stored.token).catch(() => undefined);
  await deps.relay.bind(token);
  await deps.relay.subscribe(token, PUSH_TOPIC_ALL);
  deps.storage.writeJson(STORAGE_KEYS.pushToken, { token, time: deps.now(), member } satisfies StoredPushToken);
  return 'bound';
}

/**
 * The member leaves (SPEC 4 token disappears): the token is forgotten, unbound from the member while the
 * session is still valid (`relay` given), and deleted at the provider. Failures are not the player's concern.
 */
export async function unregisterPushToken(
  deps: Pick<PushTokenDeps, 'storage' | 'deleteProviderToken'> & { relay?: PushRelay },
): Promise<boolean> {
  const stored = readPushToken(deps.storage);
  deps.storage.removeItem(STORAGE_KEYS.pushToken);
  if (!stored) return false;
  await Promise.allSettled([deps.relay?.unsubscribe(stored.token), deps.deleteProviderToken()]);
  return true;
}
