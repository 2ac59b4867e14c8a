import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_REGISTRATION_DELAY_MS, PUSH_TOKEN_REFRESH_AGE_MS } from '@/config/constants';
import { createSessionLifecycle } from '@/lib/session/lifecycle';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  isPushTokenFresh,
  messagingSettings,
  PushError,
  readPushToken,
  registerPushToken,
  unregisterPushToken,
  type PushTokenDeps,
} from '@/lib/pwa/push-token';
import { memoryStore } from '../memory-store';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function deps(permission: NotificationPermission | 'unsupported' = 'granted', tokens = ['tok-1', 'tok-2']) {
  const calls: string[] = [];
  const storage = guardStorage(memoryStore());
  let next = 0;
  const value: PushTokenDeps = {
    storage,
    now: () => Date.now(),
    permission: () => permission,
    providerToken: async () => {
      calls.push('getToken');
      return tokens[next++]!;
    },
    deleteProviderToken: async () => void calls.push('deleteToken'),
    relay: {
      bind: async (token) => void calls.push(`CSP_fcmBind ${token}`),
      subscribe: async (token, topic) => void calls.push(`CSP_fcmSubscribe ${token} ${topic}`),
      unsubscribe: async (token) => void calls.push(`CSP_fcmUnsubscribe ${token}`),
    },
  };
  return { deps: value, calls, storage };
}

describe('push registration (SPEC 4, 5, 7)', () => {
  it('binds the token and subscribes it to ALL, then remembers it with its time', async () => {
    const { deps: d, calls, storage } = deps();
    expect(await registerPushToken(d, 'm1')).toBe('bound');
    expect(calls).toEqual(['getToken', 'CSP_fcmBind tok-1', 'CSP_fcmSubscribe tok-1 ALL']);
    expect(readPushToken(storage)).toEqual({ token: 'tok-1', time: 1_000_000, member: 'm1' });
  });

  it('requires the notification permission granted (permission-blocked), and the API (unsupported-browser)', async () => {
    for (const [permission, code] of [
      ['default', 'permission-blocked'],
      ['denied', 'permission-blocked'],
      ['unsupported', 'unsupported-browser'],
    ] as const) {
      const { deps: d, calls } = deps(permission);
      await expect(registerPushToken(d, 'm1')).rejects.toEqual(new PushError(code));
      expect(calls).toEqual([]);
    }
  });

  it('refreshes the token when it is 7 days old (604800000 ms), not 1 ms before', async () => {
    const { deps: d, calls } = deps('granted', ['tok-1', 'tok-1']);
    await registerPushToken(d, 'm1');
    vi.setSystemTime(1_000_000 + PUSH_TOKEN_REFRESH_AGE_MS - 1);
    expect(await registerPushToken(d, 'm1')).toBe('fresh');
    expect(calls).toHaveLength(3);
    vi.setSystemTime(1_000_000 + PUSH_TOKEN_REFRESH_AGE_MS);
    expect(await registerPushToken(d, 'm1')).toBe('bound');
    expect(calls.slice(3)).toEqual(['getToken', 'CSP_fcmBind tok-1', 'CSP_fcmSubscribe tok-1 ALL']);
    expect(PUSH_TOKEN_REFRESH_AGE_MS).toBe(604_800_000);
  });

  it('unbinds a replaced token of the same member before binding the new one', async () => {
    const { deps: d, calls } = deps();
    await registerPushToken(d, 'm1');
    vi.setSystemTime(1_000_000 + PUSH_TOKEN_REFRESH_AGE_MS);
    await registerPushToken(d, 'm1');
    expect(calls.slice(3)).toEqual([
      'getToken',
      'CSP_fcmUnsubscribe tok-1',
      'CSP_fcmBind tok-2',
      'CSP_fcmSubscribe tok-2 ALL',
    ]);
  });

  it('binds again for another member, however fresh the token', async () => {
    const { deps: d } = deps();
    await registerPushToken(d, 'm1');
    expect(isPushTokenFresh(readPushToken(d.storage), 'm2', Date.now())).toBe(false);
    expect(await registerPushToken(d, 'm2')).toBe('bound');
  });

  it('ignores a stored value that is not a token record', () => {
    const storage = guardStorage(memoryStore({ [STORAGE_KEYS.pushToken]: '{"token":1}' }));
    expect(readPushToken(storage)).toBeUndefined();
  });

  it('runs 10 s after the token appears (SPEC 9), not 1 ms before', async () => {
    const { deps: d, calls } = deps();
    const lifecycle = createSessionLifecycle();
    lifecycle.onLogin('pushRegistration', async () => void (await registerPushToken(d, 'm1')));
    lifecycle.setToken('session-token');
    await vi.advanceTimersByTimeAsync(PUSH_REGISTRATION_DELAY_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['getToken', 'CSP_fcmBind tok-1', 'CSP_fcmSubscribe tok-1 ALL']);
    expect(PUSH_REGISTRATION_DELAY_MS).toBe(10_000);
  });
});

describe('when the member leaves (SPEC 4 token disappears)', () => {
  it('forgets the token, unsubscribes it (unsubscribeAll) and deletes it at the provider', async () => {
    const { deps: d, calls, storage } = deps();
    await registerPushToken(d, 'm1');
    expect(await unregisterPushToken(d)).toBe(true);
    expect(calls.slice(3)).toEqual(['CSP_fcmUnsubscribe tok-1', 'deleteToken']);
    expect(storage.getItem(STORAGE_KEYS.pushToken)).toBeNull();
  });

  it('after a forced logout (no valid session) only deletes it at the provider', async () => {
    const { deps: d, calls } = deps();
    await registerPushToken(d, 'm1');
    await unregisterPushToken({ storage: d.storage, deleteProviderToken: d.deleteProviderToken });
    expect(calls.slice(3)).toEqual(['deleteToken']);
  });

  it('does nothing without a bound token, and survives failing calls', async () => {
    const { deps: d, calls } = deps();
    expect(await unregisterPushToken(d)).toBe(false);
    expect(calls).toEqual([]);
    await registerPushToken(d, 'm1');
    const failing = { ...d, deleteProviderToken: () => Promise.reject(new Error('offline')) };
    await expect(unregisterPushToken(failing)).resolves.toBe(true);
  });
});

describe('messagingSettings', () => {
  const firebase = {
    apiKey: 'k',
    authDomain: 'a.firebaseapp.com',
    projectId: 'demo-a',
    appId: 'x',
    messagingSenderId: '1',
    vapidKey: 'v',
    phone: false,
    emulator: '',
  };
  it('is the Firebase settings when both the sender id and the VAPID key are set', () => {
    expect(messagingSettings({ firebase })).toBe(firebase);
    expect(messagingSettings({ firebase: { ...firebase, vapidKey: '' } })).toBeUndefined();
    expect(messagingSettings({ firebase: { ...firebase, messagingSenderId: '' } })).toBeUndefined();
    expect(messagingSettings({ firebase: null })).toBeUndefined();
  });
});
