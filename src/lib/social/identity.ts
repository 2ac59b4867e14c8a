// SPEC 3: the social identity a login or registration carries to bind it to the member.
import { STORAGE_KEYS } from '../storage/keys';
import type { GuardedStorage } from '../storage/guarded-storage';

/** Firebase sign-in methods, as the login's firebaseChannel. */
export type FirebaseChannel = 'phone' | 'google' | 'facebook' | 'twitter';

export type SocialIdentity =
  | { provider: 'firebase'; channel: FirebaseChannel; idToken: string }
  | { provider: 'line'; lineSessionToken: string }
  | { provider: 'telegram'; telegramAuth: string };

/** SPEC 3 "Login request" fields of the identity. */
export function loginIdentityFields(identity: SocialIdentity | undefined) {
  if (identity?.provider === 'firebase')
    return { firebaseChannel: identity.channel, firebaseIdToken: identity.idToken };
  if (identity?.provider === 'line') return { lineSessionToken: identity.lineSessionToken };
  return identity ? { telegramAuth: identity.telegramAuth } : {};
}

/** SPEC 3 "Registration payload" fields of the identity (firebase's carry a 2). */
export function registrationIdentityFields(identity: SocialIdentity | undefined) {
  if (identity?.provider === 'firebase')
    return { firebaseChannel2: identity.channel, firebaseIdToken2: identity.idToken };
  return loginIdentityFields(identity);
}

/** An identity waiting for the player to log in or register (the choice dialog), for this tab only. */
export const pendingIdentity = {
  read: (session: GuardedStorage) => session.readJson<SocialIdentity>(STORAGE_KEYS.socialIdentity),
  keep: (session: GuardedStorage, identity: SocialIdentity) =>
    void session.writeJson(STORAGE_KEYS.socialIdentity, identity),
  clear: (session: GuardedStorage) => session.removeItem(STORAGE_KEYS.socialIdentity),
};
