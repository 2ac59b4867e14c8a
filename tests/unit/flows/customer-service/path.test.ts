import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { cryptoParts } from '@/lib/crypto/crypto-js';
import { decryptCustomerServicePath, decryptCustomerServicePathWith } from '@/flows/customer-service/path';

const encryptPath = (plaintext: string, key: string) =>
  CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString() + key;

describe('customer-service path (SPEC 3, SPEC 5)', () => {
  it('returns http and https paths as they are', async () => {
    expect(await decryptCustomerServicePath('https://chat.test/room?id=1')).toBe('https://chat.test/room?id=1');
    expect(await decryptCustomerServicePath('HTTP://chat.test/x')).toBe('HTTP://chat.test/x');
  });

  it('returns a site path under /__ (the sandbox stand-ins) as it is, and decrypts a ciphertext starting with /', async () => {
    expect(await decryptCustomerServicePath('/__chat/livechat/tracking.js?license=1')).toBe(
      '/__chat/livechat/tracking.js?license=1',
    );
    const url = 'https://chat.test/a';
    let key = 0;
    let path = '';
    // Find a key whose ciphertext starts with '/', as 1 in 64 do: it is still decrypted, not taken as a path.
    while (!path.startsWith('/')) path = encryptPath(url, `key${String(key++).padStart(5, '0')}`);
    expect(await decryptCustomerServicePath(path)).toBe(url);
  });

  it('decrypts a path whose last 8 characters are the key', async () => {
    const url = 'https://livechat.example.com/chat?license=123&group=7';
    const path = encryptPath(url, 'k3Y9abcd');
    expect(path.endsWith('k3Y9abcd')).toBe(true);
    expect(await decryptCustomerServicePath(path)).toBe(url);
  });

  it('decrypts non-ASCII plaintext as UTF-8', async () => {
    expect(await decryptCustomerServicePath(encryptPath('https://chat.test/客服', '12345678'))).toBe(
      'https://chat.test/客服',
    );
  });

  it('is undefined when the key is wrong', async () => {
    const path = encryptPath('https://chat.test/a', 'abcdefgh');
    expect(await decryptCustomerServicePath(path.slice(0, -8) + 'zzzzzzzz')).toBeUndefined();
  });

  it('is undefined when a wrong key yields bytes that are not UTF-8', async () => {
    const path = encryptPath('https://livechat.example.com/chat?license=123&group=7', 'abcdefgh');
    expect(await decryptCustomerServicePath(path.slice(0, -8) + 'key00004')).toBeUndefined();
  });

  it('is undefined when the plaintext holds control characters, as garbage does', async () => {
    expect(await decryptCustomerServicePath(encryptPath('\u0001\u0002https://x', 'abcdefgh'))).toBeUndefined();
  });

  it('is undefined when the ciphertext is not Base64 DES', async () => {
    expect(await decryptCustomerServicePath('not-base64!!!abcdefgh')).toBeUndefined();
    expect(await decryptCustomerServicePath('QUJD' + 'abcdefgh')).toBeUndefined();
  });

  it('is undefined with nothing before the key, or no path at all', async () => {
    expect(await decryptCustomerServicePath('abcdefgh')).toBeUndefined();
    expect(await decryptCustomerServicePath('abc')).toBeUndefined();
    expect(await decryptCustomerServicePath('')).toBeUndefined();
    expect(await decryptCustomerServicePath(undefined)).toBeUndefined();
    expect(await decryptCustomerServicePath(null)).toBeUndefined();
  });
});

describe('customer-service path with crypto-js at hand (the build, for the CSP)', () => {
  const decrypt = (path: string | null | undefined) => decryptCustomerServicePathWith(cryptoParts(CryptoJS), path);

  it('returns http(s) URLs and site paths under /__ as they are, trimmed', () => {
    expect(decrypt('https://chat.test/room?id=1')).toBe('https://chat.test/room?id=1');
    expect(decrypt('/__chat/livechat/tracking.js?license=1')).toBe('/__chat/livechat/tracking.js?license=1');
    expect(decrypt('  /__chat/frame/aican  ')).toBe('/__chat/frame/aican');
  });

  it('decrypts a path whose last 8 characters are the key', () => {
    expect(decrypt(encryptPath('https://livechat.example.com/chat?license=123', 'k3Y9abcd'))).toBe(
      'https://livechat.example.com/chat?license=123',
    );
  });

  it('does not take other paths starting with / for site paths: they go to decryption and fail', () => {
    // Each would be returned unchanged if it were taken as a site path.
    expect(decrypt('//evil.example')).toBeUndefined();
    expect(decrypt('//evil.example/__chat/x')).toBeUndefined();
    expect(decrypt('/x')).toBeUndefined();
    expect(decrypt('/_chat/livechat/tracking.js')).toBeUndefined();
    expect(decrypt('/m/home')).toBeUndefined();
  });

  it('decrypts a ciphertext that starts with /, as 1 in 64 do', () => {
    const url = 'https://chat.test/slash';
    const path = encryptPath(url, 'key02402'); // a key found by search whose ciphertext starts with /
    expect(path).toBe('/fRQBLhRuvuqfgK2HGCc2jKbXBmLXD7dkey02402');
    expect(decrypt(path)).toBe(url);
  });

  it('is undefined for a script URL, garbage, a wrong key or no path', () => {
    expect(decrypt('javascript:alert(1)')).toBeUndefined();
    expect(decrypt('not-base64!!!abcdefgh')).toBeUndefined();
    expect(decrypt(encryptPath('https://chat.test/a', 'abcdefgh').slice(0, -8) + 'zzzzzzzz')).toBeUndefined();
    expect(decrypt('   ')).toBeUndefined();
    expect(decrypt(undefined)).toBeUndefined();
    expect(decrypt(null)).toBeUndefined();
  });
});
