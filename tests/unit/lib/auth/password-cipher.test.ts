import 'fake-indexeddb/auto';
import { clear, createStore, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptPassword, encryptPassword } from '@/lib/auth/password-cipher';

// The app's key store, as the browser keeps it: the tests look inside, and clear it as "clear site data" does.
const siteKeys = createStore('saved-login', 'keys');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the saved password, encrypted with AES-GCM under a non-extractable key in IndexedDB', () => {
  it('decrypts back, non-ASCII passwords included', async () => {
    for (const password of ['s3cret!', 'pässwörd', 'mật khẩu', '密码😀', ''])
      expect(await decryptPassword(await encryptPassword(password))).toBe(password);
  });

  it('is aesgcm:iv:ciphertext, with nothing of the password or its base64 in it', async () => {
    const stored = await encryptPassword('play1234');
    const [, iv, sealed] = stored.split(':');
    expect(stored.startsWith('aesgcm:')).toBe(true);
    expect(Buffer.from(iv!, 'base64')).toHaveLength(12);
    expect(Buffer.from(sealed!, 'base64')).toHaveLength(64 + 16); // the padded text and a 128-bit tag
    for (const readable of ['play1234', base64('play1234'), base64('play1234').replace(/=+$/, '')])
      expect(stored).not.toContain(readable);
  });

  it('pads to 64 bytes, so the length tells nothing of the password', async () => {
    const length = async (password: string) => (await encryptPassword(password)).length;
    expect(await length('')).toBe(await length('a'));
    expect(await length('a')).toBe(await length('x'.repeat(63)));
    expect(await length('x'.repeat(64))).toBeGreaterThan(await length('x'.repeat(63)));
    for (const password of ['x'.repeat(63), 'x'.repeat(64), `${'\u0080'.repeat(40)}\0`, '\0'])
      expect(await decryptPassword(await encryptPassword(password))).toBe(password);
  });

  it('draws a new IV each time, so the same password never looks the same', async () => {
    const stored = await Promise.all(Array.from({ length: 20 }, () => encryptPassword('same')));
    expect(new Set(stored.map((value) => value.split(':')[1])).size).toBe(20);
    expect(new Set(stored).size).toBe(20);
  });

  it('keeps one key, which a script can use but not export', async () => {
    await encryptPassword('pw');
    const key = await get<CryptoKey>('password', siteKeys);
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key).toMatchObject({ extractable: false, algorithm: { name: 'AES-GCM', length: 256 } });
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', key!)).rejects.toThrow();
  });

  it('makes one key when two tabs remember a login at once, so both passwords still decrypt', async () => {
    await clear(siteKeys);
    const [first, second] = await Promise.all([encryptPassword('first'), encryptPassword('second')]);
    expect(await decryptPassword(first)).toBe('first');
    expect(await decryptPassword(second)).toBe('second');
  });

  it('does not decrypt an altered value, another form, or anything once the key is gone', async () => {
    const stored = await encryptPassword('pw');
    const [, iv, sealed] = stored.split(':') as [string, string, string];
    const flipped = Buffer.from(sealed, 'base64');
    flipped[0]! ^= 1;
    await expect(decryptPassword(`aesgcm:${iv}:${flipped.toString('base64')}`)).rejects.toThrow();
    await expect(decryptPassword(`aesgcm:${base64('another iv!!')}:${sealed}`)).rejects.toThrow();
    // The old readable form: base64(salt + base64(password)).
    await expect(decryptPassword(base64(`saltsalt${base64('pw')}`))).rejects.toThrow();
    await expect(decryptPassword('aesgcm:%%%:%%%')).rejects.toThrow();
    await clear(siteKeys);
    await expect(decryptPassword(stored)).rejects.toThrow();
  });

  it('rejects without WebCrypto', async () => {
    await clear(siteKeys);
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes });
    await expect(encryptPassword('pw')).rejects.toThrow();
  });
});
