import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_PASSWORD_WAIT_MS } from '@/config/constants';
import { rememberLogin, savedPassword } from '@/lib/auth/remember-login';
import { forgetLogin, readSavedLogin, type SavedLogin } from '@/lib/auth/saved-login';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { memoryStore } from '../memory-store';

// The app's key store: cleared here as "clear site data" clears it.
const siteKeys = createStore('saved-login', 'keys');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A saved login of player1 with the password pw, and the storage it is in. */
async function remembered() {
  const backing = memoryStore();
  const store = guardStorage(backing);
  const saved = await rememberLogin(store, { type: 'username', username: 'player1', password: 'pw', merchant: 'm1' });
  return { backing, store, saved };
}

describe('rememberLogin (SPEC 3 "Saved login")', () => {
  it('saves a username login with its merchant and the password encrypted', async () => {
    const { backing, store, saved } = await remembered();
    expect(saved).toMatchObject({ type: 'username', username: 'player1', merchant: 'm1' });
    expect(saved.password).toMatch(/^aesgcm:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(JSON.parse(backing.data.get('saved_login')!)).toEqual(saved);
    expect(readSavedLogin(store)).toEqual(saved);
    expect(await savedPassword(store, saved)).toBe('pw');
  });

  it('leaves nothing of the password in a copy of localStorage: not the text, nor its base64', async () => {
    const backing = memoryStore();
    await rememberLogin(guardStorage(backing), {
      type: 'username',
      username: 'player1',
      password: 'play1234',
      merchant: 'm1',
    });
    const copy = JSON.stringify([...backing.data]);
    const readable = ['play1234', base64('play1234'), base64('play1234').replace(/=+$/, '')];
    for (const text of readable) expect(copy).not.toContain(text);
    // Nor the old form's inner layer, base64 of base64.
    expect(copy).not.toContain(base64(base64('play1234')).slice(0, 8));
  });

  it('writes a new ciphertext each time the same password is remembered', async () => {
    const store = guardStorage(memoryStore());
    const input = { type: 'username', username: 'p', password: 'pw', merchant: 'm1' } as const;
    const first = await rememberLogin(store, input);
    const second = await rememberLogin(store, input);
    expect(first.password).not.toBe(second.password);
    expect(await savedPassword(store, second)).toBe('pw');
  });

  it('saves an SMS login with the mobile number and the password when no mobile verification is required', async () => {
    const store = guardStorage(memoryStore());
    const saved = await rememberLogin(store, {
      type: 'sms',
      mobileNum: '0912345678',
      password: 'pw',
      merchant: 'm1',
      mobileVerificationRequired: false,
    });
    expect(saved).toMatchObject({ type: 'sms', mobileNum: '0912345678', merchant: 'm1' });
    expect(saved).not.toHaveProperty('username');
    expect(await savedPassword(store, saved)).toBe('pw');
  });

  it('omits the password of an SMS login when mobile verification is required', async () => {
    const saved = await rememberLogin(guardStorage(memoryStore()), {
      type: 'sms',
      mobileNum: '0912345678',
      password: 'pw',
      merchant: 'm1',
      mobileVerificationRequired: true,
    });
    expect(saved).toEqual({ type: 'sms', mobileNum: '0912345678', merchant: 'm1' });
  });

  it('keeps the password of a username login even when mobile verification is required', async () => {
    const store = guardStorage(memoryStore());
    const saved = await rememberLogin(store, {
      type: 'username',
      username: 'p',
      password: 'pw',
      merchant: 'm1',
      mobileVerificationRequired: true,
    });
    expect(await savedPassword(store, saved)).toBe('pw');
  });

  it('stores no password field without a password', async () => {
    expect(
      await rememberLogin(guardStorage(memoryStore()), { type: 'username', username: 'p', merchant: 'm1' }),
    ).toEqual({ type: 'username', username: 'p', merchant: 'm1' });
  });

  it('keeps no password, never a readable one, when IndexedDB is missing or fails', async () => {
    vi.stubGlobal('indexedDB', undefined); // no IndexedDB at all
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    const backing = memoryStore();
    const saved = await rememberLogin(guardStorage(backing), {
      type: 'username',
      username: 'player1',
      password: 'pw',
      merchant: 'm1',
    });
    expect(saved).toEqual({ type: 'username', username: 'player1', merchant: 'm1' });
    expect(JSON.parse(backing.data.get('saved_login')!)).toEqual(saved);
  });

  it('keeps no password when WebCrypto is missing', async () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes });
    const saved = await rememberLogin(guardStorage(memoryStore()), {
      type: 'username',
      username: 'p',
      password: 'pw',
      merchant: 'm1',
    });
    expect(saved).toEqual({ type: 'username', username: 'p', merchant: 'm1' });
  });

  it('stops waiting for an IndexedDB or WebCrypto that hangs, and keeps no password', async () => {
    await clear(siteKeys);
    vi.spyOn(crypto.subtle, 'generateKey').mockReturnValue(new Promise(() => undefined));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const saving = rememberLogin(guardStorage(memoryStore()), {
      type: 'username',
      username: 'p',
      password: 'pw',
      merchant: 'm1',
    });
    await vi.advanceTimersByTimeAsync(SAVED_PASSWORD_WAIT_MS);
    expect(await saving).toEqual({ type: 'username', username: 'p', merchant: 'm1' });
  });

  it('forgetLogin removes it', async () => {
    const { store } = await remembered();
    forgetLogin(store);
    expect(readSavedLogin(store)).toBeUndefined();
  });
});

describe('savedPassword (SPEC 4 "Auto-login at start")', () => {
  it('is undefined for a saved login without a password', async () => {
    const store = guardStorage(memoryStore());
    expect(await savedPassword(store, { type: 'username', username: 'p', merchant: 'm1' })).toBeUndefined();
  });

  it.each<[string, (saved: SavedLogin) => Promise<SavedLogin>]>([
    [
      'an altered ciphertext',
      async (saved) => {
        const [, iv, sealed] = saved.password!.split(':') as [string, string, string];
        const altered = Buffer.from(sealed, 'base64');
        altered[altered.length - 1]! ^= 1;
        return { ...saved, password: `aesgcm:${iv}:${altered.toString('base64')}` };
      },
    ],
    [
      'a key cleared with the site data',
      async (saved) => {
        await clear(siteKeys);
        return saved;
      },
    ],
    ['the old readable form', async (saved) => ({ ...saved, password: base64(`saltsalt${base64('pw')}`) })],
  ])('drops the password it cannot decrypt (%s) and keeps the rest of the saved login', async (_case, spoil) => {
    const { backing, store, saved } = await remembered();
    const spoilt = await spoil(saved);
    backing.data.set('saved_login', JSON.stringify(spoilt));
    expect(await savedPassword(store, spoilt)).toBeUndefined();
    expect(readSavedLogin(store)).toEqual({ type: 'username', username: 'player1', merchant: 'm1' });
  });

  it('leaves a login another tab saved meanwhile', async () => {
    const { store, saved } = await remembered();
    const legacy = { ...saved, password: base64(`saltsalt${base64('pw')}`) };
    const newer = await rememberLogin(store, {
      type: 'username',
      username: 'player2',
      password: 'pw2',
      merchant: 'm1',
    });
    expect(await savedPassword(store, legacy)).toBeUndefined();
    expect(readSavedLogin(store)).toEqual(newer);
    expect(await savedPassword(store, newer)).toBe('pw2');
  });
});
