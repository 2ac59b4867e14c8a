// SPEC 9 "Random SSO state and nonce strings": one pair per authorize redirect, checked when the player returns.
import type { GuardedStorage } from '../storage/guarded-storage';

export interface SsoPair {
  state: string;
  nonce: string;
}

/** 128 random bits as 32 hex digits (an unguessable state or nonce). */
export function randomSsoString(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)) {
  return Array.from(fill(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh pair, kept in session storage under `key` until the return. */
export function startSso(session: GuardedStorage, key: string, random = randomSsoString): SsoPair {
  const pair = { state: random(), nonce: random() };
  session.writeJson(key, pair);
  return pair;
}

/** The stored pair when the returned state is the one sent; used once either way (a replayed return fails). */
export function consumeSso(session: GuardedStorage, key: string, returnedState: string | null): SsoPair | undefined {
  const pair = session.readJson<Partial<SsoPair>>(key);
  session.removeItem(key);
  if (typeof pair?.state !== 'string' || typeof pair.nonce !== 'string' || !returnedState) return undefined;
  return pair.state === returnedState ? { state: pair.state, nonce: pair.nonce } : undefined;
}
