import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from '@/lib/customer-service/path';

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
